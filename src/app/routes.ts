import type { ComponentType } from 'react';
import { adminOnly, beta, candidateOnly, company, loggedIn, notCandidate, quizForVisitors, visitorOnly, type Guard } from './guards';

/**
 * The route table: one row per route of SPEC section 2. Every screen loads lazily (its own chunk);
 * guards run in the order given.
 */
export interface ScreenRoute {
  path: string;
  title: string;
  guards: readonly Guard[];
  screen: () => Promise<{ default: ComponentType }>;
}

export interface RedirectRoute {
  path: string;
  redirect: string;
}

const createCompany = () => import('../features/company/CreateCompanyPage');

export const screens: ScreenRoute[] = [
  { path: 'launching-soon', title: 'Launching soon', guards: [], screen: () => import('../features/content/LaunchingSoonPage') },
  { path: 'login', title: 'Sign in', guards: [beta, visitorOnly], screen: () => import('../features/auth/LoginPage') },
  { path: 'register', title: 'Create an account', guards: [beta, visitorOnly], screen: () => import('../features/auth/RegisterPage') },
  { path: 'forgot-password', title: 'Forgot password', guards: [beta, visitorOnly], screen: () => import('../features/auth/ForgotPasswordPage') },
  { path: 'create-company', title: 'Create a company', guards: [beta, notCandidate], screen: createCompany },
  // SPEC: confirm-email and join-company are the same page (and so take its guards).
  { path: 'confirm-email', title: 'Confirm your email', guards: [beta, notCandidate], screen: createCompany },
  { path: 'join-company', title: 'Join a company', guards: [beta, notCandidate], screen: createCompany },
  // SPEC: reset-password is listed, its guard not shown; it takes the beta gate like every product page.
  { path: 'reset-password', title: 'Reset password', guards: [beta], screen: () => import('../features/auth/ResetPasswordPage') },
  { path: 'create-job', title: 'Post a job', guards: [beta, notCandidate], screen: () => import('../features/employer-jobs/CreateJobPage') },
  { path: 'update-job/:id', title: 'Edit a job', guards: [beta, loggedIn, notCandidate], screen: () => import('../features/employer-jobs/UpdateJobPage') },
  { path: 'profile', title: 'Company profile', guards: [beta, company], screen: () => import('../features/company/ProfilePage') },
  { path: 'jobs', title: 'Jobs', guards: [beta], screen: () => import('../features/jobs/JobsPage') },
  { path: 'job/:id', title: 'Job', guards: [beta], screen: () => import('../features/job-detail/JobPage') },
  { path: 'purchase-confirmation', title: 'Purchase confirmation', guards: [beta], screen: () => import('../features/boost/PurchaseConfirmationPage') },
  { path: 'register-confirmation/:id', title: 'Registration confirmed', guards: [beta], screen: () => import('../features/auth/RegisterConfirmationPage') },
  { path: 'comp', title: 'Compensation', guards: [beta], screen: () => import('../features/content/CompPage') },
  { path: 'home', title: 'Home', guards: [beta], screen: () => import('../features/content/HomePage') },
  { path: 'home-employer', title: 'For employers', guards: [beta], screen: () => import('../features/content/HomeEmployerPage') },
  { path: 'benefits-candidates', title: 'Benefits for candidates', guards: [beta], screen: () => import('../features/content/BenefitsCandidatesPage') },
  { path: 'benefits-employers', title: 'Benefits for employers', guards: [beta], screen: () => import('../features/content/BenefitsEmployersPage') },
  { path: 'brand/:name', title: 'Brand', guards: [beta], screen: () => import('../features/brand/BrandPage') },
  { path: 'terms-conditions', title: 'Terms and conditions', guards: [beta], screen: () => import('../features/content/TermsConditionsPage') },
  { path: 'privacy-policy', title: 'Privacy policy', guards: [beta], screen: () => import('../features/content/PrivacyPolicyPage') },
  { path: 'terms-of-service', title: 'Terms of service', guards: [beta], screen: () => import('../features/content/TermsOfServicePage') },
  { path: 'nda-agreement', title: 'NDA agreement', guards: [beta], screen: () => import('../features/content/NdaAgreementPage') },
  { path: 'quiz', title: 'Onboarding quiz', guards: [beta, quizForVisitors], screen: () => import('../features/quiz/QuizPage') },
  { path: 'profile/edit', title: 'Edit your profile', guards: [beta, candidateOnly], screen: () => import('../features/profile/ProfileEditPage') },
  { path: 'account', title: 'Account settings', guards: [beta, candidateOnly], screen: () => import('../features/account/AccountPage') },
  { path: 'recommended-jobs', title: 'Recommended jobs', guards: [beta, candidateOnly], screen: () => import('../features/recommended/RecommendedJobsPage') },
  { path: 'candidate/:id/view', title: 'Candidate', guards: [], screen: () => import('../features/profile/CandidateViewPage') },
  { path: 'job-board', title: 'Job board', guards: [], screen: () => import('../features/jobs/JobBoardPage') },
  { path: 'feedback', title: 'Feedback', guards: [], screen: () => import('../features/content/FeedbackPage') },
  { path: 'accept-request/:id', title: 'Accept request', guards: [beta, loggedIn], screen: () => import('../features/members/AcceptRequestPage') },
  {
    path: 'accept-request-success/:company/:name',
    title: 'Request accepted',
    guards: [beta, loggedIn],
    screen: () => import('../features/members/AcceptRequestSuccessPage'),
  },
  { path: 'update-account', title: 'Update your account', guards: [beta, loggedIn], screen: () => import('../features/account/UpdateAccountPage') },
  // Not in SPEC section 2: the admins' review of jobs needs a screen (SPEC sections 1 and 4).
  { path: 'admin/jobs', title: 'Review jobs', guards: [beta, adminOnly], screen: () => import('../features/admin-jobs/ReviewJobsPage') },
  { path: 'state-company/pennsylvania', title: 'Pennsylvania', guards: [beta], screen: () => import('../features/state-pa/PennsylvaniaPage') },
];

export const redirects: RedirectRoute[] = [
  { path: '', redirect: '/launching-soon' },
  { path: 'state-company/PA', redirect: '/state-company/pennsylvania' },
  { path: '*', redirect: '/jobs' },
];
