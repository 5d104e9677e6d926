/**
 * Provider verification of the committed pact files: `npm run verify:provider -- --help` prints how to use it (USAGE
 * below). Each interaction is reported on its own (contracts/verification-results.ts), pact's report and logs only
 * with --verbose. Against the in-process mock, a pact state that the mock does not implement fails the run before
 * pact runs. --no-response-check
 * (in-process mock only) turns off the mock's own check of its answers against contracts/openapi.json, so that only
 * the pacts judge them (npm run contracts:mutate uses it).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { VerifierOptions } from '@pact-foundation/pact-core';
import { indexProblems, pactFiles, statesOf, type PactFile } from './pact-files';
import { describeOutcomes, notVerified, outcomesOf, type InteractionOutcome } from './verification-results';
import { caStoreFor, inChunks } from './verifier-input';
import { describeRefusals, preflight, stateRecorder, type Endpoint } from './verify-checks';
import type { WorkerAnswer } from './verify-worker';

process.env.PACT_DO_NOT_TRACK = 'true';

const PROVIDERS = { api: 'job-board-api', content: 'job-board-content' } as const;

const USAGE = `npm run verify:provider [-- options]: verifies a server against contracts/pacts.

Without --base-url or --content-url it verifies the mock itself, started here with its demo data
(--no-response-check: without its own check of its answers against contracts/openapi.json).

  --base-url URL          the product API's base, e.g. http://127.0.0.1:5000/api
  --content-url URL       the content service's base (needed for its pact, unless --provider api)
  --state-change-url URL  where pact POSTs {"state", "params", "action": "setup" | "teardown"}; answer 2xx
  --provider api|content  verify one provider's pact only
  --only REGEX            only the interactions whose description matches; the others are counted as skipped,
                          and the run exits 0 when those it verified passed
  --results-file FILE     write {passed, failed, skipped, failures} as JSON
  --verbose               pact's whole report and logs
  -h, --help              this text

PACTS_DIR=DIR verifies the pact files of DIR instead (.pacts-run/partial after a run of some contract files).

Before pact runs, each URL given is asked once: one that does not answer is said in the first lines, and nothing
is verified. A state change that does not answer 2xx fails its interaction; what your server answered is shown.
Ends with \`provider verification: N passed, M failed, K skipped\`; exits 1 when any failed.`;

let parsed;
try {
  parsed = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'content-url': { type: 'string' },
      'state-change-url': { type: 'string' },
      provider: { type: 'string' },
      only: { type: 'string' },
      'results-file': { type: 'string' },
      verbose: { type: 'boolean', default: false },
      'no-response-check': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n(npm run verify:provider -- --help)`);
  process.exit(2);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
let only: RegExp | undefined;
try {
  only = values.only === undefined ? undefined : new RegExp(values.only);
} catch (error) {
  console.error(`--only: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
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

  if (!apiUrl && !contentUrl) {
    // Verify the mock itself, with its demo data (as `npm run mock:server` serves it): every state the pacts use must
    // be implemented in mocks/states/.
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
    process.exit(2);
  }
  const wanted = values.provider ? [values.provider as keyof typeof PROVIDERS] : (['api', 'content'] as const);
  const chosen = (pact: PactFile): PactFile =>
    only ? { ...pact, interactions: pact.interactions.filter((i) => only.test(i.description)) } : pact;
  const toVerify = pactFiles.map(({ file, pact }) => ({ file, pact: chosen(pact), all: pact.interactions.length }));
  if (only && !toVerify.some(({ pact }) => pact.interactions.length)) {
    console.error(`--only ${values.only} matches no interaction's description`);
    process.exit(2);
  }

  // Each URL asked once before pact runs: one that does not answer would fail every interaction, its cause last.
  const endpoints: Endpoint[] = [];
  if (apiUrl && wanted.includes('api')) endpoints.push({ label: 'the product API (--base-url)', url: apiUrl });
  if (contentUrl && wanted.includes('content'))
    endpoints.push({ label: 'the content service (--content-url)', url: contentUrl });
  if (stateChangeUrl) endpoints.push({ label: 'the state-change URL (--state-change-url)', url: stateChangeUrl });
  const unanswered = await preflight(endpoints);
  const withStates = toVerify.some(
    ({ pact }) => wanted.some((key) => PROVIDERS[key] === pact.provider.name) && statesOf(pact).size > 0,
  );
  if (!stateChangeUrl && withStates)
    unanswered.push('the pacts use provider states: pass --state-change-url (pact POSTs {state, params, action})');
  if (unanswered.length) {
    console.error(`${unanswered.join('\n')}\nnothing verified`);
    await stop();
    process.exit(1);
  }
  const recorder = stateChangeUrl ? await stateRecorder(stateChangeUrl) : undefined;

  const outcomes: InteractionOutcome[] = [];
  let skipped = 0;
  const scratch = mkdtempSync(path.join(tmpdir(), 'verify-'));
  const caStore = caStoreFor([apiUrl, contentUrl, stateChangeUrl], path.join(scratch, 'no-ca'));
  for (const key of wanted) {
    const name = PROVIDERS[key];
    const baseUrl = key === 'api' ? apiUrl : contentUrl;
    const mine = toVerify.filter(({ pact }) => pact.provider.name === name);
    const files = mine.filter(({ pact }) => pact.interactions.length);
    const skippedHere = mine.reduce((n, { pact, all }) => n + all - pact.interactions.length, 0);
    skipped += skippedHere;
    const descriptions = files.flatMap(({ pact }) => pact.interactions.map((i) => i.description));
    let own: InteractionOutcome[] = [];
    let errors: string[] = [];
    if (!files.length) {
      // Nothing of this provider's pact is wanted (--only).
    } else if (!baseUrl) {
      own = notVerified(descriptions, `no base URL for ${name} (pass --${key === 'api' ? 'base-url' : 'content-url'})`);
    } else {
      const { answer, log } = await runVerifier(
        {
          provider: name,
          providerBaseUrl: baseUrl,
          pactUrls: inChunks(files, path.join(scratch, key)),
          ...(recorder ? { providerStatesSetupUrl: recorder.url } : {}),
          logLevel: verbose ? 'info' : 'error',
        },
        caStore,
      );
      own = 'report' in answer ? outcomesOf(answer.report, descriptions) : notVerified(descriptions, answer.error);
      // A refused state is told below with what the server answered; pact's line for it says only the status.
      if (!verbose && own.some((o) => !o.passed)) errors = pactErrors(log).filter((e) => !/state change for/.test(e));
    }
    const [summary, ...failures] = describeOutcomes(name, own, skippedHere);
    console.log(`${summary} (against ${baseUrl ?? 'no URL'})`);
    if (failures.length) console.error(failures.join('\n'));
    if (errors.length)
      console.error(`  pact's errors (all of pact's output: --verbose):\n    ${errors.join('\n    ')}`);
    const refusals = recorder?.refusals.splice(0) ?? [];
    if (refusals.length)
      console.error(
        `  state changes that did not answer 2xx:\n    ${describeRefusals(stateChangeUrl!, refusals).join('\n    ')}`,
      );
    outcomes.push(...own);
  }
  await recorder?.close();
  await stop();
  rmSync(scratch, { recursive: true, force: true });
  const failed = outcomes.filter((o) => !o.passed).length;
  const passed = outcomes.length - failed;
  console.log(
    `provider verification: ${passed} passed, ${failed} failed, ${skipped} skipped (providers: ${wanted.join(', ')})`,
  );
  const failures = outcomes.filter((o) => !o.passed).map((o) => o.description);
  if (values['results-file'])
    writeFileSync(values['results-file'], JSON.stringify({ passed, failed, skipped, failures }));
  process.exit(failed ? 1 : 0);
}

await main();
