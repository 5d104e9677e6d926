import { codes as us } from 'zipcodes/lib/codes.js';
import { codes as ca } from 'zipcodes/lib/codesCanada.js';
import { at, provinceOfPostalCode, US_REGIONS } from './source';

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
    // "Eastern Alberta (st. Paul)" -> "Eastern Alberta (St. Paul)".
    const name = z.city.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
    if (region && z.latitude && z.longitude)
      lines.push([z.zip, name, region, at(z.latitude), at(z.longitude)].join('|'));
  }
  return lines.join('\n');
}
