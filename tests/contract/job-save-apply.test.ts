import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import {
  bearer,
  candidate,
  CLOCK,
  employer,
  forbiddenToast,
  job,
  NOW,
  roleRefusedBody,
  signedIn,
} from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { Role } from '../../src/domain/enums/user';

/** src/api/job-candidate.ts: a candidate saves a job, removes it, applies to one (calls and shapes proposed here). */
const pact = apiPact();

describe('POST Job/watch', () => {
  it('saves an active job for the candidate (status 4, Watching)', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request to save a job')
      .withRequest('POST', '/Job/watch', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: { status: 4, stage: 0, appliedDate: null } }))
      .executeTest(async (server) => {
        const status = await jobCandidateApi(createHttp({ baseUrl: server.url, ...signedIn(candidate.token) })).watch(
          job.jobId,
        );
        expect(status).toEqual({ status: ApplicationStatus.Watching, stage: 0, appliedDate: null });
      });
  });

  it('answers 401 without a token, which logs the user out', async () => {
    await pact
      .addInteraction()
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request to save a job without a token')
      .withRequest('POST', '/Job/watch', (b) => b.query({ jobId: String(job.jobId) }))
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string('Sign in to continue.') }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const error = await jobCandidateApi(createHttp({ baseUrl: server.url, onUnauthorized }))
          .watch(job.jobId)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
  });

  it('answers 401 to an unknown token, which logs the user out', async () => {
    await pact
      .addInteraction()
      .given('no session has the token {token}', { token: 'expired-token' })
      .uponReceiving('a request to save a job with an unknown token')
      .withRequest('POST', '/Job/watch', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer('expired-token')))
      .willRespondWith(401, (b) =>
        b.jsonBody({ error: M.string('Your session has expired or is not valid. Please sign in again.') }),
      )
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn('expired-token'), onUnauthorized, notify });
        const error = await jobCandidateApi(http)
          .watch(job.jobId)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
        expect(shown).toEqual([]);
      });
  });
});

describe('POST Job/watch: who may save a job', () => {
  it('answers 409 to a job the candidate has already applied to', async () => {
    // Another candidate has not applied to it: a server that saved it for them would answer the saved job.
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: candidate.email,
        jobId: job.jobId,
        stage: AppliedByFilter.Applied,
      })
      .uponReceiving('a request to save a job already applied to')
      .withRequest('POST', '/Job/watch', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(409, (b) =>
        b.jsonBody({ error: 'You have already applied to this job; it is in your applied jobs.' }),
      )
      .executeTest(async (server) => {
        const { notify } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token), notify });
        const error = await jobCandidateApi(http)
          .watch(job.jobId)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
      });
  });

  it('answers 401 to an expired token, which logs the user out', async () => {
    const token = 'expired-session-token';
    await pact
      .addInteraction()
      .given('the user {email} with the role {role} was signed in with token {token}, which has expired', {
        email: candidate.email,
        role: Role.User,
        token,
      })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request to save a job with an expired token')
      .withRequest('POST', '/Job/watch', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(token)))
      .willRespondWith(401, (b) =>
        b.jsonBody({ error: M.string('Your session has expired or is not valid. Please sign in again.') }),
      )
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const http = createHttp({ baseUrl: server.url, ...signedIn(token), onUnauthorized });
        const error = await jobCandidateApi(http)
          .watch(job.jobId)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
  });

  it("answers 403 to an employer's token, shown as a warning", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request to save a job with the token of an employer')
      .withRequest('POST', '/Job/watch', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(employer.token)))
      .willRespondWith(403, (b) => b.jsonBody(roleRefusedBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(employer.token), notify });
        const error = await jobCandidateApi(http)
          .watch(job.jobId)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
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
      .withRequest('DELETE', '/Job/watch', (b) =>
        b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: null }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token), notify });
        await expect(jobCandidateApi(http).unwatch(job.jobId)).resolves.toBeUndefined();
        expect(shown).toEqual([]);
      });
  });

  it('answers 404 when the job is not saved, shown as an error', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request to remove a job that is not saved')
      .withRequest('DELETE', '/Job/watch', (b) =>
        b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)),
      )
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This job is not in your saved jobs.' }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token), notify });
        const error = await jobCandidateApi(http)
          .unwatch(job.jobId)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This job is not in your saved jobs.' }]);
      });
  });
});

describe('Job/apply', () => {
  it('applies to an active job (status 0, Applied) and says when', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('an application to a job')
      .withRequest('POST', '/Job/apply', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) =>
        // Applied now: at the clock's moment.
        b.jsonBody({ result: { status: 0, stage: 0, appliedDate: NOW } }),
      )
      .executeTest(async (server) => {
        const status = await jobCandidateApi(createHttp({ baseUrl: server.url, ...signedIn(candidate.token) })).apply(
          job.jobId,
        );
        expect(status).toEqual({
          status: ApplicationStatus.Applied,
          stage: 0,
          appliedDate: NOW,
        });
      });
  });

  it('applies to a job the candidate saved, and answers the application', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: job.jobId })
      .uponReceiving('an application to a job the candidate saved')
      .withRequest('POST', '/Job/apply', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      // The saved record, now the application: applied, not the save it was.
      .willRespondWith(200, (b) => b.jsonBody({ result: { status: 0, stage: 0, appliedDate: NOW } }))
      .executeTest(async (server) => {
        const status = await jobCandidateApi(createHttp({ baseUrl: server.url, ...signedIn(candidate.token) })).apply(
          job.jobId,
        );
        expect(status).toEqual({ status: ApplicationStatus.Applied, stage: 0, appliedDate: NOW });
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
      .willRespondWith(409, (b) => b.jsonBody({ error: 'You have already applied to this job.' }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const http = createHttp({ baseUrl: server.url, ...signedIn(candidate.token), notify });
        const error = await jobCandidateApi(http)
          .apply(job.jobId)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
        expect(shown).toEqual([{ kind: 'error', message: 'You have already applied to this job.' }]);
      });
  });
});
