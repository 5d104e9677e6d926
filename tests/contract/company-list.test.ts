import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { admin, bearer, CLOCK, day, NOW, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { adminCompanyApi } from '../../src/api/admin-company';
import { ApiError, createHttp } from '../../src/api/http';
import { MembershipStatus } from '../../src/domain/enums/company';

/**
 * GET admin/Company/get-all and admin/Company/grouped-counts of src/api/admin-company.ts: the site admins' company
 * list with the spec's filters, and a sort designed here (contracts/reference.md). The token cases and an employer's
 * refusal: ./guarded-calls.ts.
 */
const pact = apiPact();

const client = (url: string, notify = recordingNotifier().notify) =>
  adminCompanyApi(createHttp({ baseUrl: url, notify, ...signedIn(admin.token) }));

const COMPANY =
  'the company {companyId} named {name} was created {daysAgo} days ago, in membership status {membershipStatus}';
const JOBS =
  'the company {companyId} has {active} active, {pending} pending review and {rejected} rejected jobs from the id {jobId}';

const BRANDED = 'the company {companyId} has the logo {logo} and the website {website}';
const PADDLE = { logo: '/logos/quillwort-paddle-works.svg', website: 'https://quillwort-paddle.example' };

/** The companies of these cases: all named Quillwort (no seeded company is), but the decoy. */
const quillwort = {
  paddle: { companyId: 4101, name: 'Quillwort Paddle Works', daysAgo: 10, membershipStatus: 2 },
  trail: { companyId: 4102, name: 'Quillwort Trail Co', daysAgo: 40, membershipStatus: 3 },
  river: { companyId: 4103, name: 'Quillwort River Guides', daysAgo: 5, membershipStatus: 2 },
  ski: { companyId: 4104, name: 'Quillwort Ski School', daysAgo: 20, membershipStatus: 1 },
  climbing: { companyId: 4105, name: 'Quillwort Climbing', daysAgo: 400, membershipStatus: 4 },
  canoe: { companyId: 4106, name: 'Quillwort Canoe Club', daysAgo: 60, membershipStatus: 2 },
} as const;
const decoy = { companyId: 4107, name: 'Bramble Outfitters', daysAgo: 10, membershipStatus: 2 };

/**
 * The admin signed in, the Quillwort companies and the decoy; the paddle works with 3 active, 2 pending and 1 rejected
 * jobs, a logo and a website.
 */
const companies = (interaction: Interaction) => {
  let i = interaction.given(CLOCK, { now: NOW }).given('the admin {email} is signed in with token {token}', admin);
  for (const company of [...Object.values(quillwort), decoy]) i = i.given(COMPANY, company);
  return i
    .given(JOBS, { companyId: 4101, active: 3, pending: 2, rejected: 1, jobId: 9101 })
    .given(BRANDED, { companyId: 4101, logo: PADDLE.logo, website: PADDLE.website });
};

/** A company as the list shows it: the state's company (the builder's place, no logo or website). */
const listed = (
  c: (typeof quillwort)[keyof typeof quillwort],
  counts: { activeJobsCount: number; pendingReviewJobsCount: number; rejectedJobsCount: number } = {
    activeJobsCount: 0,
    pendingReviewJobsCount: 0,
    rejectedJobsCount: 0,
  },
) => ({
  id: c.companyId,
  name: c.name,
  createdDate: day(-c.daysAgo),
  ...counts,
  membershipStatus: c.membershipStatus,
  logo: null,
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  website: null,
});

/** The paddle works as listed: its jobs counted, its logo and website. */
const paddleWorks = {
  ...listed(quillwort.paddle, { activeJobsCount: 3, pendingReviewJobsCount: 2, rejectedJobsCount: 1 }),
  ...PADDLE,
};

describe('GET admin/Company/get-all', () => {
  it('lists the companies the search finds, newest first without a sort', async () => {
    await companies(pact.addInteraction())
      .uponReceiving('a request for the companies named Quillwort, in the default order')
      .withRequest('GET', '/admin/Company/get-all', (b) =>
        b.query({ search: 'quillwort' }).headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Every Quillwort company, the newest first; the decoy is not named so.
            items: [
              listed(quillwort.river),
              paddleWorks,
              listed(quillwort.ski),
              listed(quillwort.trail),
              listed(quillwort.canoe),
              listed(quillwort.climbing),
            ],
            totalCount: 6,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).list({ search: 'quillwort' });
        expect(page.items.map((c) => c.id)).toEqual([4103, 4101, 4104, 4102, 4106, 4105]);
      });
  });

  it('pages the companies of a membership status created between two days, by active jobs', async () => {
    const query = {
      search: 'Quillwort',
      membershipStatus: MembershipStatus.ActiveMembership,
      dateFrom: day(-30).slice(0, 10),
      dateTo: day(-1).slice(0, 10),
      sort: 'activeJobsCount',
      order: 'desc',
      pageNumber: 2,
      pageSize: 1,
    } as const;
    await companies(pact.addInteraction())
      .uponReceiving('a request for page 2 of the active members created in the last 30 days, by active jobs')
      .withRequest('GET', '/admin/Company/get-all', (b) =>
        b
          .query({
            search: 'Quillwort',
            membershipStatus: '2',
            dateFrom: query.dateFrom,
            dateTo: query.dateTo,
            sort: 'activeJobsCount',
            order: 'desc',
            pageNumber: '2',
            pageSize: '1',
          })
          .headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // The paddle works (3 active jobs) fill page 1; the canoe club was created before the first day.
            items: [listed(quillwort.river)],
            totalCount: 2,
            pageNumber: 2,
            pageSize: 1,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).list(query);
        expect(page.items.map((c) => c.id)).toEqual([4103]);
      });
  });

  it('sorts by name, A to Z', async () => {
    await companies(pact.addInteraction())
      .uponReceiving('a request for the companies named Quillwort, by name')
      .withRequest('GET', '/admin/Company/get-all', (b) =>
        b.query({ search: 'quillwort', sort: 'name', order: 'asc', pageSize: '3' }).headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [listed(quillwort.canoe), listed(quillwort.climbing), paddleWorks],
            totalCount: 6,
            pageNumber: 1,
            pageSize: 3,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).list({ search: 'quillwort', sort: 'name', order: 'asc', pageSize: 3 });
        expect(page.items.map((c) => c.name)).toEqual([
          'Quillwort Canoe Club',
          'Quillwort Climbing',
          'Quillwort Paddle Works',
        ]);
      });
  });

  it.each([
    { field: 'search', value: 'x'.repeat(101), message: 'Keep the search under 100 characters' },
    { field: 'dateFrom', value: '2090-02-30', message: 'Enter the first day as YYYY-MM-DD' },
    { field: 'dateTo', value: '15/01/2090', message: 'Enter the last day as YYYY-MM-DD' },
    { field: 'membershipStatus', value: '9', message: 'Unknown membership status' },
    { field: 'sort', value: 'salary', message: 'Sort by one of the columns' },
    { field: 'order', value: 'up', message: 'Sort ascending or descending' },
    { field: 'pageNumber', value: '0', message: 'Page numbers start at 1' },
    { field: 'pageSize', value: '101', message: 'A page holds 1 to 100 companies' },
  ])('answers 400 with a field error to a bad $field', async ({ field, value, message }) => {
    await pact
      .addInteraction()
      .given('the admin {email} is signed in with token {token}', admin)
      .uponReceiving(`a request for a page of every company with a bad ${field}`)
      .withRequest('GET', '/admin/Company/get-all', (b) => b.query({ [field]: value }).headers(bearer(admin.token)))
      .willRespondWith(400, (b) => b.jsonBody({ errors: { [field]: M.eachLike(M.string(message)) } }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        // The client's types allow no such value: sent as a backend's other caller would.
        const error = await client(server.url, notify)
          .list({ [field]: value } as never)
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ [field]: message });
        expect(shown).toEqual([{ kind: 'warning', message }]);
      });
  });

  it('answers 400 with a field error when the last day comes before the first', async () => {
    await pact
      .addInteraction()
      .given('the admin {email} is signed in with token {token}', admin)
      .uponReceiving('a request for a page of every company with the last day before the first')
      .withRequest('GET', '/admin/Company/get-all', (b) =>
        b.query({ dateFrom: '2090-01-10', dateTo: '2090-01-09' }).headers(bearer(admin.token)),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ errors: { dateTo: M.eachLike(M.string('The last day comes before the first')) } }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .list({ dateFrom: '2090-01-10', dateTo: '2090-01-09' })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ dateTo: 'The last day comes before the first' });
      });
  });
});

