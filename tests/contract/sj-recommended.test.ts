import { describe, expect, it } from 'vitest';
import { bearer, candidate, CLOCK, day, job, jobDetail, NOW, signedIn } from './job-fixtures';
import { apiPact } from './pact';
import { recommendable, recommendedItem, SEASONAL, seasonalItem } from './sj-fixtures';
import { createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { RecommendedJobsSort } from '../../src/domain/enums/applications';
import { DatePostedFilter } from '../../src/domain/enums/job-search';

/**
 * src/api/job-candidate.ts: the recommended jobs beside the candidate's own records (a saved job is still recommended,
 * one applied to is not), `datePosted` at its bound and by the date published, and the order of two jobs of one match.
 */
const pact = apiPact();

const client = (url: string) => jobCandidateApi(createHttp({ baseUrl: url, ...signedIn(candidate.token) }));

describe('Job/recommended beside saved and applied jobs', () => {
  it('still recommends a job the candidate saved, not one they applied to', async () => {
    await recommendable(pact.addInteraction())
      .given(SEASONAL, { jobId: 12, title: 'Seasonal Trip Planner', companyId: job.companyId, daysAgo: 0 })
      .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: job.jobId })
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: candidate.email,
        jobId: 12,
        stage: 0,
      })
      .uponReceiving('a request for the recommended jobs beside a job saved and one applied to')
      .withRequest('GET', '/Job/recommended', (b) => b.headers(bearer(candidate.token)))
      // The saved job stays; the seasonal job (recommended otherwise: 85 %) is under Applied instead.
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: { items: [recommendedItem()], totalCount: 1, pageNumber: 1, pageSize: 20 } }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).recommended({});
        expect(page.items.map((j) => j.id)).toEqual([job.jobId]);
      });
  });
});

describe('Job/recommended of a candidate open to any pay', () => {
  it('fits the pay of a candidate open to any pay, below their minimum', async () => {
    // The job pays $45,000 to $60,000 a year; the candidate asks $90,000 but is open to any pay: the whole pay part.
    const expected = {
      ...recommendedItem(),
      matchReasons: [
        'Your focus: Paddling',
        'No commute',
        'Full-time, as you prefer',
        'Open to any pay',
        'Remote, as you prefer',
      ],
    };
    await recommendable(pact.addInteraction())
      .given('the candidate {email} asks at least {min} in the pay period of the job {jobId}, but is open to any pay', {
        email: candidate.email,
        min: 90_000,
        jobId: job.jobId,
      })
      .uponReceiving('a request for the recommended jobs of a candidate open to any pay, asking more than they pay')
      .withRequest('GET', '/Job/recommended', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: { items: [expected], totalCount: 1, pageNumber: 1, pageSize: 20 } }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).recommended({});
        expect(page.items.map((j) => [j.id, j.matchPercent, j.matchReasons[3]])).toEqual([
          [job.jobId, 100, 'Open to any pay'],
        ]);
      });
  });
});

describe('Job/recommended of a candidate in a town without coordinates', () => {
  it('measures no distance from a home town the place list does not know', async () => {
    // The remote job still needs no commute, at no distance; the hybrid one earns half of the distance part, as
    // with no place: 40 + 10 + 15 + 10 = 75.
    const seasonalNoPlace = {
      ...seasonalItem(12, 'Seasonal Trip Planner', 0),
      distanceMiles: null,
      matchPercent: 75,
      matchReasons: [
        'Your focus: Paddling',
        'Pays your $45,000 minimum or more',
        'Add your location to match by distance',
        'Hybrid: partly remote',
      ],
    };
    await recommendable(pact.addInteraction())
      .given(SEASONAL, { jobId: 12, title: 'Seasonal Trip Planner', companyId: job.companyId, daysAgo: 0 })
      .given('the candidate {email} lives in Cross Fork, PA, a town the place list does not know', {
        email: candidate.email,
      })
      .uponReceiving('a request for the recommended jobs of a candidate in a town without coordinates')
      .withRequest('GET', '/Job/recommended', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Newest posted first, the default order.
            items: [seasonalNoPlace, recommendedItem({ distanceMiles: null })],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).recommended({});
        expect(page.items.map((j) => [j.id, j.distanceMiles, j.matchPercent])).toEqual([
          [12, null, 75],
          [job.jobId, null, 100],
        ]);
      });
  });
});

