import { describe, expect, it } from 'vitest';
import { expectNotMember, notMemberBody, withOtherCompanysJob } from './applicants-fixtures';
import { bearer, employer, job, jobState, member, NOW } from './job-fixtures';
import { employerClient as client, INVITE, listed, mara, ola, page, withMatches } from './matching-fixtures';
import { apiPact } from './pact';
import type { ApiError } from '../../src/api/http';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * src/api/matching.ts: a live job's matching candidates (the candidates: ./matching-fixtures.ts), best match first,
 * within the distance filters, the employer's responses shown; the refusals.
 */
const pact = apiPact();
const path = `/admin/Job/${job.jobId}/matching-candidates`;
const marked = 'the employer signed in with token {token} marked the candidate {email} {kind} for the job {jobId}';
const invited =
  'the employer signed in with token {token} invited the candidate {email} to apply to the job {jobId} saying {message}';

describe('admin/Job/{id}/matching-candidates', () => {
  it('lists those who match and have not applied, the best match first, when no sort is asked for', async () => {
    await withMatches(pact.addInteraction())
      .uponReceiving("a request for a job's matching candidates")
      .withRequest('GET', path, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody(page([listed.nia, listed.mara, listed.ola])))
      .executeTest(async (server) => {
        const found = await client(server.url).list(job.jobId);
        expect(found.items.map((c) => `${c.firstName} ${c.matchPercent}`)).toEqual(['Nia 100', 'Mara 80', 'Ola 73']);
      });
  });

  it("keeps those whose minimum the job's pay reaches", async () => {
    await withMatches(pact.addInteraction())
      .uponReceiving("a request for a job's matching candidates within its pay range")
      .withRequest('GET', path, (b) => b.query({ range: 'WithinRange' }).headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody(page([listed.nia, listed.mara])))
      .executeTest(async (server) => {
        const found = await client(server.url).list(job.jobId, { range: 'WithinRange' });
        expect(found.items.map((c) => c.lastName)).toEqual(['Okafor', 'Lind']);
      });
  });

  it('keeps those the job is within reach of, for a job done on site', async () => {
    await withMatches(pact.addInteraction())
      .given('the job {jobId} is done on site', { jobId: job.jobId })
      .uponReceiving("a request for a job's matching candidates within reach of it, done on site")
      .withRequest('GET', path, (b) => b.query({ radius: 'WithinRadius' }).headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          page([
            {
              ...listed.nia,
              matchPercent: 95,
              matchReasons: [
                'Their focus: Paddling',
                '1 mi from Harrisburg',
                'Full-time, as they prefer',
                'Pays their $45,000 minimum or more',
                'On site',
              ],
            },
          ]),
        ),
      )
      .executeTest(async (server) => {
        const found = await client(server.url).list(job.jobId, { radius: 'WithinRadius' });
        expect(found.items.map((c) => c.lastName)).toEqual(['Okafor']);
      });
  });

  it('hides those marked not interested, and lists them alone when asked', async () => {
    await withMatches(pact.addInteraction())
      .given(marked, { token: employer.token, email: mara.email, kind: 'not interested', jobId: job.jobId })
      .uponReceiving("a request for a job's candidates marked not interested")
      .withRequest('GET', path, (b) => b.query({ notInterested: '1' }).headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody(page([{ ...listed.mara, response: { kind: 1, message: null, messageStatus: null, date: NOW } }])),
      )
      .executeTest(async (server) => {
        const found = await client(server.url).list(job.jobId, { notInterested: 1 });
        expect(found.items.map((c) => [c.lastName, c.response?.kind])).toEqual([['Lind', 1]]);
      });
  });

  it('leaves out those marked not interested', async () => {
    await withMatches(pact.addInteraction())
      .given(marked, { token: employer.token, email: mara.email, kind: 'not interested', jobId: job.jobId })
      .uponReceiving("a request for a job's matching candidates, one marked not interested")
      .withRequest('GET', path, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody(page([listed.nia, listed.ola])))
      .executeTest(async (server) => {
        const found = await client(server.url).list(job.jobId);
        expect(found.items.map((c) => c.lastName)).toEqual(['Okafor', 'Brandt']);
      });
  });

  it('lists those invited whose invitation waits to be seen', async () => {
    await withMatches(pact.addInteraction())
      .given(marked, { token: employer.token, email: mara.email, kind: 'interested', jobId: job.jobId })
      .given(invited, { token: employer.token, email: ola.email, jobId: job.jobId, message: INVITE })
      .uponReceiving("a request for a job's candidates invited, their message pending")
      .withRequest('GET', path, (b) => b.query({ messageStatus: '1' }).headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody(page([{ ...listed.ola, response: { kind: 2, message: INVITE, messageStatus: 1, date: NOW } }])),
      )
      .executeTest(async (server) => {
        const found = await client(server.url).list(job.jobId, { messageStatus: 1 });
        expect(found.items.map((c) => [c.lastName, c.response?.messageStatus])).toEqual([['Brandt', 1]]);
      });
  });

  it('answers 409 for a job that is not live', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(jobState, { ...job, status: JobStatus.PendingReview })
      .uponReceiving('a request for the matching candidates of a job pending review')
      .withRequest('GET', path, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(409, (b) =>
        b.jsonBody({ error: 'This job is not live: only a live job has matching candidates.' }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .list(job.jobId)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
      });
  });

  it("answers 403 for another company's job", async () => {
    await withOtherCompanysJob(pact.addInteraction())
      .uponReceiving("a request for the matching candidates of another company's job")
      .withRequest('GET', '/admin/Job/24/matching-candidates', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(403, (b) => b.jsonBody(notMemberBody))
      .executeTest((server) => expectNotMember((notify) => client(server.url, notify).list(24)));
  });
});
