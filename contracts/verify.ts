/**
 * Provider verification of the committed pact files.
 *
 *   npm run verify:provider                                   verify the mock (started here, in-process)
 *   npm run verify:provider -- --base-url URL [--content-url URL] [--state-change-url URL] [--provider api|content]
 *
 * --base-url is the product API's base (e.g. http://127.0.0.1:5000/api); --content-url the content service's.
 * Provider states are POSTed as {state, params, action} to --state-change-url (the protocol of the Rust
 * pact-verifier). A pact state that the mock does not implement fails the run (pact-js itself only warns).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Verifier } from '@pact-foundation/pact';

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

const statesOf = (pact: PactFile) => new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));

async function main() {
  let apiUrl = values['base-url'];
  let contentUrl = values['content-url'];
  let stateChangeUrl = values['state-change-url'];
  let stop = async () => {};

  if (!apiUrl) {
    // Verify the mock itself: every state the pacts use must be implemented in mocks/states.ts.
    const { states } = await import('../mocks/states');
    const missing = pactFiles.flatMap(({ pact }) => [...statesOf(pact)].filter((s) => !(s in states)));
    if (missing.length) {
      console.error(`Provider states without an implementation in mocks/states.ts:\n  ${[...new Set(missing)].join('\n  ')}`);
      process.exit(1);
    }
    const { startMockServer, STATE_CHANGE_PATH } = await import('../mocks/server');
    const { server, url } = await startMockServer(0);
    stop = () => new Promise((resolve) => server.close(() => resolve()));
    apiUrl = `${url}/api`;
    contentUrl = `${url}/cms`;
    stateChangeUrl = `${url}${STATE_CHANGE_PATH}`;
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
    if (!stateChangeUrl && files.some(({ pact }) => statesOf(pact).size > 0)) {
      console.error(`The ${name} pacts use provider states: pass --state-change-url (POST {state, params, action}).`);
      failed += count;
      continue;
    }
    try {
      await new Verifier({
        provider: name,
        providerBaseUrl: baseUrl,
        pactUrls: files.map((f) => f.file),
        providerStatesSetupUrl: stateChangeUrl,
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
