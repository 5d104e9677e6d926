import type { Place } from '../../src/api/schemas/place';
import { countryOfRegion } from '../../src/domain/countries';
import { placeId } from '../../src/domain/places';

/**
 * The gazetteer (./source.ts): the towns and the postal codes, each loaded and indexed on the first call that needs
 * it (a term or id of digits, or of a Canadian code's letter-digit-letter, needs the codes; any other the towns).
 * The provider states may add places of their own (`add`), dropped when their interaction ends (`forgetAdded`).
 */

interface Entry {
  place: Place;
  /** The name and region, in the form terms are compared in: `boulder co`. */
  key: string;
  population: number;
}

/** Lower case, accents and punctuation gone, one space between words: `Montréal, QC` -> `montreal qc`. */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const entry = (place: Place, population: number): Entry => ({
  place,
  key: normalize(`${place.name} ${place.region}`),
  population,
});

function parseTowns(text: string): Entry[] {
  return text.split('\n').map((line) => {
    const [name = '', region = '', lat = '', lng = '', population = ''] = line.split('|');
    const place: Place = {
      id: placeId(name, region),
      kind: 'town',
      name,
      postalCode: null,
      region,
      country: countryOfRegion(region),
      lat: Number(lat),
      lng: Number(lng),
    };
    return entry(place, Number(population));
  });
}

function parseCodes(text: string): Entry[] {
  return text.split('\n').map((line) => {
    const [code = '', name = '', region = '', lat = '', lng = ''] = line.split('|');
    const place: Place = {
      id: code,
      kind: 'postalCode',
      name,
      postalCode: code,
      region,
      country: countryOfRegion(region),
      lat: Number(lat),
      lng: Number(lng),
    };
    return { place, key: code.toLowerCase(), population: 0 };
  });
}

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

/** A term or id that is (the start of) a postal code: three digits or more, or a Canadian letter-digit-letter. */
const isCode = (text: string) => /^(\d{3,5}|[a-z]\d[a-z]?)$/i.test(text.trim());

/** Places the provider states added, by id (searched before the gazetteer's). */
const added = new Map<string, Entry>();

export const gazetteer = {
  /** Adds a place (a provider state's), with a town's population; it replaces a place of the same id. */
  add(place: Place, population = 0) {
    added.set(
      place.id,
      place.kind === 'town' ? entry(place, population) : { place, key: place.id.toLowerCase(), population },
    );
  },
  forgetAdded: () => added.clear(),

  async byId(id: string): Promise<Place | null> {
    const found = added.get(id) ?? (await (isCode(id) ? codes() : towns())).byId.get(id);
    return found?.place ?? null;
  },

  /**
   * The places a term begins: postal codes in order of code; towns whose name (with its region: `boulder co`) begins
   * with the term first, then those with a later word that does (`placid` finds Lake Placid), each most populous
   * first, then by name and region.
   */
  async search(term: string, limit: number): Promise<Place[]> {
    const wanted = normalize(term);
    const code = isCode(term);
    const part = await (code ? codes() : towns());
    const candidates = [...added.values(), ...part.entries].filter((e) => (e.place.kind === 'postalCode') === code);
    const rank = (e: Entry) => (e.key.startsWith(wanted) ? 0 : e.key.includes(` ${wanted}`) ? 1 : -1);
    const seen = new Set<string>();
    return candidates
      .map((e) => ({ e, rank: rank(e) }))
      .filter(({ e, rank }) => rank >= 0 && !seen.has(e.place.id) && seen.add(e.place.id))
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
