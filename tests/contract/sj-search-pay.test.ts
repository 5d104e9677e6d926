import { describe, expect, it } from 'vitest';
import { activeDates, card, CLOCK, job, NOW } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { createHttp } from '../../src/api/http';
import { jobApi } from '../../src/api/job';

/**
 * src/api/job.ts: the search's pay filters at their edges. Beside the job (45,000-60,000 a year), five copies of it
 * that differ in pay only: no pay listed (21), only a minimum of 50,000 (22), only a maximum of 30,000 (23),
 * 20,000-30,000 (24), 60,000-70,000 (25). All at Keystone Paddle Co., found by its name (keyword `keystone`), and all
 * created at the same moment: the default order (newest first) falls to the tie, by id.
 */
const pact = apiPact();

const PAYS =
  'copies of the job {jobId} paying nothing, only a minimum, only a maximum, less and more exist from the id {firstId}';
const withPays = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('an active job {jobId} titled {title} exists at company {companyId}', job)
    .given(PAYS, { jobId: job.jobId, firstId: 21 });

const paying = (id: number, salaryMin: number | null, salaryMax: number | null) =>
  card(id, job.title, { distanceMiles: null, ...activeDates, salaryMin, salaryMax });
const page = (items: unknown[]) => ({ result: { items, totalCount: items.length, pageNumber: 1, pageSize: 20 } });
const search = (url: string, query: { salaryMin?: number; salaryMax?: number }) =>
  jobApi(createHttp({ baseUrl: url })).search({ keyword: 'keystone', ...query });

describe('Job/search: pay filters at their edges', () => {
  it('finds the jobs whose pay range holds the one amount asked for, a bound of the range included', async () => {
    await withPays(pact.addInteraction())
      .uponReceiving('a search with the same minimum and maximum salary, beside jobs paying around it or nothing')
      .withRequest('GET', '/Job/search', (b) =>
        b.query({ keyword: 'keystone', salaryMin: '50000', salaryMax: '50000' }),
      )
      // 45,000-60,000 holds 50,000; so does a minimum of exactly 50,000 with no maximum. Not: no pay, a maximum of
      // 30,000, 20,000-30,000 (below) and 60,000-70,000 (above): a server that checks only one side finds one of them.
      .willRespondWith(200, (b) => b.jsonBody(page([paying(job.jobId, 45000, 60000), paying(22, 50000, null)])))
      .executeTest(async (server) => {
        const found = await search(server.url, { salaryMin: 50000, salaryMax: 50000 });
        expect(found.items.map((j) => j.id)).toEqual([job.jobId, 22]);
        expect(found.items[1]).toMatchObject({ salaryMin: 50000, salaryMax: null });
      });
  });

  it('finds the jobs paying at most the maximum, a job with only a maximum by it, not a job without pay', async () => {
    await withPays(pact.addInteraction())
      .uponReceiving('a search with a maximum salary, beside a job listing no pay and jobs listing one bound')
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'keystone', salaryMax: '30000' }))
      // A maximum of exactly 30,000 (no minimum) and 20,000-30,000 pay no more than 30,000. Not: no pay listed, a
      // minimum of 50,000, and the jobs paying from 45,000 and 60,000.
      .willRespondWith(200, (b) => b.jsonBody(page([paying(23, null, 30000), paying(24, 20000, 30000)])))
      .executeTest(async (server) => {
        const found = await search(server.url, { salaryMax: 30000 });
        expect(found.items.map((j) => j.id)).toEqual([23, 24]);
        expect(found.items[0]).toMatchObject({ salaryMin: null, salaryMax: 30000 });
      });
  });

  it('finds the jobs paying at least the minimum, a job with only a minimum by it, not a job without pay', async () => {
    await withPays(pact.addInteraction())
      .uponReceiving('a search with a minimum salary, beside a job listing no pay and jobs listing one bound')
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'keystone', salaryMin: '50000' }))
      // 45,000-60,000 reaches 50,000, a minimum of exactly 50,000 does, 60,000-70,000 does. Not: no pay listed, a
      // maximum of 30,000, 20,000-30,000.
      .willRespondWith(200, (b) =>
        b.jsonBody(page([paying(job.jobId, 45000, 60000), paying(22, 50000, null), paying(25, 60000, 70000)])),
      )
      .executeTest(async (server) => {
        const found = await search(server.url, { salaryMin: 50000 });
        expect(found.items.map((j) => j.id)).toEqual([job.jobId, 22, 25]);
      });
  });
});
