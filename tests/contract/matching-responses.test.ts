import { describe, expect, it } from 'vitest';
import { notMemberBody, withOtherCompanysJob } from './applicants-fixtures';
import { activeDates, bearer, card, employer, job, NOW } from './job-fixtures';
import { employerClient as client, INVITE, mara, maraSession, candidateClient, withMatches } from './matching-fixtures';
import { apiPact } from './pact';
import type { ApiError } from '../../src/api/http';

/**
 * src/api/matching.ts: the employer's responses to a matching candidate (the candidates: ./matching-fixtures.ts),
 * taking one back, and the candidate's invitations.
 */
const pact = apiPact();
const path = `/admin/Job/${job.jobId}/candidate-responses`;
const marked = 'the employer signed in with token {token} marked the candidate {email} {kind} for the job {jobId}';
const invited =
  'the employer signed in with token {token} invited the candidate {email} to apply to the job {jobId} saying {message}';

describe('admin/Job/{id}/candidate-responses', () => {
  it('invites a candidate to apply, with a message that waits to be seen', async () => {
    await withMatches(pact.addInteraction())
      .uponReceiving('a matching candidate invited to apply')
      .withRequest('PUT', path, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ userId: mara.userId, kind: 2, message: INVITE }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: { kind: 2, message: INVITE, messageStatus: 1, date: NOW } }))
      .executeTest(async (server) => {
        const sent = await client(server.url).respond(job.jobId, { userId: mara.userId, kind: 2, message: INVITE });
        expect(sent).toEqual({ kind: 2, message: INVITE, messageStatus: 1, date: NOW });
      });
  });

  it('marks a candidate interested, with no message', async () => {
    await withMatches(pact.addInteraction())
      .uponReceiving('a matching candidate marked interested')
      .withRequest('PUT', path, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ userId: mara.userId, kind: 0, message: null }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: { kind: 0, message: null, messageStatus: null, date: NOW } }))
      .executeTest(async (server) => {
        const sent = await client(server.url).respond(job.jobId, { userId: mara.userId, kind: 0, message: null });
        expect(sent.kind).toBe(0);
      });
  });

  it('answers 400 to an invitation without its message, saying so', async () => {
    await withMatches(pact.addInteraction())
      .uponReceiving('a matching candidate invited to apply without a message')
      .withRequest('PUT', path, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ userId: mara.userId, kind: 2, message: 'Apply!' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          error: 'Some fields are not valid.',
          errors: { message: ['Write a message of 10 to 500 characters'] },
        }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .respond(job.jobId, { userId: mara.userId, kind: 2, message: 'Apply!' })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ message: 'Write a message of 10 to 500 characters' });
      });
  });

  it('answers 409 to a response to someone who applied', async () => {
    await withMatches(pact.addInteraction())
      .uponReceiving('an applicant marked interested as a matching candidate')
      .withRequest('PUT', path, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ userId: 41, kind: 0, message: null }),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: 'Casey Rivera has applied already: see the applicants.' }))
      .executeTest(async (server) => {
        const error = await client(server.url)
          .respond(job.jobId, { userId: 41, kind: 0, message: null })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
      });
  });

  it('answers 400 to a response to someone who is no candidate', async () => {
    await withMatches(pact.addInteraction())
      .uponReceiving('an employer marked interested as a matching candidate')
      .withRequest('PUT', path, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ userId: 1, kind: 0, message: null }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ error: 'This is no candidate.', errors: { userId: ['Unknown candidate'] } }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .respond(job.jobId, { userId: 1, kind: 0, message: null })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ userId: 'Unknown candidate' });
      });
  });

  it('answers 400 to a response to a user id no one has', async () => {
    await withMatches(pact.addInteraction())
      .uponReceiving('a response to a matching candidate who does not exist')
      .withRequest('PUT', path, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ userId: 999, kind: 0, message: null }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ error: 'This is no candidate.', errors: { userId: ['Unknown candidate'] } }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .respond(job.jobId, { userId: 999, kind: 0, message: null })
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ userId: 'Unknown candidate' });
      });
  });

  it('stores the message of an invitation without the spaces around it', async () => {
    await withMatches(pact.addInteraction())
      .uponReceiving('a matching candidate invited to apply with spaces around the message')
      .withRequest('PUT', path, (b) =>
        b.headers(bearer(employer.token)).jsonBody({ userId: mara.userId, kind: 2, message: `  ${INVITE}\n` }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: { kind: 2, message: INVITE, messageStatus: 1, date: NOW } }))
      .executeTest(async (server) => {
        const sent = await client(server.url).respond(job.jobId, {
          userId: mara.userId,
          kind: 2,
          message: `  ${INVITE}\n`,
        });
        expect(sent.message).toBe(INVITE);
      });
  });

  it("answers 403 to a response for another company's job", async () => {
    await withOtherCompanysJob(pact.addInteraction())
      .uponReceiving("a candidate marked interested for another company's job")
      .withRequest('PUT', '/admin/Job/24/candidate-responses', (b) =>
        b.headers(bearer(employer.token)).jsonBody({ userId: 52, kind: 0, message: null }),
      )
      .willRespondWith(403, (b) => b.jsonBody(notMemberBody))
      .executeTest(async (server) => {
        const error = await client(server.url)
          .respond(24, { userId: 52, kind: 0, message: null })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
      });
  });

  it("answers 403 to taking back a response for another company's job", async () => {
    await withOtherCompanysJob(pact.addInteraction())
      .uponReceiving("a response for another company's job taken back")
      .withRequest('DELETE', '/admin/Job/24/candidate-responses', (b) =>
        b.query({ userId: '52' }).headers(bearer(employer.token)),
      )
      .willRespondWith(403, (b) => b.jsonBody(notMemberBody))
      .executeTest(async (server) => {
        const error = await client(server.url)
          .withdraw(24, 52)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
      });
  });

  it('takes a "not interested" back', async () => {
    await withMatches(pact.addInteraction())
      .given(marked, { token: employer.token, email: mara.email, kind: 'not interested', jobId: job.jobId })
      .uponReceiving('a "not interested" taken back')
      .withRequest('DELETE', path, (b) => b.query({ userId: String(mara.userId) }).headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: null }))
      .executeTest(async (server) => {
        expect(await client(server.url).withdraw(job.jobId, mara.userId)).toBeNull();
      });
  });

  it('answers 404 to taking back a response there is not', async () => {
    await withMatches(pact.addInteraction())
      .uponReceiving('a response taken back that was never given')
      .withRequest('DELETE', path, (b) => b.query({ userId: String(mara.userId) }).headers(bearer(employer.token)))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'There is no response to this candidate for this job.' }))
      .executeTest(async (server) => {
        const error = await client(server.url)
          .withdraw(job.jobId, mara.userId)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
      });
  });
});

