import { companyDescription, companyName } from './company-words';
import { caPlaces, paPlaces, usPlaces, type SeedContext } from './context';
import { frontRangeCompanies, namedCompanies } from './data/companies';
import { COMPANY_MEMBERSHIP_STATUSES } from '../../src/domain/company-list';
import { companyNameKey } from '../../src/domain/company-name';
import { placeById, type Place } from '../../src/domain/places';
import { slug } from '../../src/domain/text';
import { buildCompany } from '../builders';
import type { CompanyRecord } from '../db';
import { companyTypeOfField } from '../lookups';

/**
 * The companies: the three the demo accounts belong to (ids 1 to 3), three guide services near Boulder (4 to 6), then
 * generated ones: those with jobs, then (drawn last, so the others stay as they were) those without any yet.
 */

export interface CompanySeed {
  name: string;
  place: Place;
  fields: readonly number[];
}

/** The kind of company (Company/options) its first job field makes it. */
const typeOf = ({ fields }: Pick<CompanySeed, 'fields'>) => companyTypeOfField[fields[0]!] ?? 1;

/** `count` companies (names, places and job fields), the named ones first, then the Front Range guide services. */
export function drawCompanies(ctx: SeedContext, count: number): CompanySeed[] {
  const fixed = [...namedCompanies, ...frontRangeCompanies];
  const companies: CompanySeed[] = fixed.map((c) => ({ ...c, place: placeById(c.placeId)! }));
  return [...companies, ...drawMoreCompanies(ctx, companies, count - companies.length)];
}

/** `count` generated companies, their names unlike those of `existing` and of each other. */
export function drawMoreCompanies(ctx: SeedContext, existing: readonly CompanySeed[], count: number): CompanySeed[] {
  const { faker, chance } = ctx;
  // Names compared as the mock compares them (spacing, case and end punctuation aside): never two alike.
  const taken = new Set(existing.map((c) => companyNameKey(c.name)));
  const companies: CompanySeed[] = [];
  const fieldIds = [1, 2, 3, 4, 5, 6, 7, 8];
  while (companies.length < count) {
    // Pennsylvania's section (its organization) holds a few dozen companies: about half are Pennsylvanian.
    const place = faker.helpers.arrayElement(chance(0.15) ? caPlaces : chance(0.55) ? paPlaces : usPlaces);
    const fields = faker.helpers.arrayElements(fieldIds, { min: 2, max: 3 });
    const name = companyName(ctx, place, typeOf({ fields }), (n) => !taken.has(companyNameKey(n)));
    taken.add(companyNameKey(name));
    companies.push({ name, place, fields });
  }
  return companies;
}

/**
 * The companies' records (ids from `firstId`), their job counts still 0. Those with jobs were created before any of
 * them; `withoutJobs` ones (the board's newer sign-ups) up to a day ago.
 */
export function companyRecords(
  ctx: SeedContext,
  companies: readonly CompanySeed[],
  { firstId = 1, withoutJobs = false } = {},
): CompanyRecord[] {
  const { faker, daysAgo } = ctx;
  return companies.map((c, offset) => {
    const index = firstId - 1 + offset;
    const path = slug(c.name);
    return buildCompany({
      id: index + 1,
      name: c.name,
      path,
      description: companyDescription(ctx, c, typeOf(c)),
      city: c.place.city,
      state: c.place.region,
      country: c.place.country,
      website: `https://${path}.example`,
      // Before any of its jobs (at most 120 days old) and, for the named ones, before their memberships.
      createdDate: daysAgo(faker.number.int({ min: withoutJobs ? 1 : index < 3 ? 450 : 130, max: 900 })),
      membershipStatus: faker.helpers.arrayElement(COMPANY_MEMBERSHIP_STATUSES),
      organizationId: c.place.region === 'PA' && c.place.country === 'US' ? 1 : null,
      typeId: typeOf(c),
      // Without a draw of its own (that would change every draw after it): from the name.
      sizeId: 1 + ([...c.name].reduce((n, ch) => n + ch.charCodeAt(0), 0) % 4),
    });
  });
}
