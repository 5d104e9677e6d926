import type { Mutation } from './mutation';

/** Regressions of the accounts' calls: admin-company, auth (registration and the emailed links too), content, home (contracts/mutations.ts). */
const H = 'mocks/handlers/';
const MAIL = 'mocks/mail.ts';

export const accountMutations: Mutation[] = [
  // ---- admin-company ---------------------------------------------------------------------------------
  {
    id: 'primary-no-auth',
    file: `${H}admin-company.ts`,
    find: '      auth: EMPLOYERS,\n      response: primaryCompanyOrNullSchema,\n    },\n    ({ user }) => {\n      const company = findCompany(user!.primaryCompanyId);',
    replace:
      "      auth: 'optional',\n      response: primaryCompanyOrNullSchema,\n    },\n    ({ user }) => {\n      const company = findCompany(user ? user.primaryCompanyId : null);",
    what: 'admin/Company/get-primary answers without a token (null company) instead of 401',
  },
  {
    id: 'all-names-by-id',
    file: `${H}admin-company.ts`,
    find: '        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),',
    replace: '        .sort((a, b) => a.id - b.id),',
    what: 'admin/Company/all-names ordered by id, not by name',
  },
  {
    id: 'all-names-for-employers',
    file: `${H}admin-company.ts`,
    find: '      auth: [Role.Admin],',
    replace: '      auth: [Role.Employer, Role.Admin],',
    what: 'admin/Company/all-names open to employers (no 403)',
  },
  {
    id: 'primary-renamed-field',
    file: 'mocks/users.ts',
    find: '    primaryCompany: primary ? toPrimaryCompany(primary) : null,',
    replace: '    primary_company: primary ? toPrimaryCompany(primary) : null,',
    what: 'Auth/login: primaryCompany renamed primary_company',
  },
  // ---- auth ------------------------------------------------------------------------------------------
  {
    id: 'login-wrong-password-401',
    file: `${H}auth.ts`,
    find: "      if (!user || user.password !== body.password) throw badRequest('The email or password is incorrect.');",
    replace:
      "      if (!user || user.password !== body.password)\n        throw Object.assign(badRequest('The email or password is incorrect.'), { status: 401 });",
    what: 'Auth/login: a wrong password answers 401, not 400',
  },
  {
    id: 'login-expires-epoch',
    file: `${H}auth.ts`,
    find: '      return loggedInUser(user, token, expiresAt);',
    replace:
      '      return { ...loggedInUser(user, token, expiresAt), tokenExpires: Date.parse(expiresAt) as unknown as string };',
    what: 'Auth/login: tokenExpires as epoch milliseconds, not ISO 8601',
  },
  {
    id: 'login-roles-names',
    file: 'mocks/users.ts',
    find: '    roles: user.roles,',
    replace:
      "    roles: user.roles.map((r) => ['', 'User', 'Employer', 'Admin', 'Premium'][r]) as unknown as number[],",
    what: 'Auth/login: roles as names, not numeric codes',
  },
  {
    id: 'login-membership-role-owner',
    file: 'mocks/company-access.ts',
    find: "    .map((m) => ({ companyId: m.companyId, role: m.isAdmin ? 'admin' : 'member' }));",
    replace: "    .map((m) => ({ companyId: m.companyId, role: m.isAdmin ? 'owner' : 'member' }));",
    what: "Auth/login: a company admin's membership role is 'owner'",
  },
  // ---- accounts: registration, the emailed links (auth's handlers, mocks/mail.ts) -------------------------
  {
    id: 'register-taken-accepted',
    file: `${H}auth.ts`,
    find: '      if (findUser(body.email)) {',
    replace: '      if (findUser(body.email) && false) {',
    what: 'Auth/register registers an address that has an account again (200, not 409)',
  },
  {
    id: 'register-taken-no-field-error',
    file: `${H}auth.ts`,
    find: '        throw new HttpProblem(409, {\n          error: ADDRESS_TAKEN,\n          errors: { email: [`${ADDRESS_TAKEN} Sign in, or reset its password.`] },\n        });',
    replace: '        throw new HttpProblem(409, { error: ADDRESS_TAKEN });',
    what: "Auth/register's 409 for a taken address without errors.email (the form cannot show it beside the field)",
  },
  {
    id: 'register-taken-400',
    file: `${H}auth.ts`,
    find: '        throw new HttpProblem(409, {',
    replace: '        throw new HttpProblem(400, {',
    what: 'Auth/register: a taken address answers 400, not 409',
  },
  {
    id: 'register-guessable-id',
    file: `${H}auth.ts`,
    find: '      return { registrationId };',
    replace: '      return { registrationId: String(user.id) };',
    what: "Auth/register answers the user's numeric id as the registration id (guessable: anyone reads anyone's registration)",
  },
  {
    id: 'registration-type-always-candidate',
    file: `${H}auth.ts`,
    find: "      const accountType: AccountType = user.roles.includes(Role.Employer) ? 'employer' : 'candidate';",
    replace: "      const accountType: AccountType = 'candidate';",
    what: "Auth/registration: an employer's registration says accountType 'candidate'",
  },
  {
    id: 'registration-never-confirmed',
    file: `${H}auth.ts`,
    find: '      return { email: user.email, emailConfirmed: user.emailConfirmed, accountType };',
    replace: '      return { email: user.email, emailConfirmed: false, accountType };',
    what: 'Auth/registration says emailConfirmed false after the confirmation',
  },
  {
    id: 'resend-unknown-404',
    file: `${H}auth.ts`,
    find: '      if (user && !user.emailConfirmed && user.registrationId)',
    replace:
      "      if (!user) throw notFound('No account has this email address.');\n      if (!user.emailConfirmed && user.registrationId)",
    what: 'Auth/resend-confirmation answers 404 for an address without an account (it tells who has one)',
  },
  {
    id: 'forgot-unknown-404',
    file: `${H}auth.ts`,
    find: '      if (user) await sendPasswordReset(user);',
    replace:
      "      if (!user) throw notFound('No account has this email address.');\n      await sendPasswordReset(user);",
    what: 'Auth/forgot-password answers 404 for an address without an account (it tells who has one)',
  },
  {
    id: 'confirm-no-sign-in',
    file: `${H}auth.ts`,
    find: '      return loggedInUser(confirmed, token, expiresAt);',
    replace: '      return { ...loggedInUser(confirmed, token, expiresAt), accessToken: undefined } as never;',
    what: 'Auth/confirm-email confirms but does not sign in (no accessToken)',
  },
  {
    id: 'login-unconfirmed-allowed',
    file: `${H}auth.ts`,
    find: '      if (!user.emailConfirmed) throw forbidden(UNCONFIRMED);',
    replace: '',
    what: 'Auth/login signs in an account whose address is not confirmed',
  },
  {
    id: 'login-unconfirmed-400',
    file: `${H}auth.ts`,
    find: '      if (!user.emailConfirmed) throw forbidden(UNCONFIRMED);',
    replace: '      if (!user.emailConfirmed) throw badRequest(UNCONFIRMED);',
    what: 'Auth/login refuses an unconfirmed account with 400 (as a wrong password), not 403: the app cannot offer a new link',
  },
  {
    id: 'link-used-accepted',
    observedBy: ['POST Auth/confirm-email'],
    file: MAIL,
    find: "  if (record.usedDate !== null) throw conflict('This link was already used or replaced by a newer one.');",
    replace: "  if (false) throw conflict('This link was already used or replaced by a newer one.');",
    what: 'An emailed link works again after it was used (confirm-email, reset-password)',
  },
  {
    id: 'link-expiry-ignored',
    file: MAIL,
    find: "  if (Date.parse(record.expiresAt) <= clock.now()) throw conflict('This link has expired. Ask for a new one.');",
    replace: "  if (false) throw conflict('This link has expired. Ask for a new one.');",
    what: 'An emailed link works after it expired (confirm-email, reset-password)',
  },
  {
    id: 'link-purpose-ignored',
    file: MAIL,
    find: '  const record = db.emailTokens.findFirst((q) => q.where({ token, purpose }));',
    replace: '  const record = db.emailTokens.findFirst((q) => q.where({ token }));',
    what: "Auth/reset-password takes a confirmation link's token (a confirmation link sets a password)",
  },
  {
    id: 'link-unknown-409',
    observedBy: ['POST Auth/confirm-email'],
    file: MAIL,
    find: "  if (!record || !user) throw notFound('This link is not valid. Ask for a new one.');",
    replace: "  if (!record || !user) throw conflict('This link is not valid. Ask for a new one.');",
    what: 'An unknown link answers 409, not 404',
  },
  {
    id: 'reset-keeps-sessions',
    file: MAIL,
    find: '  await endOtherSessions(user.id, null);',
    replace: '',
    what: "Auth/reset-password keeps the account's sessions: a token from before the reset still works",
  },
  // The effects a later sign-in observes (tests/contract/auth-sign-in.test.ts: states through the provider's own calls).
  {
    id: 'reset-password-not-set',
    observedBy: ['POST Auth/login'],
    file: MAIL,
    find: '      u.password = password;\n      u.emailConfirmed = true;',
    replace: '      u.emailConfirmed = true;',
    what: 'Auth/reset-password uses up the link but keeps the old password',
  },
  {
    id: 'register-employer-as-candidate',
    observedBy: ['POST Auth/login'],
    file: `${H}auth.ts`,
    find: "          roles: [body.accountType === 'employer' ? Role.Employer : Role.User],",
    replace: '          roles: [Role.User],',
    what: 'Auth/register makes every account a candidate, whatever accountType it was asked for',
  },
  {
    id: 'confirm-email-not-confirmed',
    file: `${H}auth.ts`,
    find: '        data(u) {\n          u.emailConfirmed = true;\n        },',
    replace: '        data() {},',
    what: 'Auth/confirm-email signs the user in but leaves the address unconfirmed (the next sign-in is refused)',
  },
  // ---- content ---------------------------------------------------------------------------------------
  {
    id: 'tooltips-drafts-leak',
    file: `${H}content.ts`,
    find: "      const items = db.contentItems.findMany((q) => q.where({ collection: 'tooltips', status: 'published' }));",
    replace: "      const items = db.contentItems.findMany((q) => q.where({ collection: 'tooltips' }));",
    what: 'items/tooltips ignores status=published: drafts leak',
  },
  {
    id: 'content-token-renamed',
    file: `${H}content.ts`,
    find: '      return { data: { accessToken, expires } };',
    replace: '      return { data: { access_token: accessToken, expires } };',
    what: 'auth/authenticate: accessToken renamed access_token',
  },
  {
    id: 'content-wrong-key-400',
    file: `${H}content.ts`,
    find: "      if (body.key !== CONTENT_API_KEY) throw new HttpProblem(401, { error: 'The API key is not valid.' });",
    replace:
      "      if (body.key !== CONTENT_API_KEY) throw new HttpProblem(400, { error: 'The API key is not valid.' });",
    what: 'auth/authenticate: a wrong key answers 400, not 401',
  },
  // ---- home ------------------------------------------------------------------------------------------
  {
    id: 'reach-km',
    file: `${H}home.ts`,
    find: '      return { count, withinMiles: REACH_MILES };',
    replace: '      return { count, withinMiles: Math.round(REACH_MILES * 1.609344) };',
    what: 'Home/calculate-candidates: withinMiles in kilometres',
  },
  {
    id: 'reach-field-ignored',
    file: `${H}home.ts`,
    find: '        if (canReach(candidate, fieldFocusIds, body)) count++;',
    replace: '        if (canReach(candidate, new Set(focuses.map((f) => f.id)), body)) count++;',
    what: 'Home/calculate-candidates ignores the job field',
  },
];
