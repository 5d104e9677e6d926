import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module (Stryker loads its plugins with node, not through a TypeScript loader).
import { strykerPlugins } from '../stryker/pact-runner.mjs';

/**
 * The Stryker test runner of `npm run contracts:stryker` (tests/stryker/pact-runner.mjs) outside Stryker: it verifies
 * the interactions asked for and only those, stops at the first failure when asked to, and reports a mutant that
 * makes an interaction fail. Its mutants are switched through Stryker's global namespace, as instrumented code reads
 * it; here the "mutant" is a check the test makes of that namespace while the mock answers.
 */

interface TestResult {
  id: string;
  status: number;
  failureMessage?: string;
}
interface Runner {
  init(): Promise<void>;
  dispose(): Promise<void>;
  harness: { cases: Array<{ id: string }> };
  run(ids: string[] | undefined, bail: boolean): Promise<TestResult[]>;
  mutantRun(options: object): Promise<{ status: string; killedBy?: string[]; nrOfTests?: number }>;
}

const quiet = { debug: () => {}, isDebugEnabled: () => false };
const [plugin] = strykerPlugins as Array<{ injectableClass: new (log: typeof quiet) => Runner }>;
const runner = new plugin!.injectableClass(quiet);

beforeAll(() => runner.init(), 60_000);
afterAll(() => runner.dispose());

describe('the pact-verifier test runner', () => {
  it('names each interaction of the committed pacts by its route and place', () => {
    const ids = runner.harness.cases.map((c) => c.id);
    expect(ids).toContain('GET Job/options/get [1]');
    expect(ids).toContain('GET Job/options/get [2]');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('verifies the interactions asked for, and only those: they pass against the mock as it is', async () => {
    const tests = await runner.run(['GET Job/options/get [1]', 'GET Job/options/get [2]'], true);
    expect(tests.map((t) => [t.id, t.status])).toEqual([
      ['GET Job/options/get [1]', 0],
      ['GET Job/options/get [2]', 0],
    ]);
  });

  it('reports a mutant that makes an interaction fail killed by it, and stops there', async () => {
    // A mutant no instrumented code holds: the interactions pass, and it survives.
    const survived = await runner.mutantRun({
      activeMutant: { id: 'no-such-mutant' },
      testFilter: ['GET Job/options/get [1]'],
      disableBail: false,
    });
    expect(survived.status).toBe('survived');
    // The mock's code, mutated, failing the first interaction while the mutant is on: the namespace holds it then.
    const ns = () => (globalThis as unknown as { __stryker__: { activeMutant?: string } }).__stryker__;
    const { verify } = runner.harness as unknown as { verify: (id: string) => Promise<{ failures: string[] }> };
    const seen: Array<string | undefined> = [];
    Object.assign(runner.harness, {
      verify: async (id: string) => {
        seen.push(ns().activeMutant);
        return ns().activeMutant === '7' ? { failures: [`${id}: BodyMismatch`] } : verify(id);
      },
    });
    const killed = await runner.mutantRun({
      activeMutant: { id: '7' },
      testFilter: ['GET Job/options/get [1]', 'GET Job/options/get [2]'],
      disableBail: false,
    });
    Object.assign(runner.harness, { verify });
    expect([killed.status, killed.killedBy, seen, ns().activeMutant]).toEqual([
      'killed',
      ['GET Job/options/get [1]'],
      ['7'],
      undefined,
    ]);
  });
});
