import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { payInsightsSchema, type PayInsightsQuery } from './schemas/pay-insights';
import { toQuery } from './schemas/query';

/** The pay insights page (comp). */
export const payInsightsApi = (http: Http) => ({
  /**
   * GET Job/pay-insights: what the live jobs pay per the period, by field, focus, job type and state (no sign-in
   * needed; a token sent must be valid).
   */
  get: async (query: PayInsightsQuery, signal?: AbortSignal) =>
    (await http.request(envelope(payInsightsSchema), 'GET', 'Job/pay-insights', { query: toQuery(query), signal }))
      .result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const payInsights = payInsightsApi(apiHttp);
