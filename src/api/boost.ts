import { apiHttp } from './bindings';
import type { Http } from './http';
import { purchaseSchema, type BoostInput, type Card } from './schemas/boost';
import { envelope } from './schemas/common';

/** Boosting a live job, and paying for it (role Employer; calls proposed here, contracts/reference.md). */
export const boostApi = (http: Http) => ({
  /** POST admin/Boost: a boost of a live job, waiting for its payment (boost Pending, payment Created). */
  create: async (boost: BoostInput) =>
    (await http.request(envelope(purchaseSchema), 'POST', 'admin/Boost', { body: boost })).result,

  /**
   * POST admin/Boost/{id}/pay: pays for the boost. A declined card is not an error: the answer's payment says
   * PaymentFailed with the reason, and the boost stays Pending.
   */
  pay: async (boostId: number, card: Card) =>
    (await http.request(envelope(purchaseSchema), 'POST', `admin/Boost/${boostId}/pay`, { body: card })).result,

  /** GET admin/Boost/{id}: a purchase, for its confirmation page. */
  get: async (boostId: number) =>
    (await http.request(envelope(purchaseSchema), 'GET', `admin/Boost/${boostId}`)).result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const boost = boostApi(apiHttp);
