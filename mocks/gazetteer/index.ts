import type { Place } from '../../src/api/schemas/place';
import { countryOfRegion } from '../../src/domain/countries';
import { placeId, placeWords } from '../../src/domain/places';

/**
 * The gazetteer (./source.ts): the towns and the postal codes, each loaded and indexed on the first call that needs
 * it (a term or id that is a postal code, or its start, needs the codes; any other the towns). The provider states
 * may add places of their own (`add`), dropped when their interaction ends (`forgetAdded`).
 */

interface Entry {
  place: Place;
  /** The name and region, in the form terms are compared in: `lake placid ny` (a code's: the code, `t0a`). */
  key: string;
  /** How much of the key is the name (a later word of the name may match; the region's may not). */
  nameLength: number;
  population: number;
}

/** A town of the gazetteer as the API gives it. */
export const townPlace = (name: string, region: string, lat: number, lng: number): Place => ({
  id: placeId(name, region),
  kind: 'town',
  name,
  postalCode: null,
  region,
  country: countryOfRegion(region),
  lat,
  lng,
});

/** A postal code, and the town or area it serves, as the API gives it. */
export const codePlace = (code: string, name: string, region: string, lat: number, lng: number): Place => ({
  id: code,
  kind: 'postalCode',
  name,
  postalCode: code,
  region,
  country: countryOfRegion(region),
  lat,
  lng,
});

const entry = (place: Place, population = 0): Entry =>
  place.kind === 'town'
    ? {
        place,
        key: placeWords(`${place.name} ${place.region}`),
        nameLength: placeWords(place.name).length,
        population,
      }
    : { place, key: place.id.toLowerCase(), nameLength: place.id.length, population };

const parse = (text: string, toEntry: (fields: string[]) => Entry) =>
  text.split('\n').map((l) => toEntry(l.split('|')));
// `name|region|lat|lng|population` and `code|town|region|lat|lng` (./source.ts).
const parseTowns = (text: string) =>
  parse(text, ([name = '', region = '', lat, lng, population]) =>
    entry(townPlace(name, region, Number(lat), Number(lng)), Number(population)),
  );
const parseCodes = (text: string) =>
  parse(text, ([code = '', name = '', region = '', lat, lng]) =>
    entry(codePlace(code, name, region, Number(lat), Number(lng))),
  );

interface Part {
  entries: Entry[];
  byId: Map<string, Entry>;
}

const indexOf = (entries: Entry[]): Part => ({ entries, byId: new Map(entries.map((e) => [e.place.id, e])) });
const once = <T>(load: () => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};
const towns = once(async () => indexOf(parseTowns(await (await import('./towns')).source())));
const codes = once(async () => indexOf(parseCodes(await (await import('./codes')).source())));

/**
 * The postal code (or its start) a term or id is, as the gazetteer keeps it, or null: digits (2 or more; a ZIP+4
 * keeps its 5), or a Canadian code's start (letter, digit, letter: a full code `T0A 1A0` keeps its first three).
 */
function codeOf(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const zip = /^(\d{2,5})(-\d{0,4})?$/.exec(compact);
  if (zip) return zip[1]!;
  const canadian = /^([A-Z]\d[A-Z]?)(\d[A-Z]\d)?$/.exec(compact);
  return canadian ? canadian[1]! : null;
}

/** Places the provider states added, by id (they stand in for the gazetteer's of the same id). */
const added = new Map<string, Entry>();

export const gazetteer = {
  /** Adds a place (a provider state's), with a town's population; it replaces a place of the same id. */
  add: (place: Place, population = 0) => void added.set(place.id, entry(place, population)),
  forgetAdded: () => added.clear(),

  async byId(id: string): Promise<Place | null> {
    const code = codeOf(id);
    const key = code ?? id;
    const found = added.get(key) ?? (await (code ? codes() : towns())).byId.get(key);
    return found?.place ?? null;
  },

  /**
   * The places a term begins: postal codes in order of code; towns whose name (with its region: `boulder co`) begins
   * with the term first, then those with a later word of the name that does (`placid` finds Lake Placid), each most
   * populous first, then by name and region. A term of no letter or digit finds nothing.
   */
  async search(term: string, limit: number): Promise<Place[]> {
    const code = codeOf(term);
    const wanted = code ? code.toLowerCase() : placeWords(term);
    if (!wanted) return [];
    const part = await (code ? codes() : towns());
    const kind = code ? 'postalCode' : 'town';
    const candidates = [
      ...[...added.values()].filter((e) => e.place.kind === kind),
      ...part.entries.filter((e) => !added.has(e.place.id)),
    ];
    const rank = (e: Entry) => {
      if (e.key.startsWith(wanted)) return 0;
      const at = e.key.indexOf(` ${wanted}`);
      return at >= 0 && at < e.nameLength ? 1 : -1;
    };
    return candidates
      .map((e) => ({ e, rank: rank(e) }))
      .filter(({ rank }) => rank >= 0)
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          b.e.population - a.e.population ||
          a.e.key.localeCompare(b.e.key) ||
          a.e.place.id.localeCompare(b.e.place.id),
      )
      .slice(0, limit)
      .map(({ e }) => e.place);
  },
};
