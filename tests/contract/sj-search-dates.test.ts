import { describe, expect, it } from 'vitest';
import { activeDates, card, CLOCK, day, job, NOW, seasonal, seasonalDates } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { SEASONAL } from './sj-fixtures';
import { createHttp } from '../../src/api/http';
import { jobApi } from '../../src/api/job';
import type { JobSearchApiQuery } from '../../src/api/schemas/job-search-api';
import { DatePostedFilter } from '../../src/domain/enums/job-search';

/**
 * src/api/job.ts: the search's dates. `datePosted` counts from the date a job was published (not created), its bound
 * included; `sort=expireDate` puts the jobs open until filled last, either way. All at Keystone Paddle Co., found by
 * its name (keyword `keystone`).
 */
const pact = apiPact();

const search = (url: string, query: JobSearchApiQuery) =>
  jobApi(createHttp({ baseUrl: url })).search({ keyword: 'keystone', ...query });
const page = (items: unknown[]) => ({ result: { items, totalCount: items.length, pageNumber: 1, pageSize: 20 } });

describe('Job/search: datePosted', () => {
  it('keeps a job published within the week though created long before, and one published exactly 7 days ago', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      // Drafted 60 days ago, published yesterday: posted within the week.
      .given('the job {jobId} was created {daysAgo} days ago', { jobId: job.jobId, daysAgo: 60 })
      .given(SEASONAL, { jobId: 12, title: 'Lead Trip Planner', companyId: job.companyId, daysAgo: 7 })
      .given(SEASONAL, { jobId: 14, title: 'Senior Trip Planner', companyId: job.companyId, daysAgo: 8 })
      .uponReceiving(
        'a search of the past week beside jobs published on its first day, the day before, and long after their creation',
      )
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'keystone', datePosted: 'PastWeek' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          // Published 7 days ago to the moment: on the bound, kept. Published 8 days ago: left out. Newest created
          // first: the seasonal job (created 8 days ago), then the job created 60 days ago.
          page([
            seasonal(12, 'Lead Trip Planner', { distanceMiles: null, ...seasonalDates(7) }),
            card(job.jobId, job.title, { distanceMiles: null, ...activeDates, createdDate: day(-60) }),
          ]),
        ),
      )
      .executeTest(async (server) => {
        const found = await search(server.url, { datePosted: DatePostedFilter.PastWeek });
        expect(found.items.map((j) => j.id)).toEqual([12, job.jobId]);
      });
  });
});

/**
 * The job expiring in 30 days (11), one open until filled (14), a copy of the first expiring in 30 days too (15), one
 * in 10 days (12), created in that order: the job open until filled is not the last one a server comes to.
 */
const expiring = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('an active job {jobId} titled {title} exists at company {companyId}', job)
    .given(SEASONAL, { jobId: 14, title: 'Senior Trip Planner', companyId: job.companyId, daysAgo: 5 })
    .given('the job {jobId} is open until filled', { jobId: 14 })
    .given('an active job {jobId} titled {title} exists at company {companyId}', {
      jobId: 15,
      title: 'Trip Planner',
      companyId: job.companyId,
    })
    .given(SEASONAL, { jobId: 12, title: 'Lead Trip Planner', companyId: job.companyId, daysAgo: 3 })
    .given('the job {jobId} expires in {days} days', { jobId: 12, days: 10 });

const cards = {
  in30: card(job.jobId, job.title, { distanceMiles: null, ...activeDates }),
  alsoIn30: card(15, 'Trip Planner', { distanceMiles: null, ...activeDates }),
  in10: seasonal(12, 'Lead Trip Planner', { distanceMiles: null, ...seasonalDates(3), expireDate: day(10) }),
  never: seasonal(14, 'Senior Trip Planner', { distanceMiles: null, ...seasonalDates(5), expireDate: null }),
};

describe('Job/search: sort by expiry date', () => {
  it('puts the latest expiry first when descending, the jobs open until filled last', async () => {
    await expiring(pact.addInteraction())
      .uponReceiving('a search by expiry date, latest first, beside a job open until filled')
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'keystone', sort: 'expireDate', order: 'desc' }))
      // The two expiring in 30 days tie: by id, ascending, in either order.
      .willRespondWith(200, (b) => b.jsonBody(page([cards.in30, cards.alsoIn30, cards.in10, cards.never])))
      .executeTest(async (server) => {
        const found = await search(server.url, { sort: 'expireDate', order: 'desc' });
        expect(found.items.map((j) => j.id)).toEqual([job.jobId, 15, 12, 14]);
      });
  });

  it('puts the soonest expiry first when ascending, the jobs open until filled last', async () => {
    await expiring(pact.addInteraction())
      .uponReceiving('a search by expiry date, soonest first, beside a job open until filled')
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'keystone', sort: 'expireDate', order: 'asc' }))
      .willRespondWith(200, (b) => b.jsonBody(page([cards.in10, cards.in30, cards.alsoIn30, cards.never])))
      .executeTest(async (server) => {
        const found = await search(server.url, { sort: 'expireDate', order: 'asc' });
        expect(found.items.map((j) => j.id)).toEqual([12, job.jobId, 15, 14]);
      });
  });
});
