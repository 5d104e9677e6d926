import { fill, listOf, type SeedContext } from './context';
import { kindWords, landNames, landWords, linkingWords, regionalNames } from './data/companies';
import { hiresByField, hiringLines, companyTexts } from './data/company-texts';
import type { Place } from '../../src/domain/places';

/** Generated companies' names and descriptions, from the curated words of ./data (never a person's surname). */

/** True when a word of the name comes twice ('Mesa Mesa Outfitters', 'Hood River River Company'). */
function hasDoubledWord(name: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[^a-z&’']+/)
    .filter((w) => w !== '' && !linkingWords.has(w));
  return new Set(words).size < words.length;
}

/** A name of the land for a company at `place`: a word, two words, a name of its region, or (less often) its town. */
function landName({ faker }: SeedContext, place: Place): string {
  const regional = regionalNames[place.region] ?? [];
  const roll = faker.number.float();
  if (roll < 0.2 && regional.length > 0) return faker.helpers.arrayElement(regional);
  if (roll < 0.35) return place.city;
  if (roll < 0.65) return faker.helpers.arrayElement(landNames);
  return faker.helpers.arrayElement(landWords);
}

/**
 * A name for a company of the type at the place that `isFree` accepts, with no word twice: a land name and a kind
 * (a few draws), then the same in its town ('… of Bend'), then with a number (only catalogues far past the demo's
 * size run out of names).
 */
export function companyName(ctx: SeedContext, place: Place, typeId: number, isFree: (name: string) => boolean) {
  const kinds = kindWords[typeId] ?? kindWords[1]!;
  const draw = () => `${landName(ctx, place)} ${ctx.faker.helpers.arrayElement(kinds)}`;
  const fits = (name: string) => !hasDoubledWord(name) && isFree(name);
  for (const suffix of ['', ` of ${place.city}`]) {
    for (let attempt = 0; attempt < 6; attempt++) {
      const name = `${draw()}${suffix}`;
      if (fits(name)) return name;
    }
  }
  // A single word of the land never repeats a word of a kind: these names always end.
  const base = `${ctx.faker.helpers.arrayElement(landWords)} ${ctx.faker.helpers.arrayElement(kinds)}`;
  for (let n = 2; ; n++) if (fits(`${base} ${n}`)) return `${base} ${n}`;
}

/**
 * A company's description: what it does and where, what it is like, and whom it hires, each drawn from its
 * type's sentences (./data/company-texts.ts).
 */
export function companyDescription(
  { faker }: SeedContext,
  company: { name: string; place: Place; fields: readonly number[] },
  typeId: number,
): string {
  const texts = companyTexts[typeId] ?? companyTexts[1]!;
  const values = {
    name: company.name,
    city: company.place.city,
    year: String(faker.number.int({ min: 1976, max: 2019 })),
    hires: listOf(company.fields.map((id) => hiresByField[id] ?? 'people who love being outside')),
  };
  return [
    faker.helpers.arrayElement(texts.openers),
    faker.helpers.arrayElement(texts.details),
    faker.helpers.arrayElement(hiringLines),
  ]
    .map((text) => fill(text, values))
    .join(' ');
}
