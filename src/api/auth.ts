import { apiHttp } from './bindings';
import type { Http } from './http';
import { loggedInUserSchema, type Credentials } from './schemas/auth';
import { envelope } from './schemas/common';

export const authApi = (http: Http) => ({
  /**
   * POST Auth/login: credentials in, the logged-in user with its token out (`result`). Quiet: the login form says
   * what went wrong beside its fields, so the catalogue's toast would say it twice.
   */
  login: async (credentials: Credentials) =>
    (await http.request(envelope(loggedInUserSchema), 'POST', 'Auth/login', { body: credentials, quiet: true })).result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const auth = authApi(apiHttp);
