import { codes as us } from 'zipcodes/lib/codes.js';
import { codes as ca } from 'zipcodes/lib/codesCanada.js';
import { at, provinceOfPostalCode, US_REGIONS } from './source';
import { regionsOf } from '../../src/domain/countries';

// In Vite, this module is replaced at build time by the text it gives (vite.config.ts, ./source.ts).

/** The postal codes, one a line: `code|town|region|lat|lng`. */
export async function source(): Promise<string> {
  const lines: string[] = [];
  for (const z of Object.values(us)) {
    if (US_REGIONS.has(z.state) && z.latitude && z.longitude)
      lines.push([z.zip, z.city, z.state, at(z.latitude), at(z.longitude)].join('|'));
  }
  for (const z of Object.values(ca)) {
    const region = provinceOfPostalCode(z.zip);
    if (!region || !z.latitude || !z.longitude) continue;
    // "Eastern Alberta (st. Paul)" -> "Eastern Alberta (St. Paul)" (a word's first letter; "St. John's" stays).
    // Some of the package's names lost an accented letter ("C\uFFFDte-Nord"): those areas go by their province.
    const name = z.city.includes('\uFFFD')
      ? `${regionsOf('CA').find((p) => p.code === region)?.name ?? region} postal area`
      : z.city.replace(/(^|[\s(/-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
    lines.push([z.zip, name, region, at(z.latitude), at(z.longitude)].join('|'));
  }
  return lines.join('\n');
}
