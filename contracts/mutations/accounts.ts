import type { Mutation } from './mutation';

/** Regressions of the accounts' calls: admin-company, auth, content, home (contracts/mutations.ts). */
const H = 'mocks/handlers/';

export const accountMutations: Mutation[] = [
  // ---- admin-company ---------------------------------------------------------------------------------
  {
    id: 'primary-no-auth',
    file: `${H}admin-company.ts`,
    find: "auth: [Role.Employer, Role.Admin], response: primaryCompanyOrNullSchema }, ({ user }) => {\n    const company = companyById(user!.primaryCompanyId);",
    replace: "auth: 'optional', response: primaryCompanyOrNullSchema }, ({ user }) => {\n    const company = companyById(user ? user.primaryCompanyId : null);",
    what: 'admin/Company/get-primary answers without a token (null company) instead of 401',
  },
  {
    id: 'all-names-by-id',
    file: `${H}admin-company.ts`,
    find: '.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)',
    replace: '.sort((a, b) => a.id - b.id)',
    what: 'admin/Company/all-names ordered by id, not by name',
  },
  {
    id: 'all-names-for-employers',
    file: `${H}admin-company.ts`,
    find: "auth: [Role.Admin], response: companyNamesSchema",
    replace: "auth: [Role.Employer, Role.Admin], response: companyNamesSchema",
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
    find: "throw badRequest('The email or password is incorrect.');",
    replace: "throw Object.assign(badRequest('The email or password is incorrect.'), { status: 401 });",
    what: 'Auth/login: a wrong password answers 401, not 400',
  },
  {
    id: 'login-expires-epoch',
    file: `${H}auth.ts`,
    find: 'return loggedInUser(user, token, expiresAt);',
    replace: 'return { ...loggedInUser(user, token, expiresAt), tokenExpires: Date.parse(expiresAt) as unknown as string };',
    what: 'Auth/login: tokenExpires as epoch milliseconds, not ISO 8601',
  },
  {
    id: 'login-roles-names',
    file: 'mocks/users.ts',
    find: '    roles: user.roles,',
    replace: "    roles: user.roles.map((r) => ['', 'User', 'Employer', 'Admin', 'Premium'][r]) as unknown as number[],",
    what: 'Auth/login: roles as names, not numeric codes',
  },
  {
    id: 'login-membership-role-owner',
    file: 'mocks/users.ts',
    find: "role: m.isAdmin ? 'admin' : 'member'",
    replace: "role: m.isAdmin ? 'owner' : 'member'",
    what: "Auth/login: a company admin's membership role is 'owner'",
  },
  // ---- content ---------------------------------------------------------------------------------------
  {
    id: 'tooltips-drafts-leak',
    file: `${H}content.ts`,
    find: "q.where({ collection: 'tooltips', status: 'published' })",
    replace: "q.where({ collection: 'tooltips' })",
    what: 'items/tooltips ignores status=published: drafts leak',
  },
  {
    id: 'content-token-renamed',
    file: `${H}content.ts`,
    find: 'return { data: { accessToken, expires } };',
    replace: 'return { data: { access_token: accessToken, expires } };',
    what: 'auth/authenticate: accessToken renamed access_token',
  },
  {
    id: 'content-wrong-key-400',
    file: `${H}content.ts`,
    find: "throw new HttpProblem(401, { error: 'The API key is not valid.' });",
    replace: "throw new HttpProblem(400, { error: 'The API key is not valid.' });",
    what: 'auth/authenticate: a wrong key answers 400, not 401',
  },
  // ---- home ------------------------------------------------------------------------------------------
  {
    id: 'reach-km',
    file: `${H}home.ts`,
    find: 'return { count, withinMiles: REACH_MILES };',
    replace: 'return { count, withinMiles: Math.round(REACH_MILES * 1.609344) };',
    what: 'Home/calculate-candidates: withinMiles in kilometres',
  },
  {
    id: 'reach-field-ignored',
    file: `${H}home.ts`,
    find: 'if (canReach(candidate, fieldFocusIds, body)) count++;',
    replace: 'if (canReach(candidate, new Set(focuses.map((f) => f.id)), body)) count++;',
    what: 'Home/calculate-candidates ignores the job field',
  },
];
