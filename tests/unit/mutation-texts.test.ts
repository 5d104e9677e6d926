import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unknownObservers } from '../../contracts/mutate/text-patches';
import { mutations } from '../../contracts/mutations';

/**
 * The hand-written mutations (contracts/mutations/) patch the mock's text: each text they patch must stand exactly
 * once in its file, or `npm run contracts:mutate` counts the mutation as broken, and the rule it guards goes
 * unchecked. A change of the mock's code that moves such a text fails here, in `npm test`, naming the mutation.
 */
const root = path.resolve(import.meta.dirname, '../..');

describe('the hand-written mutations', () => {
  it.each(mutations.map((m) => [m.id, m] as const))('%s finds its text once', (_id, mutation) => {
    const text = readFileSync(path.join(root, mutation.file), 'utf8');
    expect(text.split(mutation.find).length - 1).toBe(1);
  });

  it('name only routes the mock declares as the calls that observe them', () => {
    expect(unknownObservers(mutations)).toEqual([]);
    expect(unknownObservers([{ ...mutations[0]!, id: 'x', observedBy: ['GET Nowhere'] }])).toEqual(['x: GET Nowhere']);
  });
});