describe('GET admin/Company/grouped-counts', () => {
  it('counts the companies the filters find in each membership status, and in all', async () => {
    const query = { search: 'quillwort', dateFrom: day(-45).slice(0, 10), dateTo: day(-8).slice(0, 10) };
    await companies(pact.addInteraction())
      .uponReceiving(
        'a request for the counts by membership status of the Quillwort companies created 45 to 8 days ago',
      )
      .withRequest('GET', '/admin/Company/grouped-counts', (b) => b.query(query).headers(bearer(admin.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // The climbing school (400 days) and the canoe club (60 days) are older, the river guides (5 days) newer;
          // the decoy is not named so.
          result: [
            { membershipStatus: 1, count: 1 },
            { membershipStatus: 2, count: 1 },
            { membershipStatus: 3, count: 1 },
            { membershipStatus: 4, count: 0 },
            { membershipStatus: 5, count: 3 },
          ],
        }),
      )
      .executeTest(async (server) => {
        const counts = await client(server.url).membershipCounts(query);
        expect(counts.map((c) => c.count)).toEqual([1, 1, 1, 0, 3]);
      });
  });

  it('answers 400 with a field error to a day that does not exist', async () => {
    await pact
      .addInteraction()
      .given('the admin {email} is signed in with token {token}', admin)
      .uponReceiving('a request for the counts by membership status from a day that does not exist')
      .withRequest('GET', '/admin/Company/grouped-counts', (b) =>
        b.query({ dateFrom: '2090-13-01' }).headers(bearer(admin.token)),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ errors: { dateFrom: M.eachLike(M.string('Enter the first day as YYYY-MM-DD')) } }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .membershipCounts({ dateFrom: '2090-13-01' })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ dateFrom: 'Enter the first day as YYYY-MM-DD' });
      });
  });
});
