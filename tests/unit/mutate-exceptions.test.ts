import { describe, expect, it } from 'vitest';
import type { MutationException } from '../../contracts/mutate/exceptions';
import type { Result } from '../../contracts/mutate/outcomes';
import { staleExceptions } from '../../contracts/mutate/survivors';

/** A generated mutation's result on DELETE Profile/resume's resumeUrl, which the app reads. */
const result = (kind: 'drop' | 'retype' | 'perturb', outcome: Result['outcome'], note: string): Result => ({
  id: `DELETE Profile/resume ${kind} $.result.resumeUrl`,
  what: `${kind} resumeUrl`,
  outcome,
  note,
  spec: {
    id: `DELETE Profile/resume ${kind} $.result.resumeUrl`,
    endpoint: 'DELETE Profile/resume',
    kind,
    path: ['result', 'resumeUrl'],
    what: `${kind} resumeUrl`,
  },
  problems: [],
});
const neverApplied = "never applied: it changes none of the 2 answers of the route's interactions";

const listed = (because?: MutationException['because']): MutationException[] => [
  { endpoint: 'DELETE Profile/resume', field: '$.result.resumeUrl', because, why: 'a removal leaves no resume' },
];

describe('listed exceptions a whole run shows are wrong', () => {
  it('a field the app reads may not be listed without a reason that survives its reading', () => {
    const results = [result('retype', 'MISSED', neverApplied), result('perturb', 'MISSED', neverApplied)];
    expect(staleExceptions(results, listed())).toEqual([
      'DELETE Profile/resume $.result.resumeUrl: src/ names resumeUrl now',
    ]);
  });

  it('a field the route answers null by its rules stays listed while no retype or perturb changes an answer', () => {
    // Dropping the null field is caught: it says nothing of a value.
    const results = [
      result('drop', 'caught', '1 of 1 failed'),
      result('retype', 'MISSED', neverApplied),
      result('perturb', 'MISSED', neverApplied),
    ];
    expect(staleExceptions(results, listed('always null'))).toEqual([]);
  });

  it('is stale once the field holds a value in an answer', () => {
    const results = [result('retype', 'caught', '1 of 2 failed'), result('perturb', 'MISSED', neverApplied)];
    expect(staleExceptions(results, listed('always null'))).toEqual([
      'DELETE Profile/resume $.result.resumeUrl: a mutation under it changed an answer (the field holds a value)',
    ]);
    const same = [result('perturb', 'MISSED', 'applied, but each of the 2 interactions got its unmutated answer')];
    expect(staleExceptions(same, listed('always null'))).toHaveLength(1);
  });

  it('a value the server makes up stays listed until a pact catches every mutation under it', () => {
    const survives = [result('perturb', 'MISSED', '2 verified, none failed')];
    expect(staleExceptions(survives, listed('made up'))).toEqual([]);
    const caught = [result('perturb', 'caught', '1 of 2 failed')];
    expect(staleExceptions(caught, listed('made up'))).toEqual([
      'DELETE Profile/resume $.result.resumeUrl: every mutation under it is caught',
    ]);
  });

  it('a list of one or none by its rules stays listed while no reorder changes an answer', () => {
    const reorder = (outcome: Result['outcome'], note: string): Result => ({
      id: 'GET cms/items/legal_pages reorder $.data',
      what: 'legal pages reversed',
      outcome,
      note,
      spec: {
        id: 'GET cms/items/legal_pages reorder $.data',
        endpoint: 'GET cms/items/legal_pages',
        kind: 'reorder',
        path: ['data'],
        what: 'legal pages reversed',
      },
      problems: [],
    });
    const list: MutationException[] = [
      { endpoint: 'GET cms/items/legal_pages', field: '$.data', kind: 'reorder', because: 'one or none', why: 'one' },
    ];
    expect(staleExceptions([reorder('MISSED', neverApplied)], list)).toEqual([]);
    expect(staleExceptions([reorder('MISSED', '2 verified, none failed')], list)).toEqual([
      'GET cms/items/legal_pages reorder $.data: a mutation under it changed an answer (the list holds more)',
    ]);
  });
});
