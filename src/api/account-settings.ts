import { apiHttp } from './bindings';
import type { Http } from './http';
import { doneSchema } from './schemas/account';
import {
  accountSchema,
  type AccountDetails,
  type DeleteAccount,
  type EmailChange,
  type PasswordChange,
  type ProfileVisibilityInput,
} from './schemas/account-settings';
import { envelope } from './schemas/common';

const account = envelope(accountSchema);

/**
 * The signed-in user's account settings (calls proposed here: contracts/reference.md). The changes a form makes are
 * quiet: the form shows their refusals beside its fields.
 */
export const accountSettingsApi = (http: Http) => ({
  /** GET Account: name, pronouns, address (and one waiting for its confirmation), the profile's visibility. */
  get: async (signal?: AbortSignal) => (await http.request(account, 'GET', 'Account', { signal })).result,

  /** PUT Account: the name and the pronouns. */
  updateDetails: async (body: AccountDetails) =>
    (await http.request(account, 'PUT', 'Account', { body, quiet: true })).result,

  /** PUT Account/visibility (candidates): who may see the public profile. */
  updateVisibility: async (body: ProfileVisibilityInput) =>
    (await http.request(account, 'PUT', 'Account/visibility', { body, quiet: true })).result,

  /** POST Account/email-change: a confirmation link to the new address; it takes effect once confirmed. 409 when the address is taken. */
  requestEmailChange: async (body: EmailChange) =>
    (await http.request(account, 'POST', 'Account/email-change', { body, quiet: true })).result,

  /** POST Account/confirm-email-change: the new address confirmed with the link's token. 404, 409 for a link unknown, used or expired. */
  confirmEmailChange: async (token: string) =>
    (await http.request(account, 'POST', 'Account/confirm-email-change', { body: { token }, quiet: true })).result,

  /** PUT Account/password: a new password; the account's other sessions end. */
  changePassword: async (body: PasswordChange) => {
    await http.request(envelope(doneSchema), 'PUT', 'Account/password', { body, quiet: true });
  },

  /** DELETE Account (candidates): the account, its profile, applications and saved jobs are deleted; every session ends. */
  deleteAccount: async (body: DeleteAccount) => {
    await http.request(envelope(doneSchema), 'DELETE', 'Account', { body, quiet: true });
  },
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const accountSettings = accountSettingsApi(apiHttp);
