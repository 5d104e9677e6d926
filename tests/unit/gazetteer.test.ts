import { describe, expect, it } from 'vitest';
import { gazetteer } from '../../mocks/gazetteer';

/**
 * The mock's gazetteer, read from its packages (mocks/gazetteer): what a backend's own gazetteer would answer for the
 * places a demo uses. Its ranking rule is pinned by the contract tests (tests/contract/place.test.ts).
 */
describe('the mock gazetteer', () => {
  it('has the board’s places where the demo’s jobs are, small towns included, at their coordinates', async () => {
    expect(await gazetteer.byId('ohiopyle-pa')).toEqual({
      id: 'ohiopyle-pa',
      kind: 'town',
      name: 'Ohiopyle',
      postalCode: null,
      region: 'PA',
      country: 'US',
      lat: 39.869,
      lng: -79.493,
    });
  });

  it('names towns without accents in their ids and keeps them in their names', async () => {
    expect((await gazetteer.search('Montréal', 3)).map((p) => [p.id, p.name])).toEqual([
      ['montreal-qc', 'Montreal'],
      ['montreal-ouest-qc', 'Montréal-Ouest'],
      ['montreal-est-qc', 'Montréal-Est'],
    ]);
  });

  it('has US ZIP codes and Canadian postal codes by their first three characters, each in its province', async () => {
    expect(await gazetteer.byId('80302')).toMatchObject({ name: 'Boulder', region: 'CO', country: 'US' });
    expect(await gazetteer.search('t0a', 2)).toEqual([
      {
        id: 'T0A',
        kind: 'postalCode',
        name: 'Eastern Alberta (St. Paul)',
        postalCode: 'T0A',
        region: 'AB',
        country: 'CA',
        lat: 53.922,
        lng: -111.058,
      },
    ]);
    expect((await gazetteer.search('V8B', 1))[0]).toMatchObject({ region: 'BC', country: 'CA' });
  });

  it('has no place for an id of neither kind', async () => {
    expect(await gazetteer.byId('atlantis-zz')).toBeNull();
    expect(await gazetteer.byId('00000')).toBeNull();
  });
});
