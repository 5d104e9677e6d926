import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import {
  bugReport,
  CANDIDATE_ID,
  candidateSender,
  HAS_ID,
  idea,
  listingQuestion,
  MARKED_READ,
  NO_FEEDBACK,
  REPORT_EMAIL,
  USER_SENT,
  VISITOR_SENT,
} from './feedback-fixtures';
import { admin, bearer, candidate, CLOCK, NOW, roleRefusedBody, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { feedbackApi } from '../../src/api/feedback';
import { ApiError, createHttp } from '../../src/api/http';

/**
 * GET admin/Feedback and PUT admin/Feedback/{id}/read of src/api/feedback.ts (designed here: contracts/reference.md), the
 * site admins' reading of the feedback. The feedback is sent and read through the provider's own calls. The token
 * cases and an employer's refusal: ./guarded-calls.ts; a candidate's refusal: here.
 */
const pact = apiPact();

const client = (url: string, token = admin.token, notify = recordingNotifier().notify) =>
  feedbackApi(createHttp({ baseUrl: url, notify, ...signedIn(token) }));

/** The clock's moment `hours` hours before. */
const hoursAgo = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000).toISOString();

/** The admin and the candidate signed in; a visitor's feedback (1), then the candidate's (2). */
const visitorThenUserSent = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('the admin {email} is signed in with token {token}', admin)
    .given(HAS_ID, { email: candidate.email, userId: CANDIDATE_ID })
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given(NO_FEEDBACK)
    .given(VISITOR_SENT, { ...listingQuestion, hoursAgo: 5 })
    .given(USER_SENT, { ...bugReport, email: REPORT_EMAIL, token: candidate.token, hoursAgo: 30 });

/**
 * Three feedbacks, sent in this order (ids 1, 2, 3) but not at these moments: the listing question 5 hours ago, the
 * candidate's report 30 hours ago, the idea an hour ago; the admin has read the first.
 */
const threeSent = (interaction: Interaction) =>
  visitorThenUserSent(interaction)
    .given(VISITOR_SENT, { ...idea, hoursAgo: 1 })
    .given(MARKED_READ, { token: admin.token, feedbackId: 1 });

const sent = {
  question: { id: 1, ...listingQuestion, user: null, createdDate: hoursAgo(5), read: true },
  report: { id: 2, ...bugReport, email: REPORT_EMAIL, user: candidateSender, createdDate: hoursAgo(30), read: false },
  idea: { id: 3, ...idea, user: null, createdDate: hoursAgo(1), read: false },
};

describe('GET admin/Feedback', () => {
  it('lists every feedback newest first by default, the read one marked, with the count of unread ones', async () => {
    await threeSent(pact.addInteraction())
      .uponReceiving('a request for the feedback')
      .withRequest('GET', '/admin/Feedback', (b) => b.headers(bearer(admin.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            // By the moment sent, not by id: 3 (an hour ago), 1 (5 hours), 2 (30 hours).
            items: [sent.idea, sent.question, sent.report],
            totalCount: 3,
            pageNumber: 1,
            pageSize: 20,
            unreadCount: 2,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).list();
        expect(page.items.map((f) => [f.id, f.read])).toEqual([
          [3, false],
          [1, true],
          [2, false],
        ]);
        expect(page.items[2]!.user).toEqual({
          id: 77,
          firstName: 'Pat',
          lastName: 'Example',
          email: 'casey@example.com',
        });
        expect(page.unreadCount).toBe(2);
      });
  });

  it('lists two feedbacks sent at the same moment the later first', async () => {
    const question = { ...sent.question, createdDate: hoursAgo(2), read: false };
    const theIdea = { ...sent.idea, id: 2, createdDate: hoursAgo(2) };
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the admin {email} is signed in with token {token}', admin)
      .given(NO_FEEDBACK)
      .given(VISITOR_SENT, { ...listingQuestion, hoursAgo: 2 })
      .given(VISITOR_SENT, { ...idea, hoursAgo: 2 })
      .uponReceiving('a request for the feedback of two sent at the same moment')
      .withRequest('GET', '/admin/Feedback', (b) => b.headers(bearer(admin.token)))
      // Both 2 hours ago: the higher id (sent second) first, not the order stored.
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: { items: [theIdea, question], totalCount: 2, pageNumber: 1, pageSize: 20, unreadCount: 2 },
        }),
      )
      .executeTest(async (server) => {
        expect((await client(server.url).list()).items.map((f) => f.id)).toEqual([2, 1]);
      });
  });

  it('pages the feedback; the unread count is of all of it', async () => {
    await threeSent(pact.addInteraction())
      .uponReceiving('a request for page 2 of the feedback, 2 a page')
      .withRequest('GET', '/admin/Feedback', (b) =>
        b.query({ pageNumber: '2', pageSize: '2' }).headers(bearer(admin.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // The oldest alone on page 2; the count of unread ones is not the page's (which holds one).
          result: { items: [sent.report], totalCount: 3, pageNumber: 2, pageSize: 2, unreadCount: 2 },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).list({ pageNumber: 2, pageSize: 2 });
        expect(page.items.map((f) => f.id)).toEqual([2]);
        expect(page.unreadCount).toBe(2);
      });
  });

  it('answers an empty list when no feedback was sent', async () => {
    await pact
      .addInteraction()
      .given('the admin {email} is signed in with token {token}', admin)
      .given(NO_FEEDBACK)
      .uponReceiving('a request for the feedback when there is none')
      .withRequest('GET', '/admin/Feedback', (b) => b.headers(bearer(admin.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ result: { items: [], totalCount: 0, pageNumber: 1, pageSize: 20, unreadCount: 0 } }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).list();
        expect(page).toEqual({ items: [], totalCount: 0, pageNumber: 1, pageSize: 20, unreadCount: 0 });
      });
  });
});

