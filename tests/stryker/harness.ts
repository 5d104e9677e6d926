import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact-core';
import { interactionsByRoute, pactDocuments, PROVIDER_OF } from '../../contracts/mutate/interactions';
import { outcomesOf } from '../../contracts/verification-results';
import { caStoreFor } from '../../contracts/verifier-input';
import '../../mocks/handlers';
import { routes } from '../../mocks/http';
import { startMockServer, STATE_CHANGE_PATH } from '../../mocks/server';
import { resetState } from '../../mocks/states';

/**
 * The provider verification one interaction at a time, in a warm process (decision 0031): the mock served in this
 * process from an empty database, its own check of its answers off so that only the pacts judge, and pact's verifier
 * for each interaction of the committed pacts. `npm run contracts:stryker` runs it through ./pact-runner.mjs, a
 * Stryker test runner: a mutant of the mock's code is judged by the interactions that ran it, with no process or
 * module started again between mutants (a test runner that reloads them spends a second a mutant on that alone).
 */

process.env.PACT_DO_NOT_TRACK = 'true';

export interface Case {
  /** `${endpoint} [n]`: the route and the interaction's place among that route's. */
  id: string;
  description: string;
}

export interface Verdict {
  failures: string[];
}

type Interaction = (typeof pactDocuments)[number]['interactions'][number];

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

/** The mock started, and each interaction of the pacts ready to verify by its case id. */
export async function startHarness() {
  const { server, url } = await startMockServer(0, '127.0.0.1', { checkResponses: false });
  const scratch = mkdtempSync(path.join(tmpdir(), 'stryker-pacts-'));
  // The verifier runs in this process and reads its CA store from its environment (decision 0026).
  Object.assign(process.env, caStoreFor([url], path.join(scratch, 'no-ca')));
  const byId = new Map<string, { service: 'api' | 'content'; interaction: Interaction }>();
  for (const [route, interactions] of interactionsByRoute(routes))
    interactions.forEach((interaction, i) =>
      byId.set(`${route.endpoint} [${i + 1}]`, { service: route.service, interaction }),
    );

  const written = new Set<string>();
  /** Verifies one interaction from an empty database: the descriptions of what failed (none: it passed). */
  async function verify(id: string): Promise<Verdict> {
    const { service, interaction } = byId.get(id)!;
    // Under a mutant a state's teardown may fail and leave records behind, which would fail the next interactions.
    resetState();
    const provider = PROVIDER_OF[service];
    const file = path.join(scratch, `${id.replace(/\W+/g, '-')}.json`);
    // Each interaction's pact file is written once, the first time it is verified, not again for every mutant.
    if (!written.has(id)) {
      const pact = pactDocuments.find((p) => p.provider.name === provider)!;
      writeFileSync(file, JSON.stringify({ ...pact, interactions: [interaction] }));
      written.add(id);
    }
    const options = {
      provider,
      providerBaseUrl: `${url}/${service === 'api' ? 'api' : 'cms'}`,
      pactUrls: [file],
      providerStatesSetupUrl: `${url}${STATE_CHANGE_PATH}`,
      logLevel: 'error' as const,
    };
    let report = await verifyOnce(options);
    // Now and then pact's core answers a verification that ran with a report of no interaction at all: that is no
    // verdict, and read as one it would count the interaction failed and the mutant killed. It is asked again.
    for (let retry = 0; retry < 2 && reportsNothing(report); retry++) report = await verifyOnce(options);
    const failed = outcomesOf(report, [interaction.description]).filter((o) => !o.passed);
    return { failures: failed.map((o) => [o.description, ...o.problems].join('\n  ')) };
  }

  const cases: Case[] = [...byId].map(([id, { interaction }]) => ({ id, description: interaction.description }));
  const stop = () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        rmSync(scratch, { recursive: true, force: true });
        resolve();
      }),
    );
  return { cases, verify, stop };
}
