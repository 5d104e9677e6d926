/**
 * The committed pact files, and the check that ties them to the mock's states (run before the mock is verified:
 * contracts/verify.ts in-process, contracts/verify-mock-server.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The committed pacts; PACTS_DIR names another folder (a run of some contract files writes .pacts-run/partial). */
const PACT_DIR = process.env.PACTS_DIR
  ? path.resolve(process.env.PACTS_DIR)
  : path.resolve(import.meta.dirname, 'pacts');

export interface PactFile {
  provider: { name: string };
  interactions: Array<{ description: string; providerStates?: Array<{ name: string }> }>;
}

export const pactFiles = readdirSync(PACT_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({
    file: path.join(PACT_DIR, f),
    pact: JSON.parse(readFileSync(path.join(PACT_DIR, f), 'utf8')) as PactFile,
  }));

export const statesOf = (pact: PactFile) =>
  new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));

/**
 * What stops the mock's verification before pact runs: a state the pacts use that mocks/states/ does not implement.
 * (What the published reference says of each state and interaction: tests/tools/.) Empty when none.
 */
export async function indexProblems(): Promise<string[]> {
  const { states } = await import('../mocks/states');
  const missing = [...new Set(pactFiles.flatMap(({ pact }) => [...statesOf(pact)].filter((s) => !(s in states))))];
  return missing.length
    ? [`Provider states without an implementation in mocks/states/:\n  ${missing.join('\n  ')}`]
    : [];
}
