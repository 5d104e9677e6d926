import { apiHttp } from './bindings';
import type { Http } from './http';
import {
  doneSchema,
  registeredSchema,
  registrationStatusSchema,
  resetLinkSchema,
  type EmailOnly,
  type Registration,
  type ResetPassword,
} from './schemas/account';
import { loggedInUserSchema } from './schemas/auth';
import { envelope } from './schemas/common';

/**
 * Joining the product and getting back in (calls proposed here: contracts/reference.md). Calls whose refusals a form
 * shows beside its fields are quiet: the catalogue's toast would say the same thing twice.
 */
export const accountApi = (http: Http) => ({
  /** POST Auth/register: an unconfirmed account, and the confirmation emailed; 409 (beside the email) when the address is taken. */
  register: async (registration: Registration) =>
    (await http.request(envelope(registeredSchema), 'POST', 'Auth/register', { body: registration, quiet: true }))
      .result,

  /** GET Auth/registration: where the confirmation went, and whether it is confirmed yet; 404 for an unknown id. */
  registration: async (id: string, signal?: AbortSignal) =>
    (await http.request(envelope(registrationStatusSchema), 'GET', 'Auth/registration', { query: { id }, signal }))
      .result,

  /** POST Auth/resend-confirmation: a new link, if an unconfirmed account has the address (the answer says nothing either way). */
  resendConfirmation: async (body: EmailOnly) => {
    await http.request(envelope(doneSchema), 'POST', 'Auth/resend-confirmation', { body });
  },

  /** POST Auth/confirm-email: the address confirmed with the link's token; answers the user signed in. 404, 409 for a link unknown, used or expired. */
  confirmEmail: async (token: string) =>
    (await http.request(envelope(loggedInUserSchema), 'POST', 'Auth/confirm-email', { body: { token }, quiet: true }))
      .result,

  /** POST Auth/forgot-password: a reset link, if an account has the address (the answer says nothing either way). */
  forgotPassword: async (body: EmailOnly) => {
    await http.request(envelope(doneSchema), 'POST', 'Auth/forgot-password', { body, quiet: true });
  },

  /** GET Auth/reset-password: whether the link's token can still be used, and for which address; 404, 409 as the reset. */
  resetLink: async (token: string, signal?: AbortSignal) =>
    (
      await http.request(envelope(resetLinkSchema), 'GET', 'Auth/reset-password', {
        query: { token },
        signal,
        quiet: true,
      })
    ).result,

  /** POST Auth/reset-password: the new password set with the link's token; every session of the account ends. */
  resetPassword: async (body: ResetPassword) => {
    await http.request(envelope(doneSchema), 'POST', 'Auth/reset-password', { body, quiet: true });
  },
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const account = accountApi(apiHttp);
