import { describe, expect, it } from 'vitest';
import { bearer, candidate, job, jobState } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { active, appliedByCall, client } from './reads-jobs-fixtures';
import { ApiError } from '../../src/api/http';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * POST Job/apply refused (409, 404 for the removal): a job no longer live, a second application, saving or removing
 * a job applied to through the provider's own call.
 */
const pact = apiPact();

describe('POST Job/apply: a job that takes no application', () => {
  const refused = async (url: string, jobId: number) => {
    const { notify, shown } = recordingNotifier();
    const error = await client(url, notify)
      .apply(jobId)
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(409);
    return shown;
  };

  it('answers 409 to a job past its deadline, shown as an error', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('an active job {jobId} titled {title} exists at company {companyId}, its deadline passed yesterday', job)
      .uponReceiving('an application to a job whose deadline has passed')
      .withRequest('POST', '/Job/apply', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(409, (b) => b.jsonBody({ error: 'This job no longer takes applications.' }))
      .executeTest(async (server) => {
        expect(await refused(server.url, job.jobId)).toEqual([
          { kind: 'error', message: 'This job no longer takes applications.' },
        ]);
      });
  });

  it('answers 409 to a job closed to applications', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given(jobState, { ...job, status: JobStatus.ApplicationClosed })
      .uponReceiving('an application to a job closed to applications')
      .withRequest('POST', '/Job/apply', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(409, (b) => b.jsonBody({ error: 'This job no longer takes applications.' }))
      .executeTest(async (server) => {
        await refused(server.url, job.jobId);
      });
  });

  it('answers 409 to a second application, the first made through the call', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given(active, job)
      .given(appliedByCall, { token: candidate.token, jobId: job.jobId })
      .uponReceiving('a second application to a job, the first made through the call')
      .withRequest('POST', '/Job/apply', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(409, (b) => b.jsonBody({ error: 'You have already applied to this job.' }))
      .executeTest(async (server) => {
        await refused(server.url, job.jobId);
      });
  });

  it('answers 409 to saving a job applied to through the call', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given(active, job)
      .given(appliedByCall, { token: candidate.token, jobId: job.jobId })
      .uponReceiving('a request to save a job applied to through the call')
      .withRequest('POST', '/Job/watch', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(409, (b) =>
        b.jsonBody({ error: 'You have already applied to this job; it is in your applied jobs.' }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .watch(job.jobId)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
      });
  });

  it('answers 404 to removing a saved job applied to since: it is no saved job', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given(active, job)
      .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: job.jobId })
      .given(appliedByCall, { token: candidate.token, jobId: job.jobId })
      .uponReceiving('a request to remove a saved job applied to since through the call')
      .withRequest('DELETE', '/Job/watch', (b) =>
        b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)),
      )
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This job is not in your saved jobs.' }))
      .executeTest(async (server) => {
        const error = await client(server.url)
          .unwatch(job.jobId)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
      });
  });
});
