/**
 * The mean time of a query, in ms, as the benches of the companies and the matching candidates take it: three runs
 * to warm up, then at least `minIterations` runs and as many as fit in `timeMs`. Each run returns a number, summed
 * into `benchSink` so the work cannot be optimised away.
 */
export let benchSink = 0;

/**
 * `--smoke` (npm test runs each bench so, tests/tools/benches.test.ts): the smallest size and a short measuring
 * time, every check of the results kept, the time budgets not judged (a loaded machine's times mean nothing). What
 * breaks a bench, a seed that no longer makes what it expects or a query that no longer agrees with the plain
 * search, then fails in `npm test` instead of in the next benchmark run.
 */
export const SMOKE = process.argv.includes('--smoke');

export function measure(run: () => number, timeMs: number, minIterations = 10): number {
  for (let i = 0; i < 3; i++) benchSink += run();
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < minIterations || performance.now() - start < timeMs) {
    const t = performance.now();
    benchSink += run();
    samples.push(performance.now() - t);
  }
  return samples.reduce((a, b) => a + b, 0) / samples.length;
}
