/**
 * The committed pact files, and the checks that tie them to the mock and to contracts/README.md (run before the
 * mock is verified: contracts/verify.ts in-process, contracts/verify-mock-server.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const PACT_DIR = path.resolve(import.meta.dirname, 'pacts');

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

/** Whether a README row of the state holds an example state-change body: the state, each of its placeholders, setup. */
function hasExampleBody(row: string, state: string): boolean {
  const code = /`(\{"state": .*?\})`/.exec(row)?.[1];
  try {
    const body = JSON.parse(code ?? '') as { state?: unknown; params?: Record<string, unknown>; action?: unknown };
    const placeholders = [...state.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    return (
      body.state === state &&
      body.action === 'setup' &&
      JSON.stringify(Object.keys(body.params ?? {}).sort()) === JSON.stringify(placeholders)
    );
  } catch {
    return false;
  }
}

/**
 * What stops the mock's verification before pact runs: a state the pacts use that mocks/states/ does not implement,
 * and an interaction or state that contracts/README.md (the backend team's index) does not list (a state with an
 * example body of its state-change request). Empty when none.
 */
export async function indexProblems(): Promise<string[]> {
  const { states } = await import('../mocks/states');
  const missing = [...new Set(pactFiles.flatMap(({ pact }) => [...statesOf(pact)].filter((s) => !(s in states))))];
  if (missing.length) return [`Provider states without an implementation in mocks/states/:\n  ${missing.join('\n  ')}`];
  const readme = readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');
  const rows = readme.split('\n');
  const unlisted = pactFiles.flatMap(({ pact }) =>
    pact.interactions
      .filter(
        (i) =>
          !rows.some((row) => row.includes(`| ${i.description} |`) && /\| (documented|proposed)[^|]*\|$/.test(row)),
      )
      .map((i) => `interaction: ${i.description}`),
  );
  const undescribed = Object.keys(states).flatMap((s) => {
    const row = rows.find((r) => r.startsWith(`| ${s} |`));
    if (!row) return [`state: ${s}`];
    return hasExampleBody(row, s)
      ? []
      : [`state (its example request body, {"state", "params" with each placeholder, "action": "setup"}): ${s}`];
  });
  if (unlisted.length || undescribed.length)
    return [
      `contracts/README.md does not list (as documented or proposed):\n  ${[...unlisted, ...undescribed].join('\n  ')}`,
    ];
  return [];
}
