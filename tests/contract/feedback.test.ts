import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bugReport, CANDIDATE_ID, candidateSender, HAS_ID, listingQuestion, NO_FEEDBACK } from './feedback-fixtures';
import { bearer, candidate, CLOCK, NOW, signedIn } from './job-fixtures';
import { refusedSessions } from './optional-sign-in';
import { apiPact, recordingNotifier } from './pact';
import { feedbackApi } from '../../src/api/feedback';
import { ApiError, createHttp } from '../../src/api/http';

/**
 * POST Feedback of src/api/feedback.ts (designed here: contracts/reference.md). No sign-in needed; a token sent must be
 * valid, and ties the feedback to its user: a server that reads a bad token as a visitor hides from the user that
 * they were signed out.
 */
const pact = apiPact();

const client = (url: string, token: string | null = null, notify = recordingNotifier().notify) =>
  feedbackApi(createHttp({ baseUrl: url, notify, ...(token ? signedIn(token) : {}) }));

describe('POST Feedback', () => {
  it("stores a visitor's feedback and answers it: no sender, unread, sent now", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given(NO_FEEDBACK)
      .uponReceiving("a visitor's feedback")
      .withRequest('POST', '/Feedback', (b) => b.jsonBody(listingQuestion))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: { id: 1, ...listingQuestion, user: null, createdDate: NOW, read: false } }),
      )
      .executeTest(async (server) => {
        const sent = await client(server.url).send(listingQuestion);
        expect(sent).toEqual({
          id: 1,
          topic: 'job-listing',
          message: 'The River Trip Planner job says housing is included. Is it for the whole season?',
          email: 'robin@example.com',
          user: null,
          createdDate: NOW,
          read: false,
        });
      });
  });

  it("ties a signed-in user's feedback to them, without an address of its own", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given(HAS_ID, { email: candidate.email, userId: CANDIDATE_ID })
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given(NO_FEEDBACK)
      .uponReceiving("a signed-in candidate's feedback without an address")
      .withRequest('POST', '/Feedback', (b) =>
        b.headers(bearer(candidate.token)).jsonBody({ ...bugReport, email: null }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: { id: 1, ...bugReport, email: null, user: candidateSender, createdDate: NOW, read: false },
        }),
      )
      .executeTest(async (server) => {
        const sent = await client(server.url, candidate.token).send({ ...bugReport, email: null });
        expect(sent.user).toEqual({ id: 77, firstName: 'Pat', lastName: 'Example', email: 'casey@example.com' });
        expect(sent.email).toBeNull();
      });
  });

  it('refuses a topic of no list, a short message and an address that is none, each by its field', async () => {
    const refused = { topic: 'weather', message: 'Too hot', email: 'not-an-address' };
    await pact
      .addInteraction()
      .uponReceiving('feedback with an unknown topic, a short message and an invalid address')
      .withRequest('POST', '/Feedback', (b) => b.jsonBody(refused))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          error: M.string('Some fields are not valid.'),
          errors: {
            topic: M.eachLike(M.string('Choose what your feedback is about')),
            message: M.eachLike(M.string('Write at least 10 characters')),
            email: M.eachLike(M.string('Enter a valid email address')),
          },
        }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        // As a backend would get it from another client: the app's own form never sends it.
        const error = await client(server.url, null, notify)
          .send(refused as never)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(400);
        // One warning naming each field's message (in the order the body lists them).
        expect(shown.map((s) => [s.kind, s.message.split('\n').sort()])).toEqual([
          [
            'warning',
            ['Choose what your feedback is about', 'Enter a valid email address', 'Write at least 10 characters'],
          ],
        ]);
      });
  });
});

describe('POST Feedback with a token that is no valid session', () => {
  refusedSessions(pact, {
    what: 'feedback',
    method: 'POST',
    path: '/Feedback',
    request: (b) => b.jsonBody(listingQuestion),
    call: (http) => feedbackApi(http).send(listingQuestion),
  });
});
