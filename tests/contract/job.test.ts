import { describe, expect, it, vi } from 'vitest';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { jobApi } from '../../src/api/job';
import { ApiError, createHttp } from '../../src/api/http';
import {
  ApplicationStatus,
  AppliedByFilter,
  DatePostedFilter,
  JobType,
  RecommendedJobsSort,
  RemoteStatus,
} from '../../src/domain/enums';
import { apiPact, ISO_FORMAT, recordingNotifier } from './pact';

const pact = apiPact();
const option = { id: M.integer(1), name: M.string('Full-time') };

describe('Job/options/get', () => {
  it('returns the lookups of job forms and filters', async () => {
    await pact
      .addInteraction()
      .given('job options exist')
      .uponReceiving('a request for the job options')
      .withRequest('GET', '/Job/options/get')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            jobTypes: M.eachLike(option),
            remoteStatuses: M.eachLike(option),
            salaryCompensations: M.eachLike(option),
            yearsOfExperience: M.eachLike(option),
            focuses: M.eachLike({ ...option, jobFieldId: M.integer(1) }),
            jobFields: M.eachLike(option),
          },
        }),
      )
      .executeTest(async (server) => {
        const options = await jobApi(createHttp({ baseUrl: server.url })).getOptions();
        expect(options.jobTypes[0]).toEqual({ id: 1, name: 'Full-time' });
        expect(options.focuses[0]?.jobFieldId).toBe(1);
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
        const error = await jobApi(createHttp({ baseUrl: server.url, notify })).getOptions().catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(500);
        expect(shown).toEqual([{ kind: 'error', message: 'The lookups could not be loaded.' }]);
      });
  });
});

// ---- Candidate discovery (calls and shapes proposed here: contracts/README.md) ------------------------------

const candidate = { email: 'casey@example.com', token: 'candidate-token-1' };
const employer = { email: 'riley@example.com', token: 'employer-token-1' };
/** The active job most cases use, and its company (see the state in contracts/README.md). */
const job = { jobId: 11, title: 'River Trip Planner', companyId: 2 };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const signedIn = (token: string) => ({ getToken: () => token });
const date = (example: string) => M.datetime(ISO_FORMAT, example);

/**
 * A job card, matched by type. `id` is given when the filter under test decides which job comes back (then it is
 * exact); `distanceMiles` is null where no point is measured from.
 */
const card = (id: number, title: string, changes: Record<string, unknown> = {}) => ({
  id,
  title: M.string(title),
  status: M.integer(3),
  jobType: M.integer(1),
  remoteStatus: M.integer(3),
  companyId: M.integer(job.companyId),
  companyName: M.string('Keystone Paddle Co.'),
  companyPath: M.string('keystone-paddle-co'),
  companyLogo: M.string('/logos/keystone-paddle-co.svg'),
  city: M.string('Harrisburg'),
  state: M.string('PA'),
  country: M.string('US'),
  createdDate: date('2026-05-04T09:00:00.000Z'),
  publishedDate: date('2026-05-05T09:00:00.000Z'),
  expireDate: date('2026-06-05T09:00:00.000Z'),
  isSponsored: M.boolean(false),
  salaryMin: M.number(45000),
  salaryMax: M.number(60000),
  salaryCompensationId: M.integer(5),
  salaryCompensationName: M.string('per year'),
  isHousingIncluded: M.boolean(true),
  isHousingSubsidized: M.boolean(false),
  isRelocationStipend: M.boolean(false),
  isCommuterBenefits: M.boolean(false),
  isHQPosition: M.boolean(false),
  distanceMiles: M.number(0.9),
  ...changes,
});

/** A card of the seasonal full-time (7), hybrid (5) jobs of the search. */
const seasonal = (id: number, title: string) =>
  card(id, title, { jobType: M.integer(JobType.SeasonalFullTime), remoteStatus: M.integer(RemoteStatus.Hybrid) });

