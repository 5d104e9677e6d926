import { describe, expect, it } from 'vitest';
import { activeDates, card, CLOCK, job, NOW, seasonal, seasonalDates } from './job-fixtures';
import { apiPact } from './pact';
import { createHttp } from '../../src/api/http';
import { jobApi } from '../../src/api/job';

/**
 * src/api/job.ts: the search's default order and its pages (job.test.ts: its filters). Both jobs at Keystone Paddle
 * Co., found by its name (keyword `keystone`): the job created 2 days ago, and a seasonal one created 4 days ago.
 */
const pact = apiPact();

const twoJobs = (interaction: ReturnType<typeof pact.addInteraction>) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('an active job {jobId} titled {title} exists at company {companyId}', job)
    .given(
      'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago',
      { jobId: 12, title: 'Lead Trip Planner', companyId: job.companyId, daysAgo: 3 },
    );

const older = (changes: Record<string, unknown> = {}) =>
  seasonal(12, 'Lead Trip Planner', { distanceMiles: null, ...seasonalDates(3), ...changes });

describe('Job/search: order and pages', () => {
  it('lists the newest jobs first when no sort is asked for', async () => {
    await twoJobs(pact.addInteraction())
      .uponReceiving('a search without a sort, newest first')
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'keystone' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Exact order: created 2 days ago, then 4 days ago.
            items: [card(job.jobId, job.title, { distanceMiles: null, ...activeDates }), older()],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await jobApi(createHttp({ baseUrl: server.url })).search({ keyword: 'keystone' });
        expect(page.items.map((j) => j.id)).toEqual([job.jobId, 12]);
      });
  });

  it('answers the page asked for', async () => {
    await twoJobs(pact.addInteraction())
      .uponReceiving('a search for the second page of one job, by title')
      .withRequest('GET', '/Job/search', (b) =>
        b.query({ keyword: 'keystone', sort: 'title', order: 'asc', pageNumber: '2', pageSize: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Lead Trip Planner is on page 1: River Trip Planner alone on page 2.
            items: [card(job.jobId, job.title, { distanceMiles: null, ...activeDates })],
            totalCount: 2,
            pageNumber: 2,
            pageSize: 1,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await jobApi(createHttp({ baseUrl: server.url })).search({
          keyword: 'keystone',
          sort: 'title',
          order: 'asc',
          pageNumber: 2,
          pageSize: 1,
        });
        expect(page.items.map((j) => j.id)).toEqual([job.jobId]);
        expect(page.pageNumber).toBe(2);
      });
  });
});
