import { describe, expect, it } from 'vitest';
import { admin, bearer, CLOCK, day, NOW, signedIn } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { adminCompanyApi } from '../../src/api/admin-company';
import { createHttp } from '../../src/api/http';
import type { CompanyListQuery } from '../../src/api/schemas/company-list';

/**
 * GET admin/Company/get-all (src/api/admin-company.ts) at the edges of its order: a column sort without a direction
 * is ascending (but the creation date's, descending), names compare by their lower case, ties go by id ascending
 * whichever the direction, and `membershipStatus=5` (All) keeps every status.
 */
const pact = apiPact();

const CREATED =
  'the company {companyId} named {name} was created {daysAgo} days ago, in membership status {membershipStatus}';

/** Companies named Sedge (no seeded company is): two names that differ from the others by their case only. */
const sedge = {
  birch: { companyId: 4201, name: 'Sedge Birch Works', daysAgo: 3, membershipStatus: 2 },
  apple: { companyId: 4202, name: 'sedge apple co', daysAgo: 9, membershipStatus: 1 },
  cedar: { companyId: 4203, name: 'Sedge cedar Lodge', daysAgo: 1, membershipStatus: 2 },
  alder: { companyId: 4204, name: 'SEDGE ALDER GUIDES', daysAgo: 5, membershipStatus: 4 },
} as const;
type Sedge = (typeof sedge)[keyof typeof sedge];

const withSedge = (interaction: Interaction) => {
  let i = interaction.given(CLOCK, { now: NOW }).given('the admin {email} is signed in with token {token}', admin);
  for (const company of Object.values(sedge)) i = i.given(CREATED, company);
  return i;
};

/** A company as the list shows it: the state's company (the builder's place, no logo, website or jobs). */
const listed = (c: Sedge) => ({
  id: c.companyId,
  name: c.name,
  createdDate: day(-c.daysAgo),
  activeJobsCount: 0,
  pendingReviewJobsCount: 0,
  rejectedJobsCount: 0,
  membershipStatus: c.membershipStatus,
  logo: null,
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  website: null,
});

const cases: Array<{
  it: string;
  upon: string;
  query: CompanyListQuery;
  sent: Record<string, string>;
  items: Sedge[];
}> = [
  {
    // By lower case: alder, apple, birch, cedar (code units would put the capitals first).
    it: 'sorts by name A to Z when no direction is sent, names case aside',
    upon: 'a request for the companies named Sedge, by name without a direction',
    query: { search: 'sedge', sort: 'name' },
    sent: { search: 'sedge', sort: 'name' },
    items: [sedge.alder, sedge.apple, sedge.birch, sedge.cedar],
  },
  {
    it: 'sorts by creation date newest first when no direction is sent',
    upon: 'a request for the companies named Sedge, by creation date without a direction',
    query: { search: 'sedge', sort: 'createdDate' },
    sent: { search: 'sedge', sort: 'createdDate' },
    items: [sedge.cedar, sedge.birch, sedge.alder, sedge.apple],
  },
  {
    // Birch and cedar share status 2: by id ascending, whichever the direction.
    it: 'sorts by membership status, ties by id ascending',
    upon: 'a request for the companies named Sedge, by membership status',
    query: { search: 'sedge', sort: 'membershipStatus', order: 'asc' },
    sent: { search: 'sedge', sort: 'membershipStatus', order: 'asc' },
    items: [sedge.apple, sedge.birch, sedge.cedar, sedge.alder],
  },
  {
    it: 'sorts by membership status descending, ties still by id ascending',
    upon: 'a request for the companies named Sedge, by membership status descending',
    query: { search: 'sedge', sort: 'membershipStatus', order: 'desc' },
    sent: { search: 'sedge', sort: 'membershipStatus', order: 'desc' },
    items: [sedge.alder, sedge.birch, sedge.cedar, sedge.apple],
  },
  {
    it: 'keeps every membership status for status 5 (All)',
    upon: 'a request for the companies named Sedge in every membership status, by id descending',
    query: { search: 'sedge', membershipStatus: 5, sort: 'id', order: 'desc' },
    sent: { search: 'sedge', membershipStatus: '5', sort: 'id', order: 'desc' },
    items: [sedge.alder, sedge.cedar, sedge.apple, sedge.birch],
  },
];

describe('GET admin/Company/get-all: orders', () => {
  it.each(cases)('$it', async ({ upon, query, sent, items }) => {
    const expected = { items: items.map(listed), totalCount: items.length, pageNumber: 1, pageSize: 20 };
    await withSedge(pact.addInteraction())
      .uponReceiving(upon)
      .withRequest('GET', '/admin/Company/get-all', (b) => b.query(sent).headers(bearer(admin.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        const api = adminCompanyApi(createHttp({ baseUrl: server.url, ...signedIn(admin.token) }));
        expect(await api.list(query)).toEqual(expected);
      });
  });
});