const jobDetail = (myStatus: unknown) => ({
  ...card(job.jobId, job.title, { distanceMiles: M.nullValue() }),
  description: M.string('River Trip Planner: plan and lead multi-day paddling trips for small groups.'),
  score: M.number(80),
  jobFieldId: M.integer(1),
  jobFieldName: M.string('Guiding & Instruction'),
  focusId: M.integer(2),
  focusName: M.string('Paddling'),
  yearsOfExperienceId: M.integer(2),
  yearsOfExperienceName: M.string('1-2 years'),
  lat: M.number(40.2732),
  lng: M.number(-76.8867),
  remoteCountries: M.eachLike(M.string('US')),
  company: {
    id: M.integer(job.companyId),
    name: M.string('Keystone Paddle Co.'),
    path: M.string('keystone-paddle-co'),
    logo: M.string('/logos/keystone-paddle-co.svg'),
    description: M.string('Guided paddling trips on the Susquehanna since 1998.'),
    city: M.string('Harrisburg'),
    state: M.string('PA'),
    country: M.string('US'),
    website: M.string('https://keystone-paddle.example'),
    activeJobsCount: M.integer(1),
  },
  myStatus,
});

const forbiddenBody = { error: M.string('You do not have permission to do that.') };
const forbiddenToast = [{ kind: 'warning', message: 'You do not have permission to do that.' }];

describe('Job/search', () => {
  it('finds the active jobs that pass every filter, sorted as asked', async () => {
    await pact
      .addInteraction()
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago', {
        jobId: 12,
        title: 'Lead Trip Planner',
        companyId: job.companyId,
        daysAgo: 3,
      })
      .given('an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago', {
        jobId: 14,
        title: 'Senior Trip Planner',
        companyId: job.companyId,
        daysAgo: 5,
      })
      .given('decoys of the job {jobId} exist that each miss one search filter', { jobId: job.jobId })
      .uponReceiving('a search for active jobs with filters')
      .withRequest('GET', '/Job/search', (b) =>
        b.query({
          keyword: 'trip planner',
          jobTypes: ['1', '7'],
          remoteStatuses: '6',
          datePosted: 'PastWeek',
          lat: '40.2598',
          lng: '-76.8824',
          radius: '50',
          salaryMin: '40000',
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
            items: [seasonal(12, 'Lead Trip Planner'), card(job.jobId, job.title), seasonal(14, 'Senior Trip Planner')],
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
          lat: 40.2598,
          lng: -76.8824,
          radius: 50,
          salaryMin: 40000,
          benefits: ['isHousingIncluded'],
          sort: 'title',
          order: 'asc',
          pageNumber: 1,
          pageSize: 10,
        });
        expect(page.items.map((j) => j.title)).toEqual(['Lead Trip Planner', 'River Trip Planner', 'Senior Trip Planner']);
        expect(page.totalCount).toBe(3);
        expect(page.items[1]).toMatchObject({ companyName: 'Keystone Paddle Co.', salaryCompensationName: 'per year', distanceMiles: 0.9 });
      });
  });

  it('answers 400 with field errors when the minimum salary is above the maximum', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a search with a minimum salary above the maximum')
      .withRequest('GET', '/Job/search', (b) => b.query({ salaryMin: '50000', salaryMax: '40000' }))
      .willRespondWith(400, (b) => b.jsonBody({ errors: { salaryMax: M.eachLike(M.string('The maximum must be at least the minimum')) } }))
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

describe('Job/by-id', () => {
  it("returns an active job's page with its company card", async () => {
    await pact
      .addInteraction()
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request for an active job by id')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: String(job.jobId) }))
      .willRespondWith(200, (b) => b.jsonBody({ result: jobDetail(null) }))
      .executeTest(async (server) => {
        const detail = await jobApi(createHttp({ baseUrl: server.url })).getById(job.jobId);
        expect(detail).toMatchObject({ id: job.jobId, title: job.title, focusName: 'Paddling', remoteCountries: ['US'], myStatus: null });
        expect(detail.company).toMatchObject({ name: 'Keystone Paddle Co.', website: 'https://keystone-paddle.example', activeJobsCount: 1 });
      });
  });

  it('tells a signed-in candidate that they saved the job', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: job.jobId })
      .uponReceiving('a request for a saved job by id')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: jobDetail({ status: 4, stage: M.integer(0), appliedDate: M.nullValue() }) }))
      .executeTest(async (server) => {
        const detail = await jobApi(createHttp({ baseUrl: server.url, ...signedIn(candidate.token) })).getById(job.jobId);
        expect(detail.myStatus).toEqual({ status: ApplicationStatus.Watching, stage: 0, appliedDate: null });
      });
  });

  it('answers 404 to an unknown id, shown as an error', async () => {
    await pact
      .addInteraction()
      .given('no job has the id {jobId}', { jobId: 999 })
      .uponReceiving('a request for an unknown job by id')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: '999' }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This job does not exist or is no longer listed.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await jobApi(createHttp({ baseUrl: server.url, notify })).getById(999).catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This job does not exist or is no longer listed.' }]);
      });
  });
});

