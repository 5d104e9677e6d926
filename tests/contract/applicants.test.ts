import { describe, expect, it } from 'vitest';
import {
  caseyListed,
  client,
  expectNotMember,
  jordanListed,
  notMemberBody,
  withApplicants,
  withOtherCompanysJob,
} from './applicants-fixtures';
import { bearer, employer, job } from './job-fixtures';
import { apiPact } from './pact';
import { ApiError } from '../../src/api/http';
import { AppliedByFilter } from '../../src/domain/enums/applications';
import { CandidateMatchSort, CandidateSort } from '../../src/domain/enums/hiring';

/**
 * src/api/applicants.ts: a job's applicants as its employer sees them (calls proposed here; the applicants:
 * ./applicants-fixtures.ts). Moving them: ./applicants-stage.test.ts.
 */
const pact = apiPact();

const page = (items: unknown[], counts: Record<string, number>, totalCount = items.length) => ({
  result: { items, totalCount, pageNumber: 1, pageSize: 20, counts },
});

describe('admin/Job/{id}/applicants', () => {
  it('lists the applicants with their match, the best match first when no sort is asked for', async () => {
    await withApplicants(pact.addInteraction())
      .uponReceiving("a request for a job's applicants")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody(page([caseyListed(0), jordanListed], { '0': 2, '1': 0, '2': 0, '3': 0, '4': 2 })),
      )
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId);
        expect(listed.items.map((a) => `${a.firstName} ${a.matchPercent}`)).toEqual(['Casey 100', 'Jordan 33']);
      });
  });

  it('lists the newest applicants first, or by name', async () => {
    await withApplicants(pact.addInteraction())
      .uponReceiving("a request for a job's applicants, newest first")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ sort: '1' }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(page([jordanListed, caseyListed(0)], { '0': 2, '1': 0, '2': 0, '3': 0, '4': 2 })),
      )
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId, { sort: CandidateMatchSort.NewestFirst });
        expect(listed.items.map((a) => a.lastName)).toEqual(['Blake', 'Rivera']);
      });
  });

  it('sorts the applicants by name', async () => {
    await withApplicants(pact.addInteraction())
      .uponReceiving("a request for a job's applicants by name")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ candidateSort: '0' }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(page([jordanListed, caseyListed(0)], { '0': 2, '1': 0, '2': 0, '3': 0, '4': 2 })),
      )
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId, { candidateSort: CandidateSort.Name });
        expect(listed.items.map((a) => a.lastName)).toEqual(['Blake', 'Rivera']);
      });
  });

  it('lists one stage, with the count of each, after the employer moved an applicant', async () => {
    await withApplicants(pact.addInteraction())
      .given('the employer signed in with token {token} moved the application {applicationId} to stage {stage}', {
        token: employer.token,
        applicationId: 501,
        stage: AppliedByFilter.Interviewing,
      })
      .uponReceiving("a request for a job's applicants at stage Interviewing")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ stage: '1' }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody(page([caseyListed(1)], { '0': 1, '1': 1, '2': 0, '3': 0, '4': 2 })))
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId, { stage: AppliedByFilter.Interviewing });
        expect(listed.items.map((a) => [a.lastName, a.stage])).toEqual([['Rivera', 1]]);
        expect(listed.counts).toEqual({ '0': 1, '1': 1, '2': 0, '3': 0, '4': 2 });
      });
  });

  it("keeps those whose minimum the job's pay reaches, within range", async () => {
    await withApplicants(pact.addInteraction())
      .uponReceiving("a request for a job's applicants within its pay range")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ range: 'WithinRange', radius: 'WithinRadius' }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody(page([caseyListed(0)], { '0': 1, '1': 0, '2': 0, '3': 0, '4': 1 })))
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId, { range: 'WithinRange', radius: 'WithinRadius' });
        expect(listed.items.map((a) => a.lastName)).toEqual(['Rivera']);
      });
  });

  it('keeps those within reach, for a job done on site', async () => {
    await withApplicants(pact.addInteraction())
      .given('the job {jobId} is done on site', { jobId: job.jobId })
      .uponReceiving('a request for the applicants within reach of a job done on site')
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ radius: 'WithinRadius' }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          page(
            [
              {
                ...caseyListed(0),
                // About a mile away, within her 50; on site, though she would consider remote work.
                matchPercent: 95,
                matchReasons: [
                  'Their focus: Paddling',
                  '1 mi from Harrisburg',
                  'Full-time, as they prefer',
                  'Pays their $45,000 minimum or more',
                  'On site',
                ],
              },
            ],
            { '0': 1, '1': 0, '2': 0, '3': 0, '4': 1 },
          ),
        ),
      )
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId, { radius: 'WithinRadius' });
        expect(listed.items.map((a) => `${a.lastName} ${a.matchPercent}`)).toEqual(['Rivera 95']);
      });
  });

  it("answers 403 to the applicants of another company's job", async () => {
    await withOtherCompanysJob(pact.addInteraction())
      .uponReceiving("a request for the applicants of another company's job")
      .withRequest('GET', '/admin/Job/24/applicants', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(403, (b) => b.jsonBody(notMemberBody))
      .executeTest((server) => expectNotMember((notify) => client(server.url, notify).list(24)));
  });

  it('answers 404 to the applicants of a job that does not exist', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('no job has the id {jobId}', { jobId: 404 })
      .uponReceiving('a request for the applicants of a job that does not exist')
      .withRequest('GET', '/admin/Job/404/applicants', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This job does not exist.' }))
      .executeTest(async (server) => {
        const error = await client(server.url)
          .list(404)
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(404);
      });
  });

  it('answers 400 to an unknown stage, saying so', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving("a request for a job's applicants at an unknown stage")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ stage: '9' }).headers(bearer(employer.token)),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ error: 'Some query parameters are not valid.', errors: { stage: ['Unknown application stage'] } }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .list(job.jobId, { stage: 9 as AppliedByFilter })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ stage: 'Unknown application stage' });
      });
  });
});
