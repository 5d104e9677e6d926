import { describe, expect, it } from 'vitest';
import { inBounds } from './seed-fixtures';
import { placeById, places } from '../../src/domain/places';

/** The board's places (src/domain/places.ts): where the demo seed puts companies, jobs and candidates. */
describe('places', () => {
  it('holds about 45 places with unique slug ids, two-letter regions and 4-decimal coordinates inside the US or Canada', () => {
    expect(places.length).toBeGreaterThanOrEqual(40);
    expect(places.length).toBeLessThanOrEqual(55);
    expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
    for (const p of places) {
      expect(p.id).toBe(`${p.city}-${p.region}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
      expect(p.region).toMatch(/^[A-Z]{2}$/);
      expect(inBounds(p.country, p.lat, p.lng), p.id).toBe(true);
      expect(Math.round(p.lat * 10_000) / 10_000).toBe(p.lat);
      expect(Math.round(p.lng * 10_000) / 10_000).toBe(p.lng);
    }
  });

  it('includes the outdoor hubs, Pennsylvania and Canada', () => {
    const ids = [
      'boulder-co',
      'denver-co',
      'bozeman-mt',
      'moab-ut',
      'salt-lake-city-ut',
      'bend-or',
      'portland-or',
      'seattle-wa',
      'jackson-wy',
      'asheville-nc',
      'burlington-vt',
      'flagstaff-az',
      'tahoe-city-ca',
      'san-francisco-ca',
      'anchorage-ak',
      'missoula-mt',
      'duluth-mn',
      'chattanooga-tn',
      'boise-id',
      'santa-fe-nm',
      'pittsburgh-pa',
      'harrisburg-pa',
      'state-college-pa',
      'philadelphia-pa',
      'stroudsburg-pa',
      'erie-pa',
      'williamsport-pa',
      'ohiopyle-pa',
      'vancouver-bc',
      'squamish-bc',
      'whistler-bc',
      'calgary-ab',
      'canmore-ab',
      'banff-ab',
      'toronto-on',
      'montreal-qc',
      'halifax-ns',
    ];
    for (const id of ids) expect(placeById(id), id).toBeDefined();
    expect(placeById('halifax-ns')?.country).toBe('CA');
    expect(placeById('anchorage-ak')?.country).toBe('US');
  });

  it('has coordinates close to known values, and placeById gives undefined for an unknown id', () => {
    expect(placeById('boulder-co')).toMatchObject({ city: 'Boulder', region: 'CO', country: 'US' });
    expect(placeById('boulder-co')!.lat).toBeCloseTo(40.015, 2);
    expect(placeById('boulder-co')!.lng).toBeCloseTo(-105.27, 2);
    expect(placeById('pittsburgh-pa')!.lat).toBeCloseTo(40.44, 2);
    expect(placeById('vancouver-bc')!.lng).toBeCloseTo(-123.12, 2);
    expect(placeById('nowhere-xx')).toBeUndefined();
  });
});
