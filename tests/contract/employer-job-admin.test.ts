import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { newId, stateJob, writtenJob } from './job-employer-fixtures';
import { admin, bearer, CLOCK, day, job, jobInput, jobState, NOW, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { employerJobApi } from '../../src/api/employer-job';
import { ApiError, createHttp } from '../../src/api/http';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * src/api/employer-job.ts for the site's admin (issue 25, point 6): a job posted on a company's behalf (the company
 * named by the body's `companyId`), any company's job to correct, and a company that does not exist. The admin is
 * none of the company's people: the server records each write in the job's history and emails the company's admins
 * (contracts/reference.md). A candidate's 403 for these calls: wrong-role.test.ts.
 */
const pact = apiPact();

const COMPANY = job.companyId;
const NO_COMPANY = 999;
const ADMIN_STATE = 'the admin {email} is signed in with token {token}';

const adminClient = (url: string, notify = recordingNotifier().notify) =>
  employerJobApi(createHttp({ baseUrl: url, notify, ...signedIn(admin.token) }));

describe('admin/Job for the site admin', () => {
  it("returns any company's job for the admin to correct", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given(ADMIN_STATE, admin)
      .given(jobState, { jobId: 23, title: 'Live River Guide', companyId: COMPANY, status: JobStatus.Active })
      .uponReceiving("the site admin's request for a company's live job to correct")
      .withRequest('GET', '/admin/Job/23', (b) => b.headers(bearer(admin.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: stateJob(23, 'Live River Guide', JobStatus.Active) }))
      .executeTest(async (server) => {
        const live = await adminClient(server.url).getForEdit(23);
        expect(live).toMatchObject({ id: 23, companyId: COMPANY, status: JobStatus.Active, title: 'Live River Guide' });
      });
  });

  it("corrects a company's live job: saved as sent, for the job's own company", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given(ADMIN_STATE, admin)
      .given(jobState, { jobId: 23, title: 'Live River Guide', companyId: COMPANY, status: JobStatus.Active })
      .uponReceiving("the site admin's correction of a company's live job")
      .withRequest('PUT', '/admin/Job/23', (b) => b.headers(bearer(admin.token)).jsonBody(jobInput))
      .willRespondWith(200, (b) => b.jsonBody({ result: writtenJob(23, jobInput, { publishedDate: day(-1) }) }))
      .executeTest(async (server) => {
        const corrected = await adminClient(server.url).update(23, jobInput);
        expect(corrected).toMatchObject({
          id: 23,
          companyId: COMPANY,
          title: 'Sea Kayak Guide',
          status: JobStatus.PendingReview,
        });
      });
  });

  it('posts a job for the company the admin chose', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given(ADMIN_STATE, admin)
      .given(jobState, { jobId: 24, title: 'Live River Guide', companyId: COMPANY, status: JobStatus.Active })
      .uponReceiving('a new job the site admin posts for a company')
      .withRequest('POST', '/admin/Job', (b) => b.headers(bearer(admin.token)).jsonBody(jobInput))
      .willRespondWith(200, (b) => b.jsonBody({ result: writtenJob(newId(24), jobInput, { createdDate: NOW }) }))
      .executeTest(async (server) => {
        const posted = await adminClient(server.url).create(jobInput);
        expect(posted).toMatchObject({ companyId: COMPANY, title: 'Sea Kayak Guide', status: JobStatus.PendingReview });
      });
  });

  it('answers 404 for a company that does not exist, shown as an error', async () => {
    const input = { ...jobInput, companyId: NO_COMPANY };
    await pact
      .addInteraction()
      .given(ADMIN_STATE, admin)
      .given('no company has the id {companyId}', { companyId: NO_COMPANY })
      .uponReceiving('a new job the site admin posts for a company that does not exist')
      .withRequest('POST', '/admin/Job', (b) => b.headers(bearer(admin.token)).jsonBody(input))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This company does not exist.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await adminClient(server.url, notify)
          .create(input)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This company does not exist.' }]);
      });
  });
});
