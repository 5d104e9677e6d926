import { describe, it, expect } from 'vitest';
import { shuffled, sponsoredFirst } from '../../../src/domain/sponsored';

interface J {
  id: string;
  isSponsored: boolean;
}
const j = (id: string, isSponsored = false): J => ({ id, isSponsored });
const ids = (list: readonly J[]) => list.map((x) => x.id);

/** Deterministic random source returning the given values in turn. */
const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('sponsoredFirst', () => {
  it('no sponsored jobs: same order, new array', () => {
    const jobs = [j('a'), j('b')];
    const out = sponsoredFirst(jobs, 3);
    expect(ids(out)).toEqual(['a', 'b']);
    expect(out).not.toBe(jobs);
  });

  it('one sponsored job always goes first, even with count 0', () => {
    const jobs = [j('a'), j('b'), j('s', true), j('c')];
    expect(ids(sponsoredFirst(jobs, 3))).toEqual(['s', 'a', 'b', 'c']);
    expect(ids(sponsoredFirst(jobs, 0))).toEqual(['s', 'a', 'b', 'c']);
  });

  it('several: a random selection of up to count goes first, the rest keep their order', () => {
    const jobs = [j('a'), j('s1', true), j('b'), j('s2', true), j('s3', true), j('c'), j('s4', true)];
    const snapshot = JSON.stringify(jobs);
    // Fisher–Yates over sponsored indices [1,3,4,6]:
    // i=3: j=floor(0*4)=0 → [6,3,4,1]; i=2: j=floor(0.5*3)=1 → [6,4,3,1]; i=1: j=floor(0.9*2)=1 → unchanged.
    const out = sponsoredFirst(jobs, 2, seq(0, 0.5, 0.9));
    expect(ids(out)).toEqual(['s4', 's3', 'a', 's1', 'b', 's2', 'c']);
    expect(out).toHaveLength(jobs.length);
    expect(JSON.stringify(jobs)).toBe(snapshot);
  });

  it('count larger than the number of sponsored moves all of them', () => {
    const jobs = [j('a'), j('s1', true), j('s2', true)];
    const out = sponsoredFirst(jobs, 5, seq(0.99));
    expect(ids(out)).toEqual(['s1', 's2', 'a']);
  });

  it('count 0 with several sponsored leaves the order', () => {
    const jobs = [j('a'), j('s1', true), j('s2', true)];
    expect(ids(sponsoredFirst(jobs, 0, seq(0)))).toEqual(['a', 's1', 's2']);
  });

  it('with Math.random: selected are sponsored, nothing lost or duplicated', () => {
    const jobs = Array.from({ length: 20 }, (_, i) => j(String(i), i % 3 === 0));
    const out = sponsoredFirst(jobs, 3);
    expect(out.slice(0, 3).every((x) => x.isSponsored)).toBe(true);
    expect([...ids(out)].sort()).toEqual([...ids(jobs)].sort());
  });
});

describe('shuffled', () => {
  it('does not mutate and tolerates random() === 1', () => {
    const input = [1, 2, 3];
    expect(shuffled(input, () => 0.999999).sort()).toEqual([1, 2, 3]);
    expect(shuffled(input, () => 1).sort()).toEqual([1, 2, 3]);
    expect(input).toEqual([1, 2, 3]);
  });
});
