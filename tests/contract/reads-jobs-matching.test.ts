import { describe, expect, it } from 'vitest';
import { activeDates, bearer, card, employer, job, NOW } from './job-fixtures';
import {
  candidateClient,
  employerClient as client,
  INVITE,
  listed,
  mara,
  maraSession,
  ola,
  page,
  withMatches,
} from './matching-fixtures';
import { apiPact } from './pact';

/**
 * src/api/matching.ts: the employer's list and the candidate's invitations read after a response taken back through
 * the provider's own DELETE admin/Job/{id}/candidate-responses, and the invitations marked seen beside decoys (the
 * candidates: ./matching-fixtures.ts).
 */
const pact = apiPact();
const path = `/admin/Job/${job.jobId}/matching-candidates`;
const marked = 'the employer signed in with token {token} marked the candidate {email} {kind} for the job {jobId}';
const invited =
  'the employer signed in with token {token} invited the candidate {email} to apply to the job {jobId} saying {message}';
const tookBack =
  'the employer signed in with token {token} took back the response to the candidate {email} for the job {jobId}';
const seenByCall = 'the candidate signed in with token {token} has seen their invitations';
const active = 'an active job {jobId} titled {title} exists at company {companyId}';

/** Two more jobs of the company. */
const raft = { jobId: 12, title: 'Raft Guide', companyId: job.companyId };
const kayak = { jobId: 13, title: 'Kayak Instructor', companyId: job.companyId };
const RAFT_INVITE = 'Your raft days would suit this job too: do apply.';

describe('DELETE admin/Job/{id}/candidate-responses, then the lists', () => {
  it('lists a candidate again once their "not interested" is taken back, the other response kept', async () => {
    await withMatches(pact.addInteraction())
      .given(marked, { token: employer.token, email: mara.email, kind: 'not interested', jobId: job.jobId })
      .given(marked, { token: employer.token, email: ola.email, kind: 'interested', jobId: job.jobId })
      .given(tookBack, { token: employer.token, email: mara.email, jobId: job.jobId })
      .uponReceiving(
        `a request for a job's matching candidates after a "not interested" was taken back through the call`,
      )
      .withRequest('GET', path, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          page([
            listed.nia,
            listed.mara,
            { ...listed.ola, response: { kind: 0, message: null, messageStatus: null, date: NOW } },
          ]),
        ),
      )
      .executeTest(async (server) => {
        const found = await client(server.url).list(job.jobId);
        expect(found.items.map((c) => [c.lastName, c.response?.kind ?? null])).toEqual([
          ['Okafor', null],
          ['Lind', null],
          ['Brandt', 0],
        ]);
      });
  });

  it("takes an invitation taken back out of the candidate's invitations, the other one kept", async () => {
    await withMatches(pact.addInteraction())
      .given(active, raft)
      .given('the candidate {email} is signed in with token {token}', maraSession)
      .given('the next candidate response gets the id {responseId}', { responseId: 71 })
      .given(invited, { token: employer.token, email: mara.email, jobId: job.jobId, message: INVITE })
      .given(invited, { token: employer.token, email: mara.email, jobId: raft.jobId, message: RAFT_INVITE })
      .given(tookBack, { token: employer.token, email: mara.email, jobId: job.jobId })
      .uponReceiving("a request for the candidate's invitations after one was taken back through the call")
      .withRequest('GET', '/Job/invitations', (b) => b.headers(bearer(maraSession.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: [
            {
              id: 72,
              message: RAFT_INVITE,
              sentDate: NOW,
              seen: false,
              job: card(raft.jobId, raft.title, { distanceMiles: null, ...activeDates }),
            },
          ],
        }),
      )
      .executeTest(async (server) => {
        const list = await candidateClient(server.url).list();
        expect(list.map((i) => [i.id, i.job.id])).toEqual([[72, raft.jobId]]);
      });
  });
});

describe('PUT Job/invitations/seen, beside decoys', () => {
  it("counts only the candidate's invitations not seen yet: not one seen before, another kind, or another's", async () => {
    await withMatches(pact.addInteraction())
      .given(active, raft)
      .given(active, kayak)
      .given('the candidate {email} is signed in with token {token}', maraSession)
      // Seen before: the invitation to the job.
      .given(invited, { token: employer.token, email: mara.email, jobId: job.jobId, message: INVITE })
      .given(seenByCall, { token: maraSession.token })
      // New: the invitation to Raft Guide. Decoys: a "marked interested" (no invitation), and Ola's invitation.
      .given(invited, { token: employer.token, email: mara.email, jobId: raft.jobId, message: RAFT_INVITE })
      .given(marked, { token: employer.token, email: mara.email, kind: 'interested', jobId: kayak.jobId })
      .given(invited, { token: employer.token, email: ola.email, jobId: job.jobId, message: INVITE })
      .uponReceiving('the invitations seen by the candidate, beside one seen before and decoys')
      .withRequest('PUT', '/Job/invitations/seen', (b) => b.headers(bearer(maraSession.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: { seen: 1 } }))
      .executeTest(async (server) => {
        expect(await candidateClient(server.url).markSeen()).toEqual({ seen: 1 });
      });
  });

  it('counts none when the candidate has seen them all already', async () => {
    await withMatches(pact.addInteraction())
      .given('the candidate {email} is signed in with token {token}', maraSession)
      .given(invited, { token: employer.token, email: mara.email, jobId: job.jobId, message: INVITE })
      .given(seenByCall, { token: maraSession.token })
      .uponReceiving('the invitations seen again by the candidate, none new')
      .withRequest('PUT', '/Job/invitations/seen', (b) => b.headers(bearer(maraSession.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: { seen: 0 } }))
      .executeTest(async (server) => {
        expect(await candidateClient(server.url).markSeen()).toEqual({ seen: 0 });
      });
  });

  it("shows the employer the invitation seen as Message sent, another candidate's still pending left out", async () => {
    await withMatches(pact.addInteraction())
      .given('the candidate {email} is signed in with token {token}', maraSession)
      // Ola's invitation, sent before Mara sees hers: it stays pending.
      .given(invited, { token: employer.token, email: ola.email, jobId: job.jobId, message: INVITE })
      .given(invited, { token: employer.token, email: mara.email, jobId: job.jobId, message: INVITE })
      .given(seenByCall, { token: maraSession.token })
      .uponReceiving("a request for a job's candidates invited, their message seen")
      .withRequest('GET', path, (b) => b.query({ messageStatus: '2' }).headers(bearer(employer.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody(page([{ ...listed.mara, response: { kind: 2, message: INVITE, messageStatus: 2, date: NOW } }])),
      )
      .executeTest(async (server) => {
        const found = await client(server.url).list(job.jobId, { messageStatus: 2 });
        expect(found.items.map((c) => [c.lastName, c.response?.messageStatus])).toEqual([['Lind', 2]]);
      });
  });
});
