import { describe, expect, it } from 'vitest';
import { REJECT_REASON, stateJob, writtenJob } from './job-employer-fixtures';
import {
  bearer,
  CLOCK,
  day,
  employer,
  employerClient as client,
  forbiddenBody,
  forbiddenToast,
  job,
  jobInput,
  jobState,
  member,
  NOW,
  OTHER_COMPANY,
} from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import type { ApiError } from '../../src/api/http';
import type { JobInput } from '../../src/api/schemas/employer-job';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * src/api/employer-job.ts: a live job to edit, a rejected one saved again as a draft, and the jobs of a company the
 * employer is not a member of (employer-job.test.ts: the other cases of a job to edit, posting and editing).
 */
const pact = apiPact();

const COMPANY = job.companyId;

describe('admin/Job/{id}: a live job and a draft', () => {
  it('returns a live job to edit, with when it was published', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { jobId: 23, title: 'Live River Guide', companyId: COMPANY, status: JobStatus.Active })
      .uponReceiving('a request for a live job to edit')
      .withRequest('GET', '/admin/Job/23', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: stateJob(23, 'Live River Guide', JobStatus.Active) }))
      .executeTest(async (server) => {
        const live = await client(server.url).getForEdit(23);
        expect(live).toMatchObject({ id: 23, status: JobStatus.Active, rejectReason: null });
        expect(live.publishedDate).not.toBeNull();
      });
  });

  it('keeps when a live job was published when it is edited and sent again for review', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { jobId: 23, title: 'Live River Guide', companyId: COMPANY, status: JobStatus.Active })
      .uponReceiving('a live job rewritten and sent again for review')
      .withRequest('PUT', '/admin/Job/23', (b) => b.headers(bearer(employer.token)).jsonBody(jobInput))
      .willRespondWith(200, (b) => b.jsonBody({ result: writtenJob(23, jobInput, { publishedDate: day(-1) }) }))
      .executeTest(async (server) => {
        const edited = await client(server.url).update(23, jobInput);
        expect(edited).toMatchObject({ id: 23, status: JobStatus.PendingReview, publishedDate: day(-1) });
      });
  });

  it('keeps the reason of a rejection when the job is saved again as a draft', async () => {
    // Remote in region for the US and Canada: the countries are kept, in their order.
    const draft: JobInput = { ...jobInput, status: JobStatus.Draft, remoteStatus: 3, remoteCountries: ['US', 'CA'] };
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { jobId: 21, title: 'Rejected River Guide', companyId: COMPANY, status: JobStatus.Rejected })
      .uponReceiving('a rejected job rewritten and saved as a draft')
      .withRequest('PUT', '/admin/Job/21', (b) => b.headers(bearer(employer.token)).jsonBody(draft))
      .willRespondWith(200, (b) => b.jsonBody({ result: writtenJob(21, draft, { rejectReason: REJECT_REASON }) }))
      .executeTest(async (server) => {
        const saved = await client(server.url).update(21, draft);
        expect(saved).toMatchObject({
          status: JobStatus.Draft,
          remoteCountries: ['US', 'CA'],
          rejectReason: REJECT_REASON,
        });
      });
  });
});

/** A member of the job's company only: another company's jobs are not theirs to post, edit or list. */
describe("another company's jobs", () => {
  const refused = async (call: (notify: ReturnType<typeof recordingNotifier>['notify']) => Promise<unknown>) => {
    const { notify, shown } = recordingNotifier();
    const error = await call(notify).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect(shown).toEqual(forbiddenToast);
  };

  it('answers 403 to a new job for a company the employer is not a member of', async () => {
    const theirs: JobInput = { ...jobInput, companyId: OTHER_COMPANY };
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { jobId: 24, title: 'Decoy Guide', companyId: OTHER_COMPANY, status: JobStatus.Draft })
      .uponReceiving('a new job for another company')
      .withRequest('POST', '/admin/Job', (b) => b.headers(bearer(employer.token)).jsonBody(theirs))
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest((server) => refused((notify) => client(server.url, notify).create(theirs)));
  });

  it("answers 403 to an edit of another company's job", async () => {
    const theirs: JobInput = { ...jobInput, companyId: OTHER_COMPANY };
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { jobId: 24, title: 'Decoy Guide', companyId: OTHER_COMPANY, status: JobStatus.Draft })
      .uponReceiving("an edit of another company's job")
      .withRequest('PUT', '/admin/Job/24', (b) => b.headers(bearer(employer.token)).jsonBody(theirs))
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest((server) => refused((notify) => client(server.url, notify).update(24, theirs)));
  });
});
