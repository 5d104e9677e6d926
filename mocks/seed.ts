import { Faker, en } from '@faker-js/faker';
import { MembershipStatus, Role } from '../src/domain/enums';
import { US_STATES } from '../src/domain/countries';
import { clock } from './clock';
import { clearDb, db } from './db';
import { demoAccounts } from './accounts';

/**
 * Deterministic demo data: the same seed gives the same data on every machine. Faker runs only here,
 * which the browser loads only when storage holds no data yet (or it was reset).
 */

/** Companies the demo accounts belong to: fixed ids 1 to 3, the rest generated. */
const namedCompanies = [
  { name: 'Summit Trail Outfitters', city: 'Boulder', state: 'CO' },
  { name: 'Keystone Paddle Co.', city: 'Harrisburg', state: 'PA' },
  { name: 'Allegheny Ridge Guides', city: 'Pittsburgh', state: 'PA' },
];

const outdoorWords = ['Summit', 'Ridge', 'Canyon', 'Cascade', 'Timber', 'Alpine', 'Granite', 'River', 'Basin', 'Trail', 'Boulder', 'Pine', 'Glacier', 'Mesa', 'Harbor', 'Sierra'];
const outdoorKinds = ['Outfitters', 'Gear Co.', 'Expeditions', 'Adventures', 'Supply', 'Mountain Works', 'Paddle Sports', 'Guides', 'Outdoor Collective', 'Ski & Board'];

export interface SeedOptions {
  seed?: number;
  /** How many jobs the catalogue holds; companies scale with it (one for every five jobs, at least 12). */
  size?: number;
}

export const slug = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function seed(options: SeedOptions = {}) {
  const { seed: seedValue = 1, size = 300 } = options;
  const faker = new Faker({ locale: [en] });
  faker.seed(seedValue);
  clearDb();
  const now = clock.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();

  const companyCount = Math.max(12, Math.round(size / 5));
  const generated = new Set(namedCompanies.map((c) => c.name));
  const companies = [...namedCompanies];
  while (companies.length < companyCount) {
    const name = `${faker.helpers.arrayElement(outdoorWords)} ${faker.helpers.arrayElement(outdoorKinds)}`;
    if (generated.has(name)) continue;
    generated.add(name);
    const state = faker.helpers.arrayElement(US_STATES.filter((s) => s.code !== 'DC'));
    companies.push({ name, city: faker.location.city(), state: state.code });
  }
  await db.organizations.create({ id: 1, name: 'Pennsylvania Outdoor Recreation', abbreviation: 'PA', state: 'PA' });
  for (const [index, c] of companies.entries()) {
    const path = slug(c.name);
    await db.companies.create({
      id: index + 1,
      name: c.name,
      path,
      description: `${c.name} ${faker.company.catchPhrase().toLowerCase()}.`,
      logo: null,
      coverImage: null,
      city: c.city,
      state: c.state,
      country: 'US',
      website: `https://${path}.example`,
      createdDate: daysAgo(faker.number.int({ min: 30, max: 900 })),
      activeJobsCount: 0,
      pendingReviewJobsCount: 0,
      rejectedJobsCount: 0,
      membershipStatus: faker.helpers.arrayElement([
        MembershipStatus.NoMembership,
        MembershipStatus.ActiveMembership,
        MembershipStatus.Expired,
        MembershipStatus.BrandPageEdited,
      ]),
      organizationId: c.state === 'PA' ? 1 : null,
    });
  }

  const roles: Record<string, number[]> = {
    'candidate@demo.test': [Role.User],
    'premium@demo.test': [Role.User, Role.Premium],
    'employer.admin@demo.test': [Role.Employer],
    'employer.member@demo.test': [Role.Employer],
    'employer.pending@demo.test': [Role.Employer],
    'employer.former@demo.test': [Role.Employer],
    'admin@demo.test': [Role.Admin],
  };
  const primary: Record<string, number> = { 'employer.admin@demo.test': 1, 'employer.member@demo.test': 1 };
  for (const [index, account] of demoAccounts.entries()) {
    const [firstName = '', lastName = ''] = account.name.split(' ');
    await db.users.create({
      id: index + 1,
      email: account.email,
      password: account.password,
      firstName,
      lastName,
      roles: roles[account.email] ?? [Role.User],
      primaryCompanyId: primary[account.email] ?? null,
      lastJoinedCompanyId: account.email === 'employer.former@demo.test' ? 3 : (primary[account.email] ?? null),
      createdDate: daysAgo(120 - index),
    });
  }
  await db.memberships.create({ id: 1, userId: 3, companyId: 1, isAdmin: true, active: true, joinedDate: daysAgo(400) });
  await db.memberships.create({ id: 2, userId: 4, companyId: 1, isAdmin: false, active: true, joinedDate: daysAgo(200) });
  await db.memberships.create({ id: 3, userId: 6, companyId: 3, isAdmin: false, active: false, joinedDate: daysAgo(300) });
  await db.joinRequests.create({ id: 1, userId: 5, companyId: 2, kind: 'join', status: 'pending', createdDate: daysAgo(2) });

  const tooltips: Array<[string, string]> = [
    ['salaryMin', 'The lowest pay you will offer. Jobs that show pay get more applicants.'],
    ['salaryMax', 'The highest pay you will offer, at most 99,999,999.'],
    ['remoteStatus', 'Where the work happens: on site, hybrid, on the road or remote.'],
    ['jobFieldId', 'The field candidates search by; it decides the focuses you can pick.'],
    ['isHQPosition', 'Tick when you sponsor a work visa for this role.'],
  ];
  for (const [index, [field_name, tooltip]] of tooltips.entries()) {
    await db.contentItems.create({ id: index + 1, collection: 'tooltips', status: 'published', data: { field_name, tooltip } });
  }
  await db.contentItems.create({
    id: tooltips.length + 1,
    collection: 'tooltips',
    status: 'draft',
    data: { field_name: 'title', tooltip: 'Draft tooltip: not published yet.' },
  });
}
