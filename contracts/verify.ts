/**
 * Provider verification of the committed pact files.
 *
 *   npm run verify:provider                                   verify the mock (started here, in-process)
 *   npm run verify:provider -- --base-url URL [--content-url URL] [--state-change-url URL] [--provider api|content]
 *
 * --base-url is the product API's base (e.g. http://127.0.0.1:5000/api); --content-url the content service's.
 * Provider states are POSTed as {state, params, action} to --state-change-url (the protocol of the Rust
 * pact-verifier). A pact state that the mock does not implement fails the run (pact-js itself only warns), and
 * so does an interaction or state that contracts/README.md does not list.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';

process.env.PACT_DO_NOT_TRACK = 'true';

const PACT_DIR = path.resolve(import.meta.dirname, 'pacts');
const PROVIDERS = { api: 'job-board-api', content: 'job-board-content' } as const;

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'content-url': { type: 'string' },
    'state-change-url': { type: 'string' },
    provider: { type: 'string' },
    'results-file': { type: 'string' },
  },
});

interface PactFile {
  provider: { name: string };
  interactions: Array<{ description: string; providerStates?: Array<{ name: string }> }>;
}

const pactFiles = readdirSync(PACT_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: path.join(PACT_DIR, f), pact: JSON.parse(readFileSync(path.join(PACT_DIR, f), 'utf8')) as PactFile }));

type AnyJson = string | number | boolean | null | AnyJson[] | { [key: string]: AnyJson } | undefined;
const asParams = (params: AnyJson) => (params && typeof params === 'object' && !Array.isArray(params) ? params : {});

const statesOf = (pact: PactFile) => new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));

async function main() {
  let apiUrl = values['base-url'];
  let contentUrl = values['content-url'];
  const stateChangeUrl = values['state-change-url'];
  let stop = async () => {};
  /** Puts the provider into a state: the mock's own handlers in-process, or a POST to --state-change-url. */
  let changeState: ((state: string, params: Record<string, unknown>, action: 'setup' | 'teardown') => Promise<void>) | null = null;
  if (stateChangeUrl) {
    changeState = async (state, params, action) => {
      const response = await fetch(stateChangeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state, params, action }),
      });
      if (!response.ok) throw new Error(`State change '${state}' (${action}) answered ${response.status}`);
    };
  }

  if (!apiUrl) {
    // Verify the mock itself: every state the pacts use must be implemented in mocks/states/.
    const { states } = await import('../mocks/states');
    const missing = pactFiles.flatMap(({ pact }) => [...statesOf(pact)].filter((s) => !(s in states)));
    if (missing.length) {
      console.error(`Provider states without an implementation in mocks/states/:\n  ${[...new Set(missing)].join('\n  ')}`);
      process.exit(1);
    }
    // contracts/README.md is the backend team's index: every interaction and state must be in it.
    const readme = readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');
    const rows = readme.split('\n');
    const unlisted = pactFiles.flatMap(({ pact }) =>
      pact.interactions
        .filter((i) => !rows.some((row) => row.includes(`| ${i.description} |`) && /\| (documented|proposed)[^|]*\|$/.test(row)))
        .map((i) => `interaction: ${i.description}`),
    );
    const undescribed = Object.keys(states).filter((s) => !readme.includes(`| ${s} |`)).map((s) => `state: ${s}`);
    if (unlisted.length || undescribed.length) {
      console.error(`contracts/README.md does not list (as documented or proposed):\n  ${[...unlisted, ...undescribed].join('\n  ')}`);
      process.exit(1);
    }
    const { startMockServer } = await import('../mocks/server');
    const { applyState } = await import('../mocks/states');
    const { server, url } = await startMockServer(0);
    stop = () => new Promise((resolve) => server.close(() => resolve()));
    apiUrl = `${url}/api`;
    contentUrl = `${url}/cms`;
    changeState = applyState;
  }

  const wanted = values.provider ? [values.provider as keyof typeof PROVIDERS] : (['api', 'content'] as const);
  let failed = 0;
  let total = 0;
  for (const key of wanted) {
    const name = PROVIDERS[key];
    const baseUrl = key === 'api' ? apiUrl : contentUrl;
    const files = pactFiles.filter(({ pact }) => pact.provider.name === name);
    if (!files.length) continue;
    const count = files.reduce((n, { pact }) => n + pact.interactions.length, 0);
    total += count;
    if (!baseUrl) {
      console.error(`No base URL for ${name}: pass --${key === 'api' ? 'base-url' : 'content-url'}`);
      failed += count;
      continue;
    }
    const names = new Set(files.flatMap(({ pact }) => [...statesOf(pact)]));
    if (!changeState && names.size > 0) {
      console.error(`The ${name} pacts use provider states: pass --state-change-url (POST {state, params, action}).`);
      failed += count;
      continue;
    }
    try {
      await new Verifier({
        provider: name,
        providerBaseUrl: baseUrl,
        pactUrls: files.map((f) => f.file),
        // pact-js types these as HTTP and message handlers at once; ours are HTTP state handlers.
        stateHandlers: Object.fromEntries(
          [...names].map((state) => [
            state,
            {
              setup: async (params?: AnyJson) => {
                await changeState!(state, asParams(params), 'setup');
                return undefined;
              },
              teardown: async (params?: AnyJson) => {
                await changeState!(state, asParams(params), 'teardown');
                return undefined;
              },
            },
          ]),
        ) as unknown as VerifierOptions['stateHandlers'],
        logLevel: 'warn',
      }).verifyProvider();
      console.log(`${name}: ${count} interactions verified against ${baseUrl}`);
    } catch (error) {
      // pact-core rejects with the per-interaction results; count the ones that did not pass.
      const results = (error as { interactionResults?: Array<{ description: string; result: string }> }).interactionResults;
      const bad = results ? results.filter((r) => r.result !== 'OK') : [];
      failed += results ? bad.length : count;
      console.error(`${name}: verification failed for ${results ? bad.map((r) => r.description).join('; ') : 'all interactions'}`);
    }
  }
  await stop();
  console.log(`provider verification: ${total - failed} passed, ${failed} failed (providers: ${wanted.join(', ')})`);
  if (values['results-file']) writeFileSync(values['results-file'], JSON.stringify({ passed: total - failed, failed }));
  process.exit(failed ? 1 : 0);
}

await main();