describe('Job/recommended', () => {
  it("lists the jobs that match the candidate's profile, with the match and its reasons", async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('an active job {jobId} titled {title} in another field and place exists at company {companyId}', {
        jobId: 13,
        title: 'Software Engineer',
        companyId: job.companyId,
      })
      .given('the candidate {email} has a profile matching the job {jobId}', { email: candidate.email, jobId: job.jobId })
      .uponReceiving('a request for the recommended jobs')
      .withRequest('GET', '/Job/recommended', (b) =>
        b.query({ datePosted: 'PastMonth', sort: 'HighLowMatch' }).headers(bearer(candidate.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Exact id and count: the job in another field and place matches too little to be recommended.
            items: [{ ...card(job.jobId, job.title), matchPercent: M.integer(100), matchReasons: M.eachLike(M.string('Your focus: Paddling')) }],
            totalCount: 1,
            pageNumber: M.integer(1),
            pageSize: M.integer(20),
          },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token) });
        const page = await jobApi(http).recommended({ datePosted: DatePostedFilter.PastMonth, sort: RecommendedJobsSort.HighLowMatch });
        expect(page.items).toHaveLength(1);
        expect(page.items[0]).toMatchObject({ id: job.jobId, matchPercent: 100, matchReasons: ['Your focus: Paddling'] });
      });
  });

  it("answers 403 to an employer's token, shown as a warning", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving('a request for the recommended jobs with an employer token')
      .withRequest('GET', '/Job/recommended', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(employer.token), notify });
        const error = await jobApi(http).recommended({}).catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
      });
  });
});

describe('POST Job/watch', () => {
  it('saves an active job for the candidate (status 4, Watching)', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request to save a job')
      .withRequest('POST', '/Job/watch', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: { status: 4, stage: M.integer(0), appliedDate: M.nullValue() } }))
      .executeTest(async (server) => {
        const status = await jobApi(createHttp({ baseUrl: server.url, ...signedIn(candidate.token) })).watch(job.jobId);
        expect(status).toEqual({ status: ApplicationStatus.Watching, stage: 0, appliedDate: null });
      });
  });

  it('answers 401 to an unknown token, which logs the user out', async () => {
    await pact
      .addInteraction()
      .given('no session has the token {token}', { token: 'expired-token' })
      .uponReceiving('a request to save a job with an unknown token')
      .withRequest('POST', '/Job/watch', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer('expired-token')))
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string('Your session has expired or is not valid. Please sign in again.') }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn('expired-token'), onUnauthorized, notify });
        const error = await jobApi(http).watch(job.jobId).catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
        expect(shown).toEqual([]);
      });
  });
});