describe('PUT admin/Feedback/{id}/read', () => {
  it("marks a user's feedback read and answers it as it now is, its sender with it", async () => {
    await visitorThenUserSent(pact.addInteraction())
      .uponReceiving("a user's feedback marked read")
      .withRequest('PUT', '/admin/Feedback/2/read', (b) => b.headers(bearer(admin.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: { ...sent.report, read: true } }))
      .executeTest(async (server) => {
        const read = await client(server.url).markRead(2);
        expect([read.id, read.read, read.user?.id]).toEqual([2, true, 77]);
      });
  });

  it('marks a feedback read again without a change: the same answer', async () => {
    await visitorThenUserSent(pact.addInteraction())
      .given(MARKED_READ, { token: admin.token, feedbackId: 2 })
      .uponReceiving("a user's feedback marked read again")
      .withRequest('PUT', '/admin/Feedback/2/read', (b) => b.headers(bearer(admin.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: { ...sent.report, read: true } }))
      .executeTest(async (server) => {
        const read = await client(server.url).markRead(2);
        expect([read.id, read.read]).toEqual([2, true]);
      });
  });

  it('answers 404 for a feedback that does not exist', async () => {
    await pact
      .addInteraction()
      .given('the admin {email} is signed in with token {token}', admin)
      .given(NO_FEEDBACK)
      .given(VISITOR_SENT, { ...listingQuestion, hoursAgo: 5 })
      .uponReceiving('a feedback that does not exist marked read')
      .withRequest('PUT', '/admin/Feedback/2/read', (b) => b.headers(bearer(admin.token)))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This feedback does not exist.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, admin.token, notify)
          .markRead(2)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This feedback does not exist.' }]);
      });
  });
});

describe("the admins' feedback calls with a candidate's token", () => {
  const refused = async (url: string, call: (api: ReturnType<typeof feedbackApi>) => Promise<unknown>) => {
    const onUnauthorized = vi.fn();
    const http = createHttp({ baseUrl: url, getToken: () => candidate.token, onUnauthorized });
    const error = await call(feedbackApi(http)).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect(onUnauthorized).not.toHaveBeenCalled();
  };

  it('answers 403 to the list', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .uponReceiving('a request for the feedback with the token of a candidate')
      .withRequest('GET', '/admin/Feedback', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(403, (b) => b.jsonBody(roleRefusedBody))
      .executeTest((server) => refused(server.url, (api) => api.list()));
  });

  it('answers 403 to marking one read, their own included', async () => {
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given(NO_FEEDBACK)
      .given(USER_SENT, { ...bugReport, email: REPORT_EMAIL, token: candidate.token, hoursAgo: 2 })
      .uponReceiving('a feedback marked read with the token of a candidate')
      .withRequest('PUT', '/admin/Feedback/1/read', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(403, (b) => b.jsonBody(roleRefusedBody))
      .executeTest((server) => refused(server.url, (api) => api.markRead(1)));
  });
});
