import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import {
  adminOnly,
  beta,
  candidateOnly,
  company,
  loggedIn,
  notCandidate,
  notSiteAdmin,
  quizForVisitors,
  visitorOnly,
  type Guard,
} from './guards';
import type { LoggedInUser } from '../api/schemas/auth';
import { Role } from '../domain/enums/user';
import type { PathName, StaticPathName } from '../domain/paths';

/**
 * The route table: one row per route of docs/product.md §2 (paths from src/domain/paths.ts). Every screen loads lazily
 * (its own chunk); guards run in the order given, then the data module's loader, loaded beside the screen's chunk.
 * A row with `nav` is a link of the header, for the users `nav.for` accepts, in `nav.order`.
 */
interface RouteDataModule {
  loader?: LoaderFunction;
  action?: ActionFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

export interface NavEntry {
  label: string;
  order: number;
  /** Whether the link shows, for the user and the browser's beta access (without it, beta pages are dead ends). */
  for: (user: LoggedInUser | null, beta: boolean) => boolean;
  /** The nav shows the candidate's count of recommended jobs beside this link. */
  badge?: 'recommended';
}

export interface ScreenRoute {
  name: PathName;
  title: string;
  guards: readonly Guard[];
  screen: () => Promise<{ default: ComponentType; ErrorBoundary?: ComponentType }>;
  /** The route's loader, action and revalidation rule, in a module of their own (see docs/architecture.md). */
  data?: () => Promise<RouteDataModule>;
  nav?: readonly NavEntry[];
}

export interface RedirectRoute {
  /** A route of the paths module, the empty path, or `*` (any other path). */
  from: PathName | '' | '*';
  to: StaticPathName;
}

const has = (role: Role) => (user: LoggedInUser | null) => Boolean(user?.roles.includes(role));
const withBeta = (_user: LoggedInUser | null, beta: boolean) => beta;
const visitorWithBeta = (user: LoggedInUser | null, beta: boolean) => user === null && beta;
const withoutBeta = (_user: LoggedInUser | null, beta: boolean) => !beta;

const createCompany = () => import('../features/company/CreateCompanyPage');
const createCompanyData = () => import('../features/company/create-company.data');
const accountData = () => import('../features/account/account.data');

export const screens: ScreenRoute[] = [
  {
    name: 'launchingSoon',
    title: 'Launching soon',
    guards: [],
    screen: () => import('../features/content/LaunchingSoonPage'),
  },
  {
    name: 'login',
    title: 'Sign in',
    guards: [beta, visitorOnly],
    screen: () => import('../features/auth/LoginPage'),
    data: () => import('../features/auth/login.data'),
  },
  {
    name: 'register',
    title: 'Create an account',
    guards: [beta, visitorOnly],
    screen: () => import('../features/auth/RegisterPage'),
    data: () => import('../features/auth/register.data'),
  },
  {
    name: 'forgotPassword',
    title: 'Forgot password',
    guards: [beta, visitorOnly],
    screen: () => import('../features/auth/ForgotPasswordPage'),
    data: () => import('../features/auth/forgot-password.data'),
  },
  {
    name: 'createCompany',
    title: 'Create a company',
    guards: [beta, notCandidate],
    screen: createCompany,
    data: createCompanyData,
  },
  // Given (docs/product.md §2): confirm-email and join-company are the same page (and so take its guards).
  {
    name: 'confirmEmail',
    title: 'Confirm your email',
    guards: [beta, notCandidate],
    screen: createCompany,
    data: createCompanyData,
  },
  {
    name: 'joinCompany',
    title: 'Join a company',
    guards: [beta, notCandidate],
    screen: createCompany,
    data: createCompanyData,
  },
  // docs/product.md §2: reset-password's guard was not given; it takes the beta gate like every product page.
  {
    name: 'resetPassword',
    title: 'Reset password',
    guards: [beta],
    screen: () => import('../features/auth/ResetPasswordPage'),
    data: () => import('../features/auth/reset-password.data'),
  },
  {
    name: 'createJob',
    title: 'Post a job',
    guards: [beta, notCandidate, notSiteAdmin],
    screen: () => import('../features/employer-jobs/CreateJobPage'),
    data: () => import('../features/employer-jobs/create-job.data'),
    nav: [{ label: 'Post a job', order: 5, for: has(Role.Employer) }],
  },
  {
    name: 'updateJob',
    title: 'Edit a job',
    guards: [beta, loggedIn, notCandidate, notSiteAdmin],
    screen: () => import('../features/employer-jobs/UpdateJobPage'),
    data: () => import('../features/employer-jobs/update-job.data'),
  },
  {
    name: 'profile',
    title: 'Company profile',
    guards: [beta, company],
    screen: () => import('../features/company/ProfilePage'),
    data: () => import('../features/company/profile.data'),
    nav: [{ label: 'Company', order: 6, for: has(Role.Employer) }],
  },
  {
    name: 'jobs',
    title: 'Jobs',
    guards: [beta],
    screen: () => import('../features/jobs/JobsPage'),
    data: () => import('../features/jobs/jobs.data'),
    nav: [{ label: 'Jobs', order: 1, for: withBeta }],
  },
  {
    name: 'job',
    title: 'Job',
    guards: [beta],
    screen: () => import('../features/job-detail/JobPage'),
    data: () => import('../features/job-detail/job.data'),
  },
  {
    name: 'purchaseConfirmation',
    title: 'Purchase confirmation',
    guards: [beta],
    screen: () => import('../features/boost/PurchaseConfirmationPage'),
    data: () => import('../features/boost/purchase-confirmation.data'),
  },
  {
    name: 'registerConfirmation',
    title: 'Confirm your email',
    guards: [beta],
    screen: () => import('../features/auth/RegisterConfirmationPage'),
    data: () => import('../features/auth/register-confirmation.data'),
  },
  { name: 'comp', title: 'Compensation', guards: [beta], screen: () => import('../features/content/CompPage') },
  { name: 'home', title: 'Home', guards: [beta], screen: () => import('../features/content/HomePage') },
  {
    name: 'homeEmployer',
    title: 'For employers',
    guards: [beta],
    screen: () => import('../features/content/HomeEmployerPage'),
    data: () => import('../features/content/home-employer.data'),
    nav: [
      { label: 'Employer home', order: 4, for: has(Role.Employer) },
      { label: 'For employers', order: 8, for: visitorWithBeta },
    ],
  },
  {
    name: 'benefitsCandidates',
    title: 'Benefits for candidates',
    guards: [beta],
    screen: () => import('../features/content/BenefitsCandidatesPage'),
  },
  {
    name: 'benefitsEmployers',
    title: 'Benefits for employers',
    guards: [beta],
    screen: () => import('../features/content/BenefitsEmployersPage'),
  },
  { name: 'brand', title: 'Brand', guards: [beta], screen: () => import('../features/brand/BrandPage') },
  {
    name: 'termsConditions',
    title: 'Terms and conditions',
    guards: [beta],
    screen: () => import('../features/content/TermsConditionsPage'),
  },
  {
    name: 'privacyPolicy',
    title: 'Privacy policy',
    guards: [beta],
    screen: () => import('../features/content/PrivacyPolicyPage'),
  },
  {
    name: 'termsOfService',
    title: 'Terms of service',
    guards: [beta],
    screen: () => import('../features/content/TermsOfServicePage'),
  },
  {
    name: 'ndaAgreement',
    title: 'NDA agreement',
    guards: [beta],
    screen: () => import('../features/content/NdaAgreementPage'),
  },
  {
    name: 'quiz',
    title: 'Onboarding quiz',
    guards: [beta, quizForVisitors],
    screen: () => import('../features/quiz/QuizPage'),
    data: () => import('../features/quiz/quiz.data'),
    nav: [{ label: 'Take the quiz', order: 7, for: visitorWithBeta }],
  },
  {
    name: 'profileEdit',
    title: 'Edit your profile',
    guards: [beta, candidateOnly],
    screen: () => import('../features/profile/ProfileEditPage'),
    data: () => import('../features/profile/profile-edit.data'),
    nav: [{ label: 'My profile', order: 3, for: has(Role.User) }],
  },
  {
    name: 'account',
    title: 'Account settings',
    guards: [beta, candidateOnly],
    screen: () => import('../features/account/AccountPage'),
    data: accountData,
  },
  {
    name: 'recommendedJobs',
    title: 'Recommended jobs',
    guards: [beta, candidateOnly],
    screen: () => import('../features/recommended/RecommendedJobsPage'),
    data: () => import('../features/recommended/recommended.data'),
    nav: [{ label: 'My jobs', order: 2, for: has(Role.User), badge: 'recommended' }],
  },
  {
    name: 'candidateView',
    title: 'Candidate',
    guards: [],
    screen: () => import('../features/profile/CandidateViewPage'),
    data: () => import('../features/profile/candidate-view.data'),
  },
  {
    name: 'jobBoard',
    title: 'Job board',
    guards: [],
    screen: () => import('../features/jobs/JobBoardPage'),
    data: () => import('../features/jobs/job-board.data'),
    // The public board is where a browser without beta access finds the jobs (the search of /jobs is a beta page).
    nav: [{ label: 'Job board', order: 1, for: withoutBeta }],
  },
  { name: 'feedback', title: 'Feedback', guards: [], screen: () => import('../features/content/FeedbackPage') },
  {
    name: 'acceptRequest',
    title: 'Accept request',
    guards: [beta, loggedIn],
    screen: () => import('../features/members/AcceptRequestPage'),
  },
  {
    name: 'acceptRequestSuccess',
    title: 'Request accepted',
    guards: [beta, loggedIn],
    screen: () => import('../features/members/AcceptRequestSuccessPage'),
  },
  {
    name: 'updateAccount',
    title: 'Update your account',
    guards: [beta, loggedIn],
    screen: () => import('../features/account/UpdateAccountPage'),
    data: accountData,
  },
  // Designed here (docs/product.md §2): the admins' review of jobs (§1 and §4) needs a screen of its own.
  {
    name: 'adminJobs',
    title: 'Review jobs',
    guards: [beta, adminOnly],
    screen: () => import('../features/admin-jobs/ReviewJobsPage'),
    data: () => import('../features/admin-jobs/review-jobs.data'),
    nav: [{ label: 'Review jobs', order: 7, for: has(Role.Admin) }],
  },
  {
    name: 'statePennsylvania',
    title: 'Pennsylvania',
    guards: [beta],
    screen: () => import('../features/state-pa/PennsylvaniaPage'),
    nav: [{ label: 'Pennsylvania', order: 9, for: withBeta }],
  },
];

export const redirects: RedirectRoute[] = [
  { from: '', to: 'launchingSoon' },
  { from: 'statePA', to: 'statePennsylvania' },
  { from: '*', to: 'jobs' },
];

/** The header's links for a user, in order (from the rows' `nav`). */
export function navFor(user: LoggedInUser | null, beta = true): Array<NavEntry & { name: StaticPathName }> {
  return screens
    .flatMap((s) => (s.nav ?? []).map((entry) => ({ ...entry, name: s.name as StaticPathName })))
    .filter((entry) => entry.for(user, beta))
    .sort((a, b) => a.order - b.order);
}
