import { Role } from './enums/user';

/**
 * Every path of the app, in one place, by the area of the route table that serves it (`src/app/areas/<area>.ts`):
 * links and redirects build their paths with `href`, so a route and the links to it cannot drift apart, and the
 * router loads an area's routes when a path of the area is first opened.
 * Patterns are relative to the app's base (React Router adds the base path); `:name` is a parameter.
 */
export const pathsByArea = {
  // The first page: the job search, a job, and the public board.
  search: { jobs: 'jobs', job: 'job/:id', jobBoard: 'job-board' },
  // Signing in and joining: accounts, their emailed links.
  auth: {
    login: 'login',
    register: 'register',
    forgotPassword: 'forgot-password',
    resetPassword: 'reset-password',
    registerConfirmation: 'register-confirmation/:id',
  },
  // A signed-in user's own account.
  account: { account: 'account', updateAccount: 'update-account' },
  // The candidate's pages: their jobs, their profile and its public page, the onboarding quiz.
  candidate: {
    recommendedJobs: 'recommended-jobs',
    profileEdit: 'profile/edit',
    candidateView: 'candidate/:id/view',
    quiz: 'quiz',
  },
  // Setting up a company and joining one.
  company: {
    createCompany: 'create-company',
    confirmEmail: 'confirm-email',
    joinCompany: 'join-company',
    acceptRequest: 'accept-request/:id',
    acceptRequestSuccess: 'accept-request-success/:company/:name',
  },
  // The employer's work: the company dashboard, posting jobs, a job's applicants, boosts, the employers' home, switching companies.
  employer: {
    profile: 'profile',
    switchCompany: 'switch-company',
    createJob: 'create-job',
    updateJob: 'update-job/:id',
    jobApplicants: 'job-applicants/:id',
    jobMatches: 'job-matches/:id',
    purchaseConfirmation: 'purchase-confirmation',
    homeEmployer: 'home-employer',
  },
  // The site's admins.
  admin: {
    adminJobs: 'admin/jobs',
    adminCompanies: 'admin/companies',
    adminCompany: 'admin/companies/:id',
    adminFeedback: 'admin/feedback',
  },
  // Public pages: the way in, brand pages, what the board offers, legal texts, feedback.
  content: {
    launchingSoon: 'launching-soon',
    home: 'home',
    comp: 'comp',
    benefitsCandidates: 'benefits-candidates',
    benefitsEmployers: 'benefits-employers',
    brand: 'brand/:name',
    termsConditions: 'terms-conditions',
    privacyPolicy: 'privacy-policy',
    termsOfService: 'terms-of-service',
    ndaAgreement: 'nda-agreement',
    feedback: 'feedback',
  },
  // The Pennsylvania section (and the path of any other state's, which has none yet).
  pennsylvania: {
    statePennsylvania: 'state-company/pennsylvania',
    statePA: 'state-company/PA',
    stateSection: 'state-company/:state',
  },
} as const;

type ByArea = typeof pathsByArea;
export type Area = keyof ByArea;
type AllPaths = { [A in Area]: ByArea[A] }[Area];
export type PathName = AllPaths extends infer P ? (P extends P ? keyof P : never) : never;
type PatternOf<K extends PathName> = { [A in Area]: K extends keyof ByArea[A] ? ByArea[A][K] : never }[Area];

/** Every path's pattern by its name. */
export const patterns = Object.assign({}, ...Object.values(pathsByArea)) as { readonly [K in PathName]: PatternOf<K> };

/** The parameter names of a pattern: `'update-job/:id'` -> `'id'`. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The paths without parameters (a redirect's target, a nav link). */
export type StaticPathName = { [K in PathName]: ParamsOf<(typeof patterns)[K]> extends never ? K : never }[PathName];

type Query = URLSearchParams | Record<string, string | number | undefined> | string;
type Args<K extends PathName> =
  ParamsOf<(typeof patterns)[K]> extends never
    ? [params?: null, query?: Query]
    : [params: Record<ParamsOf<(typeof patterns)[K]>, string | number>, query?: Query];

function queryString(query: Query | undefined): string {
  if (query === undefined) return '';
  const params =
    typeof query === 'string' || query instanceof URLSearchParams
      ? new URLSearchParams(query)
      : new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The app path of a route, with its parameters (encoded) and an optional query: `href('job', { id: 3 })` -> `/job/3`. */
export function href<K extends PathName>(name: K, ...[params, query]: Args<K>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = patterns[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(values[key])));
  return `/${path}${queryString(query)}`;
}

/** Sign-in, then back to `url`. */
export const loginWithReturn = (url: string) => href('login', null, { returnUrl: url });

/** Only in-app paths are followed after login (no open redirects: not `//host`, not `/\host`, no scheme). */
export const safeReturnUrl = (value: string | null) =>
  value && /^\/(?![/\\])/.test(value) && !value.includes('\\') ? value : null;

/** Where a logged-in user lands by default: employers on their home, admins on the review queue, everyone else on the jobs. */
export const homeFor = (user: { roles: readonly number[] } | null) =>
  user?.roles.includes(Role.Employer)
    ? href('homeEmployer')
    : user?.roles.includes(Role.Admin)
      ? href('adminJobs')
      : href('jobs');
