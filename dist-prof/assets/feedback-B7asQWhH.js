import { Tn as envelope, ft as apiHttp, ot as toQuery } from "./index-BTLBy0eD.js";
import { b as feedbackSchema, v as feedbackPageSchema } from "./mock-CDwb7JL5.js";
// src/api/feedback.ts
/** Feedback (calls proposed here: contracts/README.md): anyone sends it, the site admins read it. */
var feedbackApi = (http) => ({
	/** POST Feedback: no sign-in needed; a signed-in user's token ties the feedback to them. Answers it as stored. */
	send: async (input) => (await http.request(envelope(feedbackSchema), "POST", "Feedback", { body: input })).result,
	/** GET admin/Feedback (role Admin): a page of every feedback, newest first, with the count of unread ones. */
	list: async (query = {}, signal) => (await http.request(envelope(feedbackPageSchema), "GET", "admin/Feedback", {
		query: toQuery(query),
		signal
	})).result,
	/** PUT admin/Feedback/{id}/read (role Admin): marks a feedback read; answers it as it now is. */
	markRead: async (id) => (await http.request(envelope(feedbackSchema), "PUT", `admin/Feedback/${id}/read`)).result
});
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var feedback = feedbackApi(apiHttp);
export { feedback as t };
