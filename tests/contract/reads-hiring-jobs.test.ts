import { describe, expect, it } from 'vitest';
import { REJECT_REASON, stateJob, writtenJob } from './job-employer-fixtures';
import {
  admin,
  bearer,
  CLOCK,
  day,
  employer,
  employerClient,
  job,
  jobInput,
  jobState,
  member,
  NOW,
  signedIn,
} from './job-fixtures';
import { reviewJob } from './job-review-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { createHttp } from '../../src/api/http';
import { jobReviewApi } from '../../src/api/job-review';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * The reads after an employer's writes of a job and the site admin's decisions on it: each write is made by a provider
 * state through the provider's own call (POST admin/Job, PUT admin/Job/{id}, PUT admin/Job/{id}/status), then GET
 * admin/Job/{id} (or the review list) shows what the write changed and what it left as it was.
 */
const pact = apiPact();

const COMPANY = job.companyId;
const POSTED =
  'the employer signed in with token {token} has posted the job {title} for company {companyId} in status {status}';
const REWRITTEN =
  'the employer signed in with token {token} has rewritten the job {jobId} as the Sea Kayak Guide in status {status}';
const REASON = 'This looks like a duplicate of a job that is already live.';

/** The clock fixed, the employer signed in as a member of the company. */
const employerAtNow = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is a member of company {companyId}', member);

/** As `employerAtNow`, the site admin signed in too, and the job 31 waiting for review. */
const waitingForReview = (interaction: Interaction) =>
  employerAtNow(interaction)
    .given('the admin {email} is signed in with token {token}', admin)
    .given(jobState, { jobId: 31, title: 'River Guide', companyId: COMPANY, status: JobStatus.PendingReview });

describe('GET admin/Job/{id} after POST admin/Job', () => {
  it('shows the job sent for review as it was posted: every field, its status, created now', async () => {
    await employerAtNow(pact.addInteraction())
      .given('the next job posted gets the id {jobId}', { jobId: 40 })
      .given(POSTED, { token: employer.token, title: 'Posted River Guide', companyId: COMPANY, status: 2 })
      .uponReceiving('a request for a job the employer posted for review, to edit')
      .withRequest('GET', '/admin/Job/40', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        // The states' job as sent: waiting for review, never published, created at the clock.
        b.jsonBody({ result: stateJob(40, 'Posted River Guide', JobStatus.PendingReview, { createdDate: NOW }) }),
      )
      .executeTest(async (server) => {
        const posted = await employerClient(server.url).getForEdit(40);
        expect(posted).toMatchObject({ id: 40, status: JobStatus.PendingReview, title: 'Posted River Guide' });
      });
  });

  it('shows a draft posted as a draft: the status sent is kept', async () => {
    await employerAtNow(pact.addInteraction())
      .given('the next job posted gets the id {jobId}', { jobId: 40 })
      .given(POSTED, { token: employer.token, title: 'Draft River Guide', companyId: COMPANY, status: 1 })
      .uponReceiving('a request for a draft the employer posted, to edit')
      .withRequest('GET', '/admin/Job/40', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: stateJob(40, 'Draft River Guide', JobStatus.Draft, { createdDate: NOW }) }),
      )
      .executeTest(async (server) => {
        const draft = await employerClient(server.url).getForEdit(40);
        expect(draft).toMatchObject({ id: 40, status: JobStatus.Draft, publishedDate: null });
      });
  });
});

