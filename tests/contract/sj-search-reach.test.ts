import { describe, expect, it } from 'vitest';
import { activeDates, card, CLOCK, job, NOW } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { createHttp } from '../../src/api/http';
import { jobApi } from '../../src/api/job';
import { RemoteStatus } from '../../src/domain/enums/job';

/**
 * src/api/job.ts: the search's distance, a literal remote status, and a search without pay filters, each beside the
 * near misses a half-built server lets through. The job (11, River Trip Planner in Harrisburg, PA at 40.2732,
 * -76.8867: remote in region, 3) is at Keystone Paddle Co.
 */
const pact = apiPact();
const search = (url: string, query: Parameters<ReturnType<typeof jobApi>['search']>[0]) =>
  jobApi(createHttp({ baseUrl: url })).search(query);
const page = (items: unknown[], totalCount = items.length, pageSize = 20) => ({
  result: { items, totalCount, pageNumber: 1, pageSize },
});

describe('Job/search: within a radius', () => {
  // 11 miles due east is within 12 miles; 11 miles north and 11 east (15.5 miles) is in the square around the circle,
  // not in the circle.
  const around = (interaction: Interaction) =>
    interaction
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('a copy {copyId} of the job {jobId} exists {north} degrees north and {east} degrees east of it', {
        copyId: 31,
        jobId: job.jobId,
        north: 0,
        east: 0.2087,
      })
      .given('a copy {copyId} of the job {jobId} exists {north} degrees north and {east} degrees east of it', {
        copyId: 32,
        jobId: job.jobId,
        north: 0.1592,
        east: 0.2087,
      });

  it('finds a job 11 miles due east within 12 miles, not one 15.5 miles away in the corner of the square', async () => {
    await around(pact.addInteraction())
      .uponReceiving('a search within 12 miles beside jobs 11 miles east and 15.5 miles north-east')
      .withRequest('GET', '/Job/search', (b) => b.query({ lat: '40.2732', lng: '-76.8867', radius: '12' }))
      // Exact: a server that keeps the square (not the circle) finds 32 too; one that narrows the east-west reach
      // by another measure than the cosine of the latitude misses 31.
      .willRespondWith(200, (b) =>
        b.jsonBody(
          page([
            card(job.jobId, job.title, { distanceMiles: 0, ...activeDates }),
            card(31, job.title, { distanceMiles: 11, ...activeDates }),
          ]),
        ),
      )
      .executeTest(async (server) => {
        const found = await search(server.url, { lat: 40.2732, lng: -76.8867, radius: 12 });
        expect(found.items.map((j) => [j.id, j.distanceMiles])).toEqual([
          [job.jobId, 0],
          [31, 11],
        ]);
      });
  });
});

describe('Job/search: remote statuses', () => {
  it('finds only the on-site job for the literal status on site (4), not the jobs Remote Considered would add', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('an active job {jobId} titled {title} in another field and place exists at company {companyId}', {
        jobId: 13,
        title: 'Software Engineer',
        companyId: job.companyId,
      })
      .uponReceiving('a search for on-site jobs beside a job remote in region')
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'keystone', remoteStatuses: '4' }))
      // The job 11 is remote in region (3): a server that widens every remote filter as Remote Considered finds it.
      .willRespondWith(200, (b) =>
        b.jsonBody(
          page([
            card(13, 'Software Engineer', {
              distanceMiles: null,
              ...activeDates,
              jobType: 2,
              remoteStatus: 4,
              salaryMin: 20000,
              salaryMax: 30000,
              city: 'Pittsburgh',
            }),
          ]),
        ),
      )
      .executeTest(async (server) => {
        const found = await search(server.url, { keyword: 'keystone', remoteStatuses: [RemoteStatus.Onsite] });
        expect(found.items.map((j) => j.id)).toEqual([13]);
      });
  });
});

describe('Job/search: without pay filters', () => {
  it('counts the jobs listing no pay, or one bound of it, when no pay is asked for', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given(
        'copies of the job {jobId} paying nothing, only a minimum, only a maximum, less and more exist from the id {firstId}',
        { jobId: job.jobId, firstId: 21 },
      )
      .uponReceiving('a search without pay filters beside jobs listing no pay or one bound')
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'keystone', pageSize: '1' }))
      // Six in all, the one listing no pay among them; the first by the default order (the same creation, so by id).
      .willRespondWith(200, (b) =>
        b.jsonBody(page([card(job.jobId, job.title, { distanceMiles: null, ...activeDates })], 6, 1)),
      )
      .executeTest(async (server) => {
        const found = await search(server.url, { keyword: 'keystone', pageSize: 1 });
        expect([found.totalCount, found.items.map((j) => j.id)]).toEqual([6, [job.jobId]]);
      });
  });
});
