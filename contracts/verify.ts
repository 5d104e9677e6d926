/**
 * Provider verification of the committed pact files.
 *
 *   npm run verify:provider                                   verify the mock (started here, in-process, seeded)
 *   npm run verify:provider -- --base-url URL [--content-url URL] [--state-change-url URL] [--provider api|content]
 *   ... [--verbose] [--results-file FILE] [--no-response-check]
 *
 * --base-url is the product API's base (e.g. http://127.0.0.1:5000/api); --content-url the content service's.
 * Pact's verifier POSTs provider states as {state, params, action} to --state-change-url (the mock's own endpoint,
 * mocks/server.ts, when it verifies the mock); a state change that does not answer 2xx fails its interaction.
 * Each interaction is reported on its own: `N passed, M failed`, and each failure with pact's words for it
 * (contracts/verification-results.ts). Pact's report and logs are shown with --verbose only. --results-file writes
 * {passed, failed, failures} as JSON (failures: the failed interactions' descriptions; contracts/verify-mock-server.ts
 * reads it). A pact state that the mock does not implement fails the run
 * (before pact runs), and so does an interaction or state that contracts/README.md does not list.
 * --no-response-check (in-process mock only) turns off the mock's own check of its answers against
 * contracts/openapi.json, so that only the pacts judge them (npm run contracts:mutate uses it).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { VerifierOptions } from '@pact-foundation/pact-core';
import { indexProblems, pactFiles, statesOf } from './pact-files';
import { describeOutcomes, notVerified, outcomesOf, type InteractionOutcome } from './verification-results';
import { caStoreFor, inChunks } from './verifier-input';
import type { WorkerAnswer } from './verify-worker';

process.env.PACT_DO_NOT_TRACK = 'true';

const PROVIDERS = { api: 'job-board-api', content: 'job-board-content' } as const;

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'content-url': { type: 'string' },
    'state-change-url': { type: 'string' },
    provider: { type: 'string' },
    'results-file': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    'no-response-check': { type: 'boolean', default: false },
  },
});
const verbose = values.verbose === true;

/** Pact's error lines in a run's output (a failed state change names its state and status there). */
const pactErrors = (log: string) => [
  ...new Set(
    log
      .split('\n')
      .filter((line) => /\bERROR\b/.test(line) && !line.includes('Verification unsuccessful'))
      .map((line) => line.replace(/^\S+\s+ERROR\s+ThreadId\(\d+\)\s+/, '').trim()),
  ),
];

/**
 * Runs pact's verifier in a child process (contracts/verify-worker.ts) and gets its JSON report. Its stdout and
 * stderr (pact's report, its logs) are kept, and shown only with --verbose.
 */
function runVerifier(
  options: VerifierOptions,
  extraEnv: NodeJS.ProcessEnv,
): Promise<{ answer: WorkerAnswer; log: string }> {
  return new Promise((resolve) => {
    const child = fork(path.join(import.meta.dirname, 'verify-worker.ts'), [], {
      execArgv: ['--import', import.meta.resolve('tsx')],
      stdio: verbose ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'pipe', 'pipe', 'ipc'],
      env: { ...process.env, ...extraEnv, PACT_DO_NOT_TRACK: 'true' },
    });
    let log = '';
    let answer: WorkerAnswer | undefined;
    child.stdout?.on('data', (d: Buffer) => (log += d));
    child.stderr?.on('data', (d: Buffer) => (log += d));
    child.on('message', (message: WorkerAnswer) => (answer = message));
    child.on('error', (error) => (answer ??= { error: error.message }));
    child.on('exit', (code) =>
      resolve({ answer: answer ?? { error: `pact's verifier stopped (exit code ${code}) without a report` }, log }),
    );
    child.send(options);
  });
}

