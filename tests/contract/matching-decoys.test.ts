import { describe, expect, it } from 'vitest';
import { bearer, employer, job, NOW } from './job-fixtures';
import {
  candidateClient,
  employerClient as client,
  INVITE,
  listed,
  mara,
  maraSession,
  page,
  withMatches,
} from './matching-fixtures';
import { apiPact } from './pact';

/**
 * src/api/matching.ts: a live job's matching candidates (./matching-fixtures.ts) beside what they did for another job
 * of the company (13, Software Engineer), and for a job that names no focus.
 */
const pact = apiPact();
const path = `/admin/Job/${job.jobId}/matching-candidates`;
const nia = { email: 'nia@example.com' };
const ola = { email: 'ola@example.com' };
/** A candidate as listed for a job of their field naming no focus: their field, not their focus, earns the points. */
const byField = (candidate: { matchReasons: string[] }, matchPercent: number) => ({
  ...candidate,
  matchPercent,
  matchReasons: ['Their field: Guiding & Instruction', ...candidate.matchReasons.slice(1)],
});

describe('admin/Job/{id}/matching-candidates beside other records', () => {
  it('keeps a candidate who saved the job, or applied to or was answered for another job', async () => {
    await withMatches(pact.addInteraction())
      .given('an active job {jobId} titled {title} in another field and place exists at company {companyId}', {
        jobId: 13,
        title: 'Software Engineer',
        companyId: job.companyId,
      })
      .given('the candidate {email} has saved the job {jobId}', { email: mara.email, jobId: job.jobId })
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', {
        email: nia.email,
        jobId: 13,
        stage: 0,
      })
      .given('the employer signed in with token {token} marked the candidate {email} {kind} for the job {jobId}', {
        token: employer.token,
        email: ola.email,
        kind: 'not interested',
        jobId: 13,
      })
      .uponReceiving("a request for a job's matching candidates beside their records for another job")
      .withRequest('GET', path, (b) => b.headers(bearer(employer.token)))
      // The same three as without those records: a saved job is no application, and what was done for job 13 is
      // job 13's.
      .willRespondWith(200, (b) => b.jsonBody(page([listed.nia, listed.mara, listed.ola])))
      .executeTest(async (server) => {
        const found = await client(server.url).list(job.jobId);
        expect(found.items.map((c) => c.firstName)).toEqual(['Nia', 'Mara', 'Ola']);
      });
  });
});

describe('admin/Job/{id}/matching-candidates of a job naming no focus', () => {
  it('lists the candidates of its field, each with its field part', async () => {
    await withMatches(pact.addInteraction())
      .given('the job {jobId} names no focus and no experience level', { jobId: job.jobId })
      .uponReceiving('a request for the matching candidates of a job naming no focus')
      .withRequest('GET', path, (b) => b.headers(bearer(employer.token)))
      // Their focus, Paddling, is of its field: 30 of the field's 40 points, not all of them, and said so.
      .willRespondWith(200, (b) =>
        b.jsonBody(page([byField(listed.nia, 90), byField(listed.mara, 70), byField(listed.ola, 63)])),
      )
      .executeTest(async (server) => {
        const found = await client(server.url).list(job.jobId);
        expect(found.items.map((c) => [c.firstName, c.matchPercent])).toEqual([
          ['Nia', 90],
          ['Mara', 70],
          ['Ola', 63],
        ]);
      });
  });
});

describe('admin/Job/{id}/matching-candidates after a second response', () => {
  it('shows the second response to a candidate in place of the first', async () => {
    const marked = 'the employer signed in with token {token} marked the candidate {email} {kind} for the job {jobId}';
    const interested = { kind: 0, message: null, messageStatus: null, date: NOW };
    await withMatches(pact.addInteraction())
      .given(marked, { token: employer.token, email: mara.email, kind: 'not interested', jobId: job.jobId })
      .given(marked, { token: employer.token, email: mara.email, kind: 'interested', jobId: job.jobId })
      .uponReceiving("a request for a job's matching candidates after one was marked not interested, then interested")
      .withRequest('GET', path, (b) => b.headers(bearer(employer.token)))
      // Mara is back in the default list, marked interested: the "not interested" is gone, not kept beside it.
      .willRespondWith(200, (b) => b.jsonBody(page([listed.nia, { ...listed.mara, response: interested }, listed.ola])))
      .executeTest(async (server) => {
        const found = await client(server.url).list(job.jobId);
        expect(found.items.map((c) => [c.firstName, c.response?.kind ?? null])).toEqual([
          ['Nia', null],
          ['Mara', 0],
          ['Ola', null],
        ]);
      });
  });

  it("takes an invitation out of the candidate's invitations when a second response replaces it", async () => {
    const marked = 'the employer signed in with token {token} marked the candidate {email} {kind} for the job {jobId}';
    await withMatches(pact.addInteraction())
      .given('the candidate {email} is signed in with token {token}', maraSession)
      .given(
        'the employer signed in with token {token} invited the candidate {email} to apply to the job {jobId} saying {message}',
        { token: employer.token, email: mara.email, jobId: job.jobId, message: INVITE },
      )
      .given(marked, { token: employer.token, email: mara.email, kind: 'not interested', jobId: job.jobId })
      .uponReceiving("a request for the candidate's invitations after the employer marked them not interested instead")
      .withRequest('GET', '/Job/invitations', (b) => b.headers(bearer(maraSession.token)))
      // The invitation is replaced, not kept beside the "not interested".
      .willRespondWith(200, (b) => b.jsonBody({ result: [] }))
      .executeTest(async (server) => {
        expect(await candidateClient(server.url).list()).toEqual([]);
      });
  });
});
