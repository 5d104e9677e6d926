import { companyNameKey } from '../../src/domain/company-name';
import { MembershipStatus } from '../../src/domain/enums/company';
import { placeById, type Place } from '../../src/domain/places';
import { buildCompany } from '../builders';
import { slug } from '../companies';
import type { CompanyRecord } from '../db';
import { companyTypeOfField, companyTypes, jobFields } from '../lookups';
import { caPlaces, usPlaces, type SeedContext } from './context';
import { namedCompanies, outdoorKinds, outdoorWords } from './data/companies';

/** The companies: the three the demo accounts belong to (ids 1 to 3), then generated ones. */

export interface CompanySeed {
  name: string;
  place: Place;
  fields: readonly number[];
}

/** The kind of company (Company/options) its first job field makes it. */
const typeOf = (c: CompanySeed) => companyTypeOfField[c.fields[0]!] ?? 1;

/** `count` companies (names, places and job fields), the named ones first. */
export function drawCompanies({ faker, chance }: SeedContext, count: number): CompanySeed[] {
  // Names compared as the mock compares them (spacing, case and end punctuation aside): never two alike.
  const taken = new Set(namedCompanies.map((c) => companyNameKey(c.name)));
  const isTaken = (name: string) => taken.has(companyNameKey(name));
  const companies: CompanySeed[] = namedCompanies.map((c) => ({ ...c, place: placeById(c.placeId)! }));
  const fieldIds = [1, 2, 3, 4, 5, 6, 7, 8];
  while (companies.length < count) {
    const place = faker.helpers.arrayElement(chance(0.15) ? caPlaces : usPlaces);
    const kind = faker.helpers.arrayElement(outdoorKinds);
    const roll = faker.number.float();
    const first =
      roll < 0.6 ? faker.helpers.arrayElement(outdoorWords) : roll < 0.8 ? place.city : faker.person.lastName();
    let name = `${first} ${kind}`;
    // Only some 160 word-and-kind names exist: big catalogues fall back to longer names, then numbers.
    if (isTaken(name)) name = `${first} ${faker.helpers.arrayElement(outdoorWords)} ${kind}`;
    if (isTaken(name)) name = `${first} ${kind} of ${place.city}`;
    if (isTaken(name)) name = `${first} ${kind} ${companies.length + 1}`;
    taken.add(companyNameKey(name));
    companies.push({ name, place, fields: faker.helpers.arrayElements(fieldIds, { min: 2, max: 3 }) });
  }
  return companies;
}

/** The companies' records (ids from 1), their job counts still 0. */
export function companyRecords({ faker, daysAgo }: SeedContext, companies: readonly CompanySeed[]): CompanyRecord[] {
  return companies.map((c, index) => {
    const path = slug(c.name);
    return buildCompany({
      id: index + 1,
      name: c.name,
      path,
      description: companyDescription(c, faker.company.catchPhrase()),
      city: c.place.city,
      state: c.place.region,
      country: c.place.country,
      website: `https://${path}.example`,
      // Before any of its jobs (at most 120 days old) and, for the named ones, before their memberships.
      createdDate: daysAgo(faker.number.int({ min: index < 3 ? 450 : 130, max: 900 })),
      membershipStatus: faker.helpers.arrayElement([
        MembershipStatus.NoMembership,
        MembershipStatus.ActiveMembership,
        MembershipStatus.Expired,
        MembershipStatus.BrandPageEdited,
      ]),
      organizationId: c.place.region === 'PA' && c.place.country === 'US' ? 1 : null,
      typeId: typeOf(c),
      // Without a draw of its own (that would change every draw after it): from the name.
      sizeId: 1 + ([...c.name].reduce((n, ch) => n + ch.charCodeAt(0), 0) % 4),
    });
  });
}

/**
 * A company's description, from what it does and where. `phrase` is the draw of the generated slogan of earlier
 * versions: still drawn (and unused), so that the whole catalogue after it stays as it was.
 */
function companyDescription(c: CompanySeed, phrase: string): string {
  void phrase;
  const kind = companyTypes.find((t) => t.id === typeOf(c))!.name.toLowerCase();
  const fields = c.fields.map((id) => jobFields.find((f) => f.id === id)!.name.toLowerCase());
  const list = fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields[0];
  return `${c.name} is a ${kind} based in ${c.place.city}, ${c.place.region}. The team works in ${list}, and hires people who love being outside.`;
}
