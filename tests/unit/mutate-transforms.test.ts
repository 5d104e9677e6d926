import { describe, expect, it } from 'vitest';
import { EACH } from '../../contracts/mutate/fields';
import { changedString, mutateAt, perturbed, retyped } from '../../contracts/mutate/transforms';

/** What a generated mutation does to an answer (contracts/mutate/transforms.ts): JSON in, JSON out. */

const body = {
  result: {
    items: [
      { id: 1, name: 'Kayak Guide', tags: ['a', 'b'] },
      { id: 2, name: null, tags: [] },
    ],
    total: 2,
    open: true,
  },
};
const items = ['result', 'items'];

describe('a field of an answer, mutated', () => {
  it('dropped, in every item of a list', () => {
    expect(mutateAt(body, [...items, EACH, 'name'], 'drop')).toEqual({
      result: {
        items: [
          { id: 1, tags: ['a', 'b'] },
          { id: 2, tags: [] },
        ],
        total: 2,
        open: true,
      },
    });
  });

  it('perturbed: a number off by one, a string changed, a null left as it is', () => {
    const ids = mutateAt(body, [...items, EACH, 'id'], 'perturb') as typeof body;
    const names = mutateAt(body, [...items, EACH, 'name'], 'perturb') as typeof body;
    expect(ids.result.items.map((i) => i.id)).toEqual([2, 3]);
    expect(names.result.items.map((i) => i.name)).toEqual(['Kayak Guidf', null]);
    expect(mutateAt(body, ['result', 'open'], 'perturb')).toEqual({ result: { ...body.result, open: false } });
  });

  it('retyped', () => {
    expect(mutateAt(body, ['result', 'total'], 'retype')).toEqual({ result: { ...body.result, total: '2' } });
  });

  it('a list reordered, and cut short, also inside each item', () => {
    const reordered = mutateAt(body, items, 'reorder') as typeof body;
    expect(reordered.result.items.map((i) => i.id)).toEqual([2, 1]);
    const cut = mutateAt(body, items, 'cut') as typeof body;
    expect(cut.result.items.map((i) => i.id)).toEqual([1]);
    const tags = mutateAt(body, [...items, EACH, 'tags'], 'reorder') as typeof body;
    expect(tags.result.items.map((i) => i.tags)).toEqual([['b', 'a'], []]);
  });

  it('a path the answer does not hold leaves it as it is, and the body given is not changed', () => {
    expect(mutateAt(body, ['result', 'missing'], 'drop')).toEqual(body);
    expect(mutateAt(null, ['result'], 'drop')).toBe(null);
    expect(mutateAt({ data: [3, 1] }, [], 'drop')).toEqual({ data: [3, 1] });
    expect(body.result.items[0]).toEqual({ id: 1, name: 'Kayak Guide', tags: ['a', 'b'] });
  });

  it('the whole body (a content answer) as any value', () => {
    expect(mutateAt([3, 1], [], 'reorder')).toEqual([1, 3]);
    expect(mutateAt({ data: [] }, [], 'retype')).toEqual([{ data: [] }]);
  });
});

describe('the values', () => {
  it('a string changed keeping its shape: a date a day later, else the last letter or digit the next one', () => {
    expect(
      [
        '2026-05-04T09:00:00.000Z',
        '2026-05-04T09:00:00Z',
        '2026-12-31',
        'casey@example.com',
        'az',
        'Z9!',
        '',
        '...',
      ].map(changedString),
    ).toEqual([
      '2026-05-05T09:00:00.000Z',
      '2026-05-05T09:00:00Z',
      '2027-01-01',
      'casey@example.con',
      'aa',
      'Z0!',
      'x',
      '...x',
    ]);
  });

  it('retyped: each JSON type as another', () => {
    expect([5, '12', 'abc', true, [1, 2], { a: 1 }, null].map(retyped)).toEqual([
      '5',
      12,
      3,
      'true',
      { 0: 1, 1: 2 },
      [{ a: 1 }],
      null,
    ]);
  });

  it('perturbed: numbers, booleans, strings; other values as they are', () => {
    expect([0, -1.5, false, 'b', null, [1]].map(perturbed)).toEqual([1, -0.5, true, 'c', null, [1]]);
  });
});