describe('Job/recommended before the candidate has a profile', () => {
  it('recommends nothing to a candidate who has not filled in a profile yet', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given(SEASONAL, { jobId: 12, title: 'Seasonal Trip Planner', companyId: job.companyId, daysAgo: 0 })
      // Another candidate's profile, which matches the job: it is not theirs.
      .given('the candidate {email} has a profile matching the job {jobId}', {
        email: 'robin@example.com',
        jobId: job.jobId,
      })
      .uponReceiving('a request for the recommended jobs of a candidate without a profile')
      .withRequest('GET', '/Job/recommended', (b) => b.headers(bearer(candidate.token)))
      // No focus to fit: no job is recommended (not a 404, nor every job).
      .willRespondWith(200, (b) => b.jsonBody({ result: { items: [], totalCount: 0, pageNumber: 1, pageSize: 20 } }))
      .executeTest(async (server) => {
        const page = await client(server.url).recommended({});
        expect(page).toEqual({ items: [], totalCount: 0, pageNumber: 1, pageSize: 20 });
      });
  });
});

describe('Job/recommended: datePosted and order', () => {
  it('keeps a job published exactly 30 days ago, and one published since though created before', async () => {
    await recommendable(pact.addInteraction())
      // Drafted 60 days ago, published yesterday: posted within the month, and the newest posted.
      .given('the job {jobId} was created {daysAgo} days ago', { jobId: job.jobId, daysAgo: 60 })
      .given(SEASONAL, { jobId: 12, title: 'Seasonal Trip Planner', companyId: job.companyId, daysAgo: 30 })
      .given(SEASONAL, {
        jobId: 14,
        title: 'Seasonal Trip Planner (last season)',
        companyId: job.companyId,
        daysAgo: 31,
      })
      .uponReceiving('a request for the recommended jobs of the past month, one published on its first day')
      .withRequest('GET', '/Job/recommended', (b) =>
        b.query({ datePosted: 'PastMonth' }).headers(bearer(candidate.token)),
      )
      // By the date published, newest first: yesterday, then 30 days ago (created 60 and 31 days ago: the other
      // order). Published 31 days ago: left out.
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [recommendedItem({ createdDate: day(-60) }), seasonalItem(12, 'Seasonal Trip Planner', 30)],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).recommended({ datePosted: DatePostedFilter.PastMonth });
        expect(page.items.map((j) => j.id)).toEqual([job.jobId, 12]);
      });
  });

  it('orders two jobs of one match by the date posted, the newest first', async () => {
    await recommendable(pact.addInteraction())
      .given(SEASONAL, { jobId: 12, title: 'Seasonal Trip Planner', companyId: job.companyId, daysAgo: 4 })
      .given(SEASONAL, { jobId: 14, title: 'Lead Seasonal Trip Planner', companyId: job.companyId, daysAgo: 2 })
      .uponReceiving('a request for the recommended jobs by match, two of one match')
      .withRequest('GET', '/Job/recommended', (b) => b.query({ sort: 'HighLowMatch' }).headers(bearer(candidate.token)))
      // 100 % first; the two seasonal jobs (85 % each) by the date posted: 2 days ago, then 4.
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [
              recommendedItem(),
              seasonalItem(14, 'Lead Seasonal Trip Planner', 2),
              seasonalItem(12, 'Seasonal Trip Planner', 4),
            ],
            totalCount: 3,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).recommended({ sort: RecommendedJobsSort.HighLowMatch });
        expect(page.items.map((j) => j.id)).toEqual([job.jobId, 14, 12]);
      });
  });
});

describe('Job/by-id of a job naming no focus', () => {
  it('gives null names for the focus and the experience level the job does not name', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the job {jobId} names no focus and no experience level', { jobId: job.jobId })
      .uponReceiving('a request for a job naming no focus nor experience level by id')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: String(job.jobId) }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: jobDetail(null, {
            focusId: null,
            focusName: null,
            yearsOfExperienceId: null,
            yearsOfExperienceName: null,
          }),
        }),
      )
      .executeTest(async (server) => {
        const detail = await jobCandidateApi(createHttp({ baseUrl: server.url })).getById(job.jobId);
        expect(detail).toMatchObject({
          focusName: null,
          yearsOfExperienceName: null,
          jobFieldName: 'Guiding & Instruction',
        });
      });
  });
});
