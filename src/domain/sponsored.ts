// Sponsored jobs first in recommended lists, per docs/product.md §9.

/** Fisher–Yates shuffle of a copy, using the given random source in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/**
 * One sponsored job always goes first (whatever `count`); with several, a random selection of up to `count`
 * goes first, in the shuffled order. Everything else, unselected sponsored jobs included, keeps its relative order.
 * Returns a new array; the input is not mutated.
 */
export function sponsoredFirst<T extends { isSponsored: boolean }>(
  jobs: readonly T[],
  count: number,
  random: () => number = Math.random,
): T[] {
  const sponsoredIdx = jobs.flatMap((job, i) => (job.isSponsored ? [i] : []));
  const picked =
    sponsoredIdx.length === 1 ? sponsoredIdx : shuffled(sponsoredIdx, random).slice(0, Math.max(0, Math.floor(count)));
  if (picked.length === 0) return [...jobs];
  const pickedSet = new Set(picked);
  return [...picked.map((i) => jobs[i] as T), ...jobs.filter((_, i) => !pickedSet.has(i))];
}
