import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, candidate, signedIn } from './job-fixtures';
import { refusedSessions } from './optional-sign-in';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { payInsightsApi } from '../../src/api/pay-insights';
import type { PayPeriod } from '../../src/domain/pay-insights';

/**
 * Job/pay-insights of src/api/pay-insights.ts (designed here: contracts/reference.md). The state's jobs are the only
 * ones; their figures are computed by hand below (8 hours a day, 40 a week, 2,080 a year, a month a twelfth of a
 * year; a group of fewer than 3 jobs withheld). Sign-in is optional, but a token sent must be valid.
 */
const pact = apiPact();

const SET = 'the only jobs are the pay insights set of jobs from id {firstId}';
const set = { firstId: 31 };
const client = (url: string, options: Omit<Parameters<typeof createHttp>[0], 'baseUrl'> = {}) =>
  payInsightsApi(createHttp({ baseUrl: url, ...options }));

/** The US jobs per year (the state's list in contracts/reference.md: low, high and middle of each job's pay). */
const yearly = {
  period: 'year',
  country: 'US',
  currency: 'USD',
  minJobs: 3,
  jobCount: 9,
  groupings: {
    field: {
      groups: [
        { key: '8', name: 'Engineering & Technology', jobCount: 3, min: 78000, median: 100000, max: 110000 },
        { key: '1', name: 'Guiding & Instruction', jobCount: 4, min: 30000, median: 47400, max: 60000 },
      ],
      withheld: 1,
    },
    focus: {
      groups: [
        { key: '14', name: 'Software', jobCount: 3, min: 78000, median: 100000, max: 110000 },
        { key: '2', name: 'Paddling', jobCount: 3, min: 30000, median: 46800, max: 60000 },
      ],
      withheld: 3,
    },
    jobType: {
      groups: [
        { key: '1', name: 'Full-time', jobCount: 5, min: 41600, median: 91000, max: 110000 },
        { key: '2', name: 'Part-time', jobCount: 3, min: 25000, median: 30000, max: 48000 },
      ],
      withheld: 1,
    },
    region: {
      groups: [
        { key: 'CO', name: 'Colorado', jobCount: 4, min: 37440, median: 69500, max: 104000 },
        { key: 'PA', name: 'Pennsylvania', jobCount: 5, min: 25000, median: 46800, max: 110000 },
      ],
      withheld: 0,
    },
  },
};

/** The Engineering & Technology jobs per hour, to the cent: 3 jobs, 2 in Colorado and 1 in Pennsylvania. */
const software = { jobCount: 3, min: 37.5, median: 48.08, max: 52.88 };
const hourlyField8 = {
  period: 'hour',
  country: 'US',
  currency: 'USD',
  minJobs: 3,
  jobCount: 3,
  groupings: {
    field: { groups: [{ key: '8', name: 'Engineering & Technology', ...software }], withheld: 0 },
    focus: { groups: [{ key: '14', name: 'Software', ...software }], withheld: 0 },
    jobType: { groups: [{ key: '1', name: 'Full-time', ...software }], withheld: 0 },
    region: { groups: [], withheld: 2 },
  },
};

/** Canada's one job: too few for any figure; in Canadian dollars. */
const canada = {
  period: 'week',
  country: 'CA',
  currency: 'CAD',
  minJobs: 3,
  jobCount: 1,
  groupings: {
    field: { groups: [], withheld: 1 },
    focus: { groups: [], withheld: 1 },
    jobType: { groups: [], withheld: 1 },
    region: { groups: [], withheld: 1 },
  },
};

describe('Job/pay-insights', () => {
  it('gives min, median and max per group per year, of the live US jobs with pay, the highest median first', async () => {
    await pact
      .addInteraction()
      .given(SET, set)
      .uponReceiving('a request for the pay insights per year')
      .withRequest('GET', '/Job/pay-insights', (b) => b.query({ period: 'year' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: yearly }))
      .executeTest(async (server) => {
        const insights = await client(server.url).get({ period: 'year' });
        expect(insights.groupings.field.groups.map((g) => [g.name, g.median])).toEqual([
          ['Engineering & Technology', 100000],
          ['Guiding & Instruction', 47400],
        ]);
      });
  });

  it("converts every job from its own period, per hour to the cent, of one job field's jobs", async () => {
    await pact
      .addInteraction()
      .given(SET, set)
      .uponReceiving("a request for the pay insights per hour of a job field's jobs")
      .withRequest('GET', '/Job/pay-insights', (b) => b.query({ period: 'hour', jobFieldId: '8' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: hourlyField8 }))
      .executeTest(async (server) => {
        const insights = await client(server.url).get({ period: 'hour', jobFieldId: 8 });
        expect(insights.groupings.jobType.groups).toEqual([{ key: '1', name: 'Full-time', ...software }]);
      });
  });

  it("gives a signed-in candidate Canada's figures in Canadian dollars", async () => {
    await pact
      .addInteraction()
      .given(SET, set)
      .given('the candidate {email} is signed in with token {token}', candidate)
      .uponReceiving("a signed-in candidate's request for the pay insights per week in Canada")
      .withRequest('GET', '/Job/pay-insights', (b) =>
        b.query({ period: 'week', country: 'CA' }).headers(bearer(candidate.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: canada }))
      .executeTest(async (server) => {
        const insights = await client(server.url, signedIn(candidate.token)).get({ period: 'week', country: 'CA' });
        expect(insights).toMatchObject({ currency: 'CAD', jobCount: 1 });
      });
  });

  it('answers 400 with field errors to a period that is none', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the pay insights per fortnight')
      .withRequest('GET', '/Job/pay-insights', (b) => b.query({ period: 'fortnight' }))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          errors: { period: M.eachLike(M.string('Choose a pay period: hour, day, week, month or year')) },
        }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, { notify })
          .get({ period: 'fortnight' as PayPeriod })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(400);
        expect(shown).toEqual([{ kind: 'warning', message: 'Choose a pay period: hour, day, week, month or year' }]);
      });
  });

  it('answers 400 with field errors to a job field that is none', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the pay insights of an unknown job field')
      .withRequest('GET', '/Job/pay-insights', (b) => b.query({ period: 'year', jobFieldId: '99' }))
      .willRespondWith(400, (b) => b.jsonBody({ errors: { jobFieldId: M.eachLike(M.string('Unknown job field')) } }))
      .executeTest(async (server) => {
        const error = await client(server.url)
          .get({ period: 'year', jobFieldId: 99 })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(400);
        expect((error as ApiError).fieldErrors).toEqual({ jobFieldId: 'Unknown job field' });
      });
  });
});

describe('Job/pay-insights with a token that is no valid session', () => {
  refusedSessions(pact, {
    what: 'a request for the pay insights',
    method: 'GET',
    path: '/Job/pay-insights',
    request: (b) => b.query({ period: 'year' }),
    call: (http) => payInsightsApi(http).get({ period: 'year' }),
  });
});