describe('DELETE Job/watch', () => {
  it('removes a saved job', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: job.jobId })
      .uponReceiving('a request to remove a saved job')
      .withRequest('DELETE', '/Job/watch', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: null }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token), notify });
        await expect(jobApi(http).unwatch(job.jobId)).resolves.toBeUndefined();
        expect(shown).toEqual([]);
      });
  });

  it('answers 404 when the job is not saved, shown as an error', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request to remove a job that is not saved')
      .withRequest('DELETE', '/Job/watch', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This job is not in your saved jobs.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token), notify });
        const error = await jobApi(http).unwatch(job.jobId).catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This job is not in your saved jobs.' }]);
      });
  });
});

describe('Job/apply', () => {
  it('applies to an active job (status 0, Applied) and says when', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('an application to a job')
      .withRequest('POST', '/Job/apply', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: { status: 0, stage: M.integer(0), appliedDate: date('2026-05-06T10:30:00.000Z') } }),
      )
      .executeTest(async (server) => {
        const status = await jobApi(createHttp({ baseUrl: server.url, ...signedIn(candidate.token) })).apply(job.jobId);
        expect(status).toEqual({ status: ApplicationStatus.Applied, stage: 0, appliedDate: '2026-05-06T10:30:00.000Z' });
      });
  });

  it('answers 409 when the candidate has already applied, shown as an error', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: candidate.email,
        jobId: job.jobId,
        stage: AppliedByFilter.Applied,
      })
      .uponReceiving('an application to a job already applied to')
      .withRequest('POST', '/Job/apply', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(409, (b) => b.jsonBody({ error: M.string('You have already applied to this job.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token), notify });
        const error = await jobApi(http).apply(job.jobId).catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
        expect(shown).toEqual([{ kind: 'error', message: 'You have already applied to this job.' }]);
      });
  });
});

describe('Job/my-jobs', () => {
  it("lists the candidate's applications at one stage", async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('an active job {jobId} titled {title} exists at company {companyId}', { jobId: 12, title: 'Raft Guide', companyId: job.companyId })
      .given('an active job {jobId} titled {title} exists at company {companyId}', { jobId: 13, title: 'Kayak Instructor', companyId: job.companyId })
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: candidate.email,
        jobId: job.jobId,
        stage: AppliedByFilter.Interviewing,
      })
      // Decoys: an application at another stage, and a saved job.
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: candidate.email,
        jobId: 12,
        stage: AppliedByFilter.Applied,
      })
      .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: 13 })
      .uponReceiving('a request for the applied jobs at stage Interviewing')
      .withRequest('GET', '/Job/my-jobs', (b) => b.query({ status: '0', appliedBy: '1' }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Exact job id, status, stage and count: the decoys must stay out.
            items: [
              {
                id: M.integer(1),
                status: 0,
                stage: 1,
                createdDate: date('2026-05-03T09:00:00.000Z'),
                appliedDate: date('2026-05-03T09:00:00.000Z'),
                job: card(job.jobId, job.title, { distanceMiles: M.nullValue() }),
              },
            ],
            totalCount: 1,
            pageNumber: M.integer(1),
            pageSize: M.integer(20),
          },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token) });
        const page = await jobApi(http).myJobs({ status: ApplicationStatus.Applied, appliedBy: AppliedByFilter.Interviewing });
        expect(page.totalCount).toBe(1);
        expect(page.items[0]).toMatchObject({ status: 0, stage: AppliedByFilter.Interviewing, job: { id: job.jobId, title: job.title } });
      });
  });

  it("answers 403 to an employer's token, shown as a warning", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving('a request for the applied jobs with an employer token')
      .withRequest('GET', '/Job/my-jobs', (b) => b.query({ status: '0', appliedBy: '1' }).headers(bearer(employer.token)))
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(employer.token), notify });
        const error = await jobApi(http).myJobs({ status: ApplicationStatus.Applied, appliedBy: AppliedByFilter.Interviewing }).catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
      });
  });
});