describe('GET admin/Job/{id} after PUT admin/Job/{id}', () => {
  it('shows a rejected job rewritten as a draft: the fields rewritten, its reason, creation and id kept', async () => {
    await employerAtNow(pact.addInteraction())
      .given(jobState, { jobId: 21, title: 'Rejected River Guide', companyId: COMPANY, status: JobStatus.Rejected })
      .given(REWRITTEN, { token: employer.token, jobId: 21, status: JobStatus.Draft })
      .uponReceiving('a request for a rejected job to edit after it was rewritten as a draft')
      .withRequest('GET', '/admin/Job/21', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // Saved as a draft, the rejection's reason stays; created 2 days ago, never published, as before.
          result: writtenJob(21, { ...jobInput, status: JobStatus.Draft }, { rejectReason: REJECT_REASON }),
        }),
      )
      .executeTest(async (server) => {
        const rewritten = await employerClient(server.url).getForEdit(21);
        expect(rewritten).toMatchObject({ id: 21, status: JobStatus.Draft, title: 'Sea Kayak Guide' });
      });
  });

  it('shows a live job rewritten and sent again for review: waiting again, its publication kept', async () => {
    await employerAtNow(pact.addInteraction())
      .given(jobState, { jobId: 23, title: 'Live River Guide', companyId: COMPANY, status: JobStatus.Active })
      .given(REWRITTEN, { token: employer.token, jobId: 23, status: JobStatus.PendingReview })
      .uponReceiving('a request for a live job to edit after it was rewritten and sent again for review')
      .withRequest('GET', '/admin/Job/23', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: writtenJob(23, jobInput, { publishedDate: day(-1) }) }))
      .executeTest(async (server) => {
        const rewritten = await employerClient(server.url).getForEdit(23);
        expect(rewritten).toMatchObject({ id: 23, status: JobStatus.PendingReview, publishedDate: day(-1) });
      });
  });
});

describe('the reads after PUT admin/Job/{id}/status', () => {
  it("shows the employer a job the site admin approved: live, published at the decision's moment", async () => {
    await waitingForReview(pact.addInteraction())
      .given('the admin signed in with token {token} has approved the job {jobId}', { token: admin.token, jobId: 31 })
      .uponReceiving('a request for a job to edit after the site admin approved it')
      .withRequest('GET', '/admin/Job/31', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: stateJob(31, 'River Guide', JobStatus.Active, { publishedDate: NOW }) }),
      )
      .executeTest(async (server) => {
        const approved = await employerClient(server.url).getForEdit(31);
        expect(approved).toMatchObject({ id: 31, status: JobStatus.Active, publishedDate: NOW, rejectReason: null });
      });
  });

  it('lists the approved job among the live jobs of the review, and not the job still waiting', async () => {
    await waitingForReview(pact.addInteraction())
      .given(jobState, { jobId: 33, title: 'Store Clerk', companyId: COMPANY, status: JobStatus.PendingReview })
      .given('the admin signed in with token {token} has approved the job {jobId}', { token: admin.token, jobId: 31 })
      .uponReceiving('a request for the live jobs of a company in the review after an approval')
      .withRequest('GET', '/admin/Job/review', (b) =>
        b.query({ orderStatus: 'Active', companyId: String(COMPANY) }).headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // Exact: the job left waiting (33) must not be here.
            items: [reviewJob(31, 'River Guide', JobStatus.Active, { publishedDate: NOW, updatedDate: NOW })],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await jobReviewApi(
          createHttp({ baseUrl: server.url, notify: recordingNotifier().notify, ...signedIn(admin.token) }),
        ).queue({ orderStatus: 'Active', companyId: COMPANY });
        expect(page.items.map((j) => [j.id, j.status])).toEqual([[31, JobStatus.Active]]);
      });
  });

  it('shows the employer a job the site admin rejected, with the reason, never published', async () => {
    await waitingForReview(pact.addInteraction())
      .given('the admin signed in with token {token} has rejected the job {jobId} saying {reason}', {
        token: admin.token,
        jobId: 31,
        reason: REASON,
      })
      .uponReceiving('a request for a job to edit after the site admin rejected it')
      .withRequest('GET', '/admin/Job/31', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: stateJob(31, 'River Guide', JobStatus.Rejected, { rejectReason: REASON }) }),
      )
      .executeTest(async (server) => {
        const rejected = await employerClient(server.url).getForEdit(31);
        expect(rejected).toMatchObject({ id: 31, status: JobStatus.Rejected, rejectReason: REASON });
      });
  });
});
