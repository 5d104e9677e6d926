import { describe, expect, it } from 'vitest';
import { casey } from './account-fixtures';
import { bearer, candidate, CLOCK, dashboardCard, employer, employerClient, job, member, NOW } from './job-fixtures';
import { apiPact } from './pact';
import { accountApi } from '../../src/api/account';
import { homeApi } from '../../src/api/home';
import { createHttp } from '../../src/api/http';

/**
 * Reads after DELETE Account: the deleted candidate's application no longer counts on the job's company dashboard
 * (src/api/employer-job.ts), another candidate's to the same job still does; their profile no longer counts in an
 * employer's reach (src/api/home.ts), the other candidates' still do; another account's emailed link still works
 * (src/api/account.ts).
 */
const pact = apiPact();

describe('admin/Job/company-jobs after a candidate deleted their account', () => {
  it("counts only the applications of accounts that still exist, another candidate's kept", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('the user {email} exists with password {password}', casey)
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: candidate.email,
        jobId: job.jobId,
        stage: 0,
      })
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: 'robin@example.com',
        jobId: job.jobId,
        stage: 1,
      })
      .given('the candidate signed in with token {token} has deleted their account with the password {password}', {
        token: candidate.token,
        password: casey.password,
      })
      .uponReceiving("a request for the company's jobs after an applicant deleted their account")
      .withRequest('GET', '/admin/Job/company-jobs', (b) =>
        b.query({ companyId: String(job.companyId) }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [
              {
                ...dashboardCard(job.jobId, job.title),
                // Two applied; the deleted account's application went with it: 1, not 2 (nor 0).
                applicantsCount: 1,
                orderStatus: 'Active',
                boost: null,
              },
            ],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
            counts: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 1 },
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await employerClient(server.url).companyJobs({ companyId: job.companyId });
        expect(page.items.map((j) => [j.id, j.applicantsCount])).toEqual([[job.jobId, 1]]);
      });
  });
});

describe('Home/calculate-candidates after a candidate deleted their account', () => {
  it("no longer counts the deleted candidate's profile, the others' still", async () => {
    const reacher = { email: 'candidate-1@reach.example', token: 'reach-token-1' };
    const input = { jobFieldId: 1, lat: 40.2732, lng: -76.8867, state: 'PA', country: 'US' };
    await pact
      .addInteraction()
      .given('candidates in and out of the job field {jobFieldId} live near and far from Harrisburg, PA', {
        jobFieldId: 1,
      })
      // The first of them, who lives in Harrisburg and counts, deletes their account.
      .given('the candidate {email} is signed in with token {token}', reacher)
      .given('the user {email} exists with password {password}', { email: reacher.email, password: casey.password })
      .given('the candidate signed in with token {token} has deleted their account with the password {password}', {
        token: reacher.token,
        password: casey.password,
      })
      .uponReceiving('a count of the candidates of a job field near a place after one of them deleted their account')
      .withRequest('POST', '/Home/calculate-candidates', (b) => b.jsonBody(input))
      // 4, not the 5 who count before the deletion.
      .willRespondWith(200, (b) => b.jsonBody({ result: { count: 4, withinMiles: 100 } }))
      .executeTest(async (server) => {
        const reach = await homeApi(createHttp({ baseUrl: server.url })).calculateCandidates(input);
        expect(reach).toEqual({ count: 4, withinMiles: 100 });
      });
  });
});

describe('GET Auth/reset-password after another candidate deleted their account', () => {
  it("still answers another account's password reset link", async () => {
    const leaver = { email: 'robin@example.com', token: 'leaver-token-1' };
    await pact
      .addInteraction()
      .given('the user {email} has the password reset token {token}', {
        email: casey.email,
        token: 'reset-token-casey',
      })
      .given('the candidate {email} is signed in with token {token}', leaver)
      .given('the user {email} exists with password {password}', { email: leaver.email, password: casey.password })
      .given('the candidate signed in with token {token} has deleted their account with the password {password}', {
        token: leaver.token,
        password: casey.password,
      })
      .uponReceiving('a check of a password reset link after another account was deleted')
      .withRequest('GET', '/Auth/reset-password', (b) => b.query({ token: 'reset-token-casey' }))
      // The deletion took the leaver's links only.
      .willRespondWith(200, (b) => b.jsonBody({ result: { email: casey.email } }))
      .executeTest(async (server) => {
        const link = await accountApi(createHttp({ baseUrl: server.url })).resetLink('reset-token-casey');
        expect(link).toEqual({ email: casey.email });
      });
  });
});
