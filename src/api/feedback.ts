import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { feedbackPageSchema, feedbackSchema, type FeedbackInput, type FeedbackQuery } from './schemas/feedback';
import { toQuery } from './schemas/query';

/** Feedback (calls proposed here: contracts/reference.md): anyone sends it, the site admins read it. */
export const feedbackApi = (http: Http) => ({
  /** POST Feedback: no sign-in needed; a signed-in user's token ties the feedback to them. Answers it as stored. */
  send: async (input: FeedbackInput) =>
    (await http.request(envelope(feedbackSchema), 'POST', 'Feedback', { body: input })).result,

  /** GET admin/Feedback (role Admin): a page of every feedback, newest first, with the count of unread ones. */
  list: async (query: FeedbackQuery = {}, signal?: AbortSignal) =>
    (await http.request(envelope(feedbackPageSchema), 'GET', 'admin/Feedback', { query: toQuery(query), signal }))
      .result,

  /** PUT admin/Feedback/{id}/read (role Admin): marks a feedback read; answers it as it now is. */
  markRead: async (id: number) =>
    (await http.request(envelope(feedbackSchema), 'PUT', `admin/Feedback/${id}/read`)).result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const feedback = feedbackApi(apiHttp);