describe('Job/invitations', () => {
  /** A second job of the company, whose invitation comes after the first (the same moment: the later record first). */
  const raft = { jobId: 12, title: 'Raft Guide', companyId: job.companyId };
  const RAFT_INVITE = 'Your raft days would suit this job too: do apply.';

  const invitation = (seen: boolean) => ({
    id: 71,
    message: INVITE,
    sentDate: NOW,
    seen,
    job: card(job.jobId, job.title, { distanceMiles: null, ...activeDates }),
  });

  it("lists the candidate's invitations, not seen yet, the newest first", async () => {
    await withMatches(pact.addInteraction())
      .given('an active job {jobId} titled {title} exists at company {companyId}', raft)
      .given('the candidate {email} is signed in with token {token}', maraSession)
      .given('the next candidate response gets the id {responseId}', { responseId: 71 })
      .given(invited, { token: employer.token, email: mara.email, jobId: job.jobId, message: INVITE })
      .given(invited, { token: employer.token, email: mara.email, jobId: raft.jobId, message: RAFT_INVITE })
      .uponReceiving("a request for the candidate's invitations")
      .withRequest('GET', '/Job/invitations', (b) => b.headers(bearer(maraSession.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: [
            {
              ...invitation(false),
              id: 72,
              message: RAFT_INVITE,
              job: card(raft.jobId, raft.title, { distanceMiles: null, ...activeDates }),
            },
            invitation(false),
          ],
        }),
      )
      .executeTest(async (server) => {
        const list = await candidateClient(server.url).list();
        expect(list.map((i) => [i.job.title, i.seen])).toEqual([
          [raft.title, false],
          [job.title, false],
        ]);
      });
  });

  it('marks them seen, and says how many were new', async () => {
    await withMatches(pact.addInteraction())
      .given('the candidate {email} is signed in with token {token}', maraSession)
      .given(invited, { token: employer.token, email: mara.email, jobId: job.jobId, message: INVITE })
      .uponReceiving('the invitations seen by the candidate')
      .withRequest('PUT', '/Job/invitations/seen', (b) => b.headers(bearer(maraSession.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: { seen: 1 } }))
      .executeTest(async (server) => {
        expect(await candidateClient(server.url).markSeen()).toEqual({ seen: 1 });
      });
  });

  it('lists an invitation seen as seen, and the employer sees its message sent', async () => {
    await withMatches(pact.addInteraction())
      .given('the candidate {email} is signed in with token {token}', maraSession)
      .given('the next candidate response gets the id {responseId}', { responseId: 71 })
      .given(invited, { token: employer.token, email: mara.email, jobId: job.jobId, message: INVITE })
      .given('the candidate signed in with token {token} has seen their invitations', { token: maraSession.token })
      .uponReceiving("a request for the candidate's invitations, seen")
      .withRequest('GET', '/Job/invitations', (b) => b.headers(bearer(maraSession.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: [invitation(true)] }))
      .executeTest(async (server) => {
        const list = await candidateClient(server.url).list();
        expect(list.map((i) => i.seen)).toEqual([true]);
      });
  });
});
