import { describe, expect, it } from 'vitest';
import {
  admin,
  bearer,
  CLOCK,
  employer,
  employerClient as client,
  jobInput,
  jobState,
  member,
  NOW,
  signedIn,
} from './job-fixtures';
import { reviewJob } from './job-review-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { jobReviewApi } from '../../src/api/job-review';
import type { JobInput } from '../../src/api/schemas/employer-job';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * What the job input's schema cannot check alone, each message exact: lookups that do not exist, a focus of another
 * job field, a deadline at the clock's very moment. And the review queue of every company (no `companyId`).
 */
const pact = apiPact();

const invalid = (errors: Record<string, string[]>) => ({ error: 'Some fields are not valid.', errors });

/** The 400 of a new job, each field's message shown beside it. */
async function expectRefused(url: string, body: JobInput, fieldErrors: Record<string, string>) {
  const error = await client(url)
    .create(body)
    .catch((e: unknown) => e);
  expect((error as ApiError).fieldErrors).toEqual(fieldErrors);
}

/** The employer signed in as a member of the job's company, the clock fixed. */
const employerAt = (interaction: ReturnType<typeof pact.addInteraction>) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is a member of company {companyId}', member);

describe('POST admin/Job: the lookups and the deadline', () => {
  it('answers 400 under each lookup that does not exist', async () => {
    // No job field, experience level or pay period has the id 99; Paddling (2) is a focus of no field 99.
    const body = { ...jobInput, jobFieldId: 99, yearsOfExperienceId: 99, salaryCompensationId: 99 };
    const errors = {
      jobFieldId: ['Choose a job field'],
      focusId: ['Choose a focus of the job field'],
      yearsOfExperienceId: ['Unknown experience level'],
      salaryCompensationId: ['Unknown pay period'],
    };
    await employerAt(pact.addInteraction())
      .uponReceiving('a new job whose job field, experience level and pay period do not exist')
      .withRequest('POST', '/admin/Job', (b) => b.headers(bearer(employer.token)).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody(invalid(errors)))
      .executeTest((server) =>
        expectRefused(server.url, body, {
          jobFieldId: 'Choose a job field',
          focusId: 'Choose a focus of the job field',
          yearsOfExperienceId: 'Unknown experience level',
          salaryCompensationId: 'Unknown pay period',
        }),
      );
  });

  it('answers 400 under focusId to a focus of another job field', async () => {
    // Store Management (4) is a focus of Retail & Sales (2), not of Guiding & Instruction (1).
    const body = { ...jobInput, jobFieldId: 1, focusId: 4 };
    await employerAt(pact.addInteraction())
      .uponReceiving('a new job with a focus of another job field')
      .withRequest('POST', '/admin/Job', (b) => b.headers(bearer(employer.token)).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody(invalid({ focusId: ['Choose a focus of the job field'] })))
      .executeTest((server) => expectRefused(server.url, body, { focusId: 'Choose a focus of the job field' }));
  });

  it("answers 400 under expireDate to a deadline at the clock's moment", async () => {
    const body = { ...jobInput, expireDate: NOW };
    await employerAt(pact.addInteraction())
      .uponReceiving("a new job whose deadline is the clock's moment")
      .withRequest('POST', '/admin/Job', (b) => b.headers(bearer(employer.token)).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody(invalid({ expireDate: ['Pick a deadline after today'] })))
      .executeTest((server) => expectRefused(server.url, body, { expireDate: 'Pick a deadline after today' }));
  });
});

describe('GET admin/Job/review without companyId', () => {
  it("lists every company's jobs waiting for review", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given(jobState, { jobId: 31, title: 'River Guide', companyId: 2, status: JobStatus.PendingReview })
      .given(jobState, { jobId: 34, title: 'Their River Guide', companyId: 3, status: JobStatus.PendingReview })
      .uponReceiving("a request for every company's jobs waiting for review")
      .withRequest('GET', '/admin/Job/review', (b) => b.query({ keyword: 'river' }).headers(bearer(admin.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [
              reviewJob(31, 'River Guide', JobStatus.PendingReview),
              reviewJob(34, 'Their River Guide', JobStatus.PendingReview, {
                companyId: 3,
                companyName: 'Keystone Paddle Co. 3',
                companyLogo: '/logos/keystone-paddle-co-3.svg',
              }),
            ],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, notify: recordingNotifier().notify, ...signedIn(admin.token) });
        const page = await jobReviewApi(http).queue({ keyword: 'river' });
        expect(page.items.map((j) => j.id)).toEqual([31, 34]);
      });
  });
});