async function main() {
  let apiUrl = values['base-url'];
  let contentUrl = values['content-url'];
  let stateChangeUrl = values['state-change-url'];
  let stop = async () => {};

  if (!apiUrl) {
    // Verify the mock itself, with its demo data (as `npm run mock:server` serves it): every state the pacts use must
    // be implemented in mocks/states/, and listed in contracts/README.md with every interaction.
    const problems = await indexProblems();
    if (problems.length) {
      console.error(problems.join('\n'));
      process.exit(1);
    }
    await (await import('../mocks/seed')).seed();
    // The mock over HTTP, with its state-change endpoint: pact's verifier sets the states up as it would a server's.
    const { startMockServer, STATE_CHANGE_PATH } = await import('../mocks/server');
    const { server, url } = await startMockServer(0, '127.0.0.1', { checkResponses: !values['no-response-check'] });
    stop = () => new Promise((resolve) => server.close(() => resolve()));
    apiUrl = `${url}/api`;
    contentUrl = `${url}/cms`;
    stateChangeUrl = `${url}${STATE_CHANGE_PATH}`;
  }

  if (values.provider && !Object.hasOwn(PROVIDERS, values.provider)) {
    console.error(`--provider is one of: ${Object.keys(PROVIDERS).join(', ')}`);
    process.exit(1);
  }
  const wanted = values.provider ? [values.provider as keyof typeof PROVIDERS] : (['api', 'content'] as const);
  const outcomes: InteractionOutcome[] = [];
  const scratch = mkdtempSync(path.join(tmpdir(), 'verify-'));
  const caStore = caStoreFor([apiUrl, contentUrl, stateChangeUrl], path.join(scratch, 'no-ca'));
  for (const key of wanted) {
    const name = PROVIDERS[key];
    const baseUrl = key === 'api' ? apiUrl : contentUrl;
    const files = pactFiles.filter(({ pact }) => pact.provider.name === name);
    if (!files.length) continue;
    const descriptions = files.flatMap(({ pact }) => pact.interactions.map((i) => i.description));
    let own: InteractionOutcome[];
    let errors: string[] = [];
    if (!baseUrl) {
      own = notVerified(descriptions, `no base URL for ${name} (pass --${key === 'api' ? 'base-url' : 'content-url'})`);
    } else if (!stateChangeUrl && files.some(({ pact }) => statesOf(pact).size > 0)) {
      own = notVerified(
        descriptions,
        'the pacts use provider states: pass --state-change-url (POST {state, params, action})',
      );
    } else {
      const { answer, log } = await runVerifier(
        {
          provider: name,
          providerBaseUrl: baseUrl,
          pactUrls: inChunks(files, path.join(scratch, key)),
          ...(stateChangeUrl ? { providerStatesSetupUrl: stateChangeUrl } : {}),
          logLevel: verbose ? 'info' : 'error',
        },
        caStore,
      );
      own = 'report' in answer ? outcomesOf(answer.report, descriptions) : notVerified(descriptions, answer.error);
      if (!verbose && own.some((o) => !o.passed)) errors = pactErrors(log);
    }
    const [summary, ...failures] = describeOutcomes(name, own);
    console.log(`${summary} (against ${baseUrl ?? 'no URL'})`);
    if (failures.length) console.error(failures.join('\n'));
    if (errors.length)
      console.error(`  pact's errors (all of pact's output: --verbose):\n    ${errors.join('\n    ')}`);
    outcomes.push(...own);
  }
  await stop();
  rmSync(scratch, { recursive: true, force: true });
  const failed = outcomes.filter((o) => !o.passed).length;
  const passed = outcomes.length - failed;
  console.log(`provider verification: ${passed} passed, ${failed} failed (providers: ${wanted.join(', ')})`);
  const failures = outcomes.filter((o) => !o.passed).map((o) => o.description);
  if (values['results-file']) writeFileSync(values['results-file'], JSON.stringify({ passed, failed, failures }));
  process.exit(failed ? 1 : 0);
}

await main();
