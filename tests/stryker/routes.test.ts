import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interactionsByRoute, pactDocuments, PROVIDER_OF } from '../../contracts/mutate/interactions';
import { outcomesOf } from '../../contracts/verification-results';
import { caStoreFor } from '../../contracts/verifier-input';
import '../../mocks/handlers';
import { routes } from '../../mocks/http';
import { startMockServer, STATE_CHANGE_PATH } from '../../mocks/server';
import { resetState } from '../../mocks/states';

/**
 * The provider verification, one test per interaction of the committed pacts (named by its route and description),
 * verified by pact's verifier against the mock served in this process, from an empty database (what its states
 * create), the mock's own check of its answers off so that only the pacts judge. `npm run contracts:stryker` runs
 * these under StrykerJS with per-test coverage: a mutant of the mock's code is judged by the interactions that ran it,
 * not by every interaction of its route.
 */

process.env.PACT_DO_NOT_TRACK = 'true';

let base = '';
let stop = async () => {};
let scratch = '';
beforeAll(async () => {
  const { server, url } = await startMockServer(0, '127.0.0.1', { checkResponses: false });
  base = url;
  stop = () => new Promise((resolve) => server.close(() => resolve()));
  scratch = mkdtempSync(path.join(tmpdir(), 'stryker-routes-'));
  // The verifier runs in this process and reads its CA store from its environment (decision 0026).
  Object.assign(process.env, caStoreFor([url], path.join(scratch, 'no-ca')));
});
// Each interaction from an empty database: under a mutant, a state's teardown may fail and leave records behind,
// which would fail the next interactions and count that mutant, or the next, as killed by them.
beforeEach(() => resetState());
afterAll(async () => {
  await stop();
  rmSync(scratch, { recursive: true, force: true });
});

// Stryker runs the tests of a mutant by a pattern of their names, not anchored: `[n]` ends each name, so that no
// name is a part of another (a description may begin another's).
const cases = [...interactionsByRoute(routes)].flatMap(([route, interactions]) =>
  interactions.map((interaction, i) => [`${route.endpoint} [${i + 1}]`, route.service, interaction] as const),
);

async function verifyOnce(options: ConstructorParameters<typeof Verifier>[0]): Promise<string> {
  try {
    return await new Verifier(options).verify();
  } catch (error) {
    // pact-core rejects a failed verification with an Error whose message is the JSON report.
    return error instanceof Error ? error.message : String(error);
  }
}

const reportsNothing = (report: string) =>
  report.startsWith('{') && (JSON.parse(report) as { interactionResults?: unknown[] }).interactionResults?.length === 0;

describe('the pacts, interaction by interaction', () => {
  it.each(cases)('%s', async (name, service, interaction) => {
    const provider = PROVIDER_OF[service];
    const pact = pactDocuments.find((p) => p.provider.name === provider)!;
    const file = path.join(scratch, `${name.replace(/\W+/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ ...pact, interactions: [interaction] }));
    const options = {
      provider,
      providerBaseUrl: `${base}/${service === 'api' ? 'api' : 'cms'}`,
      pactUrls: [file],
      providerStatesSetupUrl: `${base}${STATE_CHANGE_PATH}`,
      logLevel: 'error' as const,
    };
    let report = await verifyOnce(options);
    // Now and then (about one dry run in three, some 70 verifications into a process) pact's core answers a
    // verification that ran with a report of no interaction at all, `result: true`: that is no verdict, and read as
    // one it would count the interaction failed and the mutant killed. Such a report is asked for again.
    for (let retry = 0; retry < 2 && reportsNothing(report); retry++) report = await verifyOnce(options);
    const failed = outcomesOf(report, [interaction.description]).filter((o) => !o.passed);
    expect(failed.map((o) => o.description)).toEqual([]);
  });
});
