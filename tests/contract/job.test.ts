import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { activeDates, card, CLOCK, job, NOW, seasonal, seasonalDates } from './job-fixtures';
import { jobOptionsBody } from './job-options';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { jobApi } from '../../src/api/job';
import { JobType, RemoteStatus } from '../../src/domain/enums/job';
import { DatePostedFilter } from '../../src/domain/enums/job-search';

/** src/api/job.ts: the job lookups and the search. */

const pact = apiPact();
describe('Job/options/get', () => {
  it('returns the lookups of job forms and filters', async () => {
    await pact
      .addInteraction()
      .given('job options exist')
      .uponReceiving('a request for the job options')
      .withRequest('GET', '/Job/options/get')
      .willRespondWith(200, (b) => b.jsonBody({ result: jobOptionsBody }))
      .executeTest(async (server) => {
        const options = await jobApi(createHttp({ baseUrl: server.url })).getOptions();
        expect(options.jobTypes[0]).toEqual({ id: 1, name: 'Full-time' });
        expect(options.focuses[0]?.jobFieldId).toBe(1);
        expect(options.jobFields.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      });
  });

  it('shows the exception message of a 500', async () => {
    await pact
      .addInteraction()
      .given('the job options are unavailable')
      .uponReceiving('a request for the job options while they are unavailable')
      .withRequest('GET', '/Job/options/get')
      .willRespondWith(500, (b) => b.jsonBody({ exceptionMessage: M.string('The lookups could not be loaded.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await jobApi(createHttp({ baseUrl: server.url, notify }))
          .getOptions()
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(500);
        expect(shown).toEqual([{ kind: 'error', message: 'The lookups could not be loaded.' }]);
      });
  });
});

// ---- Candidate discovery (calls and shapes proposed here: contracts/reference.md) ------------------------------

describe('Job/search', () => {
  const tenMiles = { distanceMiles: 10 };
  const noPoint = { distanceMiles: null, ...activeDates };

  // One filter each, against the job in another field and place (focus 14, paying 20,000-30,000): a search that
  // ignores the filter returns both jobs.
  // Both at Keystone Paddle Co.: the searches below narrow by its name (keyword `keystone`), so a populated server's
  // other jobs stay out, and the filter alone tells the two apart.
  const twoJobs = (interaction: ReturnType<typeof pact.addInteraction>) =>
    interaction
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('an active job {jobId} titled {title} in another field and place exists at company {companyId}', {
        jobId: 13,
        title: 'Booking Developer',
        companyId: job.companyId,
      });

  it('finds the active jobs that pass every filter, sorted as asked', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given(
        'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago',
        {
          jobId: 12,
          title: 'Lead Trip Planner',
          companyId: job.companyId,
          daysAgo: 3,
        },
      )
      .given(
        'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago',
        {
          jobId: 14,
          title: 'Senior Trip Planner',
          companyId: job.companyId,
          daysAgo: 5,
        },
      )
      .given('decoys of the job {jobId} exist that each miss one search filter', { jobId: job.jobId })
      .uponReceiving('a search for active jobs with filters')
      .withRequest('GET', '/Job/search', (b) =>
        b.query({
          keyword: 'trip planner',
          jobTypes: ['1', '7'],
          remoteStatuses: '6',
          datePosted: 'PastWeek',
          // Ten miles north of the jobs (16 km): a radius of 12 read as kilometres would find none.
          lat: '40.4181',
          lng: '-76.8867',
          radius: '12',
          state: 'PA',
          salaryMin: '40000',
          salaryCompensationId: '5',
          yearsOfExperienceIds: '2',
          benefits: 'isHousingIncluded',
          sort: 'title',
          order: 'asc',
          pageNumber: '1',
          pageSize: '10',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Exact ids, order and count: a decoy that slips through, or another order (by date, or descending), fails.
            // The distance from the search point is exact (10.0 miles, rounded to a tenth).
            items: [
              seasonal(12, 'Lead Trip Planner', { ...tenMiles, ...seasonalDates(3) }),
              card(job.jobId, job.title, { ...tenMiles, ...activeDates }),
              seasonal(14, 'Senior Trip Planner', { ...tenMiles, ...seasonalDates(5) }),
            ],
            totalCount: 3,
            pageNumber: 1,
            pageSize: 10,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await jobApi(createHttp({ baseUrl: server.url })).search({
          keyword: 'trip planner',
          jobTypes: [JobType.FullTime, JobType.SeasonalFullTime],
          remoteStatuses: [RemoteStatus.RemoteConsidered],
          datePosted: DatePostedFilter.PastWeek,
          lat: 40.4181,
          lng: -76.8867,
          radius: 12,
          state: 'PA',
          salaryMin: 40000,
          salaryCompensationId: 5,
          yearsOfExperienceIds: [2],
          benefits: ['isHousingIncluded'],
          sort: 'title',
          order: 'asc',
          pageNumber: 1,
          pageSize: 10,
        });
        expect(page.items.map((j) => j.title)).toEqual([
          'Lead Trip Planner',
          'River Trip Planner',
          'Senior Trip Planner',
        ]);
        expect(page.totalCount).toBe(3);
        expect(page.items[1]).toMatchObject({
          companyName: 'Keystone Paddle Co.',
          salaryCompensationName: 'per year',
          distanceMiles: 10,
        });
      });
  });

  it('finds the jobs of one job field only', async () => {
    await twoJobs(pact.addInteraction())
      .uponReceiving('a search for the jobs of a job field')
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'keystone', jobFieldId: '1' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [card(job.jobId, job.title, noPoint)],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await jobApi(createHttp({ baseUrl: server.url })).search({ keyword: 'keystone', jobFieldId: 1 });
        expect(page.items.map((j) => j.id)).toEqual([job.jobId]);
      });
  });

  it('finds the jobs of one focus only', async () => {
    await twoJobs(pact.addInteraction())
      .uponReceiving('a search for the jobs of a focus')
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'keystone', focusIds: '2' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [card(job.jobId, job.title, noPoint)],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await jobApi(createHttp({ baseUrl: server.url })).search({ keyword: 'keystone', focusIds: [2] });
        expect(page.items.map((j) => j.id)).toEqual([job.jobId]);
      });
  });

  it('finds the jobs paying no more than the maximum', async () => {
    await twoJobs(pact.addInteraction())
      .uponReceiving('a search with a maximum salary')
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'keystone', salaryMax: '35000' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // The job in another field and place: part-time, on site, in Pittsburgh, paying 20,000-30,000.
            items: [
              card(13, 'Booking Developer', {
                jobType: 2,
                remoteStatus: 4,
                city: 'Pittsburgh',
                salaryMin: 20000,
                salaryMax: 30000,
                ...noPoint,
              }),
            ],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await jobApi(createHttp({ baseUrl: server.url })).search({
          keyword: 'keystone',
          salaryMax: 35000,
        });
        expect(page.items.map((j) => j.id)).toEqual([13]);
      });
  });

  it('answers 400 with field errors when the minimum salary is above the maximum', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a search with a minimum salary above the maximum')
      .withRequest('GET', '/Job/search', (b) => b.query({ salaryMin: '50000', salaryMax: '40000' }))
      .willRespondWith(400, (b) =>
        b.jsonBody({ errors: { salaryMax: M.eachLike(M.string('The maximum must be at least the minimum')) } }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await jobApi(createHttp({ baseUrl: server.url, notify }))
          .search({ salaryMin: 50000, salaryMax: 40000 })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(400);
        expect((error as ApiError).fieldErrors).toEqual({ salaryMax: 'The maximum must be at least the minimum' });
        expect(shown).toEqual([{ kind: 'warning', message: 'The maximum must be at least the minimum' }]);
      });
  });
});
