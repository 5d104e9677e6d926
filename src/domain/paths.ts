import { Role } from './enums/user';

/**
 * Every path of the app, in one place: the route table (src/app/routes.ts) takes its patterns from here, and links
 * and redirects build their paths with `href`, so a route and the links to it cannot drift apart.
 * Patterns are relative to the app's base (React Router adds the base path); `:name` is a parameter.
 */
export const patterns = {
  launchingSoon: 'launching-soon',
  login: 'login',
  register: 'register',
  forgotPassword: 'forgot-password',
  createCompany: 'create-company',
  confirmEmail: 'confirm-email',
  joinCompany: 'join-company',
  resetPassword: 'reset-password',
  createJob: 'create-job',
  updateJob: 'update-job/:id',
  profile: 'profile',
  jobs: 'jobs',
  job: 'job/:id',
  purchaseConfirmation: 'purchase-confirmation',
  registerConfirmation: 'register-confirmation/:id',
  comp: 'comp',
  home: 'home',
  homeEmployer: 'home-employer',
  benefitsCandidates: 'benefits-candidates',
  benefitsEmployers: 'benefits-employers',
  brand: 'brand/:name',
  termsConditions: 'terms-conditions',
  privacyPolicy: 'privacy-policy',
  termsOfService: 'terms-of-service',
  ndaAgreement: 'nda-agreement',
  quiz: 'quiz',
  profileEdit: 'profile/edit',
  account: 'account',
  recommendedJobs: 'recommended-jobs',
  candidateView: 'candidate/:id/view',
  jobBoard: 'job-board',
  feedback: 'feedback',
  acceptRequest: 'accept-request/:id',
  acceptRequestSuccess: 'accept-request-success/:company/:name',
  updateAccount: 'update-account',
  adminJobs: 'admin/jobs',
  statePennsylvania: 'state-company/pennsylvania',
  statePA: 'state-company/PA',
} as const;

export type PathName = keyof typeof patterns;

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
