import { describe, expect, it, vi } from 'vitest';
import { person, summit } from './users';
import type { LoggedInUser } from '../../src/api/schemas/auth';
import { runGuards, type GuardContext, type GuardResult } from '../../src/app/guards';
import { everyRoute, shellRedirects } from '../../src/app/route-table';
import { href, patterns, type PathName, type StaticPathName } from '../../src/domain/paths';

// The employer pages check an employer's memberships against the server first: here the server has them as stored
// (what a change does: company-guard.test.ts).
vi.mock('../../src/state/memberships', () => ({ checkedUser: async (user: LoggedInUser) => user }));

/**
 * The guard matrix of docs/product.md §2, §4 and §6: every route of the table x five personas x the beta flag.
 * The expected outcomes are written out by hand from the spec; they are not computed with the guards. The company
 * guard's own cases (a pending join request): company-guard.test.ts.
 */

const personas = {
  visitor: null,
  user: person([1]),
  premium: person([1, 4]),
  employer: person([2], { primaryCompany: summit }),
  admin: person([3]),
} satisfies Record<string, LoggedInUser | null>;
type Persona = keyof typeof personas;
const personaNames = Object.keys(personas) as Persona[];

/** A concrete URL for every route path (parameters filled in). */
const urls: Record<string, string> = {
  'launching-soon': '/launching-soon',
  login: '/login',
  register: '/register',
  'forgot-password': '/forgot-password',
  'create-company': '/create-company',
  'confirm-email': '/confirm-email',
  'join-company': '/join-company',
  'reset-password': '/reset-password',
  'create-job': '/create-job',
  'update-job/:id': '/update-job/7',
  'job-applicants/:id': '/job-applicants/7',
  'job-matches/:id': '/job-matches/7',
  profile: '/profile',
  'switch-company': '/switch-company',
  jobs: '/jobs',
  'job/:id': '/job/7',
  'purchase-confirmation': '/purchase-confirmation',
  'register-confirmation/:id': '/register-confirmation/7',
  comp: '/comp',
  home: '/home',
  'home-employer': '/home-employer',
  'benefits-candidates': '/benefits-candidates',
  'benefits-employers': '/benefits-employers',
  'brand/:name': '/brand/summit-trail-outfitters',
  'terms-conditions': '/terms-conditions',
  'privacy-policy': '/privacy-policy',
  'terms-of-service': '/terms-of-service',
  'nda-agreement': '/nda-agreement',
  quiz: '/quiz',
  'profile/edit': '/profile/edit',
  account: '/account',
  'recommended-jobs': '/recommended-jobs',
  'candidate/:id/view': '/candidate/7/view',
  'job-board': '/job-board',
  feedback: '/feedback',
  'accept-request/:id': '/accept-request/7',
  'accept-request-success/:company/:name': '/accept-request-success/summit/morgan',
  'update-account': '/update-account',
  'state-company/pennsylvania': '/state-company/pennsylvania',
  'state-company/:state': '/state-company/new-york',
  'admin/jobs': '/admin/jobs',
  'admin/companies': '/admin/companies',
  'admin/companies/:id': '/admin/companies/7',
  'admin/feedback': '/admin/feedback',
};

// Outcomes, by hand.
const pass = null;
const to = (redirect: string): GuardResult => ({ redirect });
const QUIZ = 'Quiz is not available for registered users';
const ADMINS = 'Only admins can open this page.';
const all = (outcome: GuardResult): Record<Persona, GuardResult> => ({
  visitor: outcome,
  user: outcome,
  premium: outcome,
  employer: outcome,
  admin: outcome,
});
const visitorsOnly = {
  visitor: pass,
  user: to('/jobs'),
  premium: to('/jobs'),
  employer: to('/home-employer'),
  admin: to('/admin/jobs'),
};
const notForCandidates = { visitor: pass, user: to('/jobs'), premium: to('/jobs'), employer: pass, admin: pass };
const loggedInOnly = (login: string) => ({
  visitor: to(login),
  user: pass,
  premium: pass,
  employer: pass,
  admin: pass,
});
const candidatesOnly = (login: string) => ({
  visitor: to(login),
  user: pass,
  premium: pass,
  employer: to('/profile'),
  admin: to('/profile'),
});

/** With beta access on. */
const expectedWithBeta: Record<string, Record<Persona, GuardResult>> = {
  'launching-soon': all(pass),
  login: visitorsOnly,
  register: visitorsOnly,
  'forgot-password': visitorsOnly,
  'create-company': notForCandidates,
  'confirm-email': notForCandidates,
  'join-company': notForCandidates,
  'reset-password': all(pass),
  // The site admin posts a job for a company they choose, and corrects any company's job (issue 25, point 6).
  'create-job': notForCandidates,
  'update-job/:id': {
    visitor: to('/login?returnUrl=%2Fupdate-job%2F7'),
    user: to('/jobs'),
    premium: to('/jobs'),
    employer: pass,
    admin: pass,
  },
  'job-applicants/:id': {
    visitor: to('/login?returnUrl=%2Fjob-applicants%2F7'),
    user: to('/jobs'),
    premium: to('/jobs'),
    employer: pass,
    admin: pass,
  },
  'job-matches/:id': {
    visitor: to('/login?returnUrl=%2Fjob-matches%2F7'),
    user: to('/jobs'),
    premium: to('/jobs'),
    employer: pass,
    admin: pass,
  },
  profile: {
    visitor: to('/login?returnUrl=%2Fprofile'),
    user: to('/profile/edit'),
    premium: to('/profile/edit'),
    employer: pass,
    admin: to('/create-company'),
  },
  // Designed here (an employer's several companies): the company guard's, as profile.
  'switch-company': {
    visitor: to('/login?returnUrl=%2Fswitch-company'),
    user: to('/profile/edit'),
    premium: to('/profile/edit'),
    employer: pass,
    admin: to('/create-company'),
  },
  jobs: all(pass),
  'job/:id': all(pass),
  'purchase-confirmation': all(pass),
  'register-confirmation/:id': all(pass),
  comp: all(pass),
  home: all(pass),
  'home-employer': all(pass),
  'benefits-candidates': all(pass),
  'benefits-employers': all(pass),
  'brand/:name': all(pass),
  'terms-conditions': all(pass),
  'privacy-policy': all(pass),
  'terms-of-service': all(pass),
  'nda-agreement': all(pass),
  quiz: {
    visitor: pass,
    user: { redirect: '/jobs', notice: QUIZ },
    premium: { redirect: '/jobs', notice: QUIZ },
    employer: { redirect: '/home-employer', notice: QUIZ },
    admin: { redirect: '/admin/jobs', notice: QUIZ },
  },
  'profile/edit': candidatesOnly('/login?returnUrl=%2Fprofile%2Fedit'),
  account: candidatesOnly('/login?returnUrl=%2Faccount'),
  'recommended-jobs': candidatesOnly('/login?returnUrl=%2Frecommended-jobs'),
  'candidate/:id/view': all(pass),
  'job-board': all(pass),
  feedback: all(pass),
  'accept-request/:id': loggedInOnly('/login?returnUrl=%2Faccept-request%2F7'),
  'accept-request-success/:company/:name': loggedInOnly('/login?returnUrl=%2Faccept-request-success%2Fsummit%2Fmorgan'),
  'update-account': loggedInOnly('/login?returnUrl=%2Fupdate-account'),
  'state-company/pennsylvania': all(pass),
  'state-company/:state': all(pass),
  // Designed here (the admins' review of jobs): role Admin only.
  'admin/jobs': {
    visitor: to('/login?returnUrl=%2Fadmin%2Fjobs'),
    user: { redirect: '/jobs', notice: ADMINS },
    premium: { redirect: '/jobs', notice: ADMINS },
    employer: { redirect: '/home-employer', notice: ADMINS },
    admin: pass,
  },
  // Designed here (the admins' companies): role Admin only, as the review.
  'admin/companies': {
    visitor: to('/login?returnUrl=%2Fadmin%2Fcompanies'),
    user: { redirect: '/jobs', notice: ADMINS },
    premium: { redirect: '/jobs', notice: ADMINS },
    employer: { redirect: '/home-employer', notice: ADMINS },
    admin: pass,
  },
  // Designed here (a company's people, for the site's admin): role Admin only, as the review.
  'admin/companies/:id': {
    visitor: to('/login?returnUrl=%2Fadmin%2Fcompanies%2F7'),
    user: { redirect: '/jobs', notice: ADMINS },
    premium: { redirect: '/jobs', notice: ADMINS },
    employer: { redirect: '/home-employer', notice: ADMINS },
    admin: pass,
  },
  // Designed here (the admins read the feedback): role Admin only, as the review.
  'admin/feedback': {
    visitor: to('/login?returnUrl=%2Fadmin%2Ffeedback'),
    user: { redirect: '/jobs', notice: ADMINS },
    premium: { redirect: '/jobs', notice: ADMINS },
    employer: { redirect: '/home-employer', notice: ADMINS },
    admin: pass,
  },
};

/** docs/product.md §2: the routes without any guard. Every other route sits behind the beta gate. */
const unguarded = new Set(['launching-soon', 'candidate/:id/view', 'job-board', 'feedback']);

function expected(path: string, persona: Persona, beta: boolean): GuardResult {
  if (!beta && !unguarded.has(path)) {
    return to(path === 'login' ? '/launching-soon?returnUrl=%2Flogin' : '/launching-soon');
  }
  const row = expectedWithBeta[path];
  if (!row) throw new Error(`No expectation written for the route '${path}'`);
  return row[persona];
}

/** The redirect rows and what their target is. */
const expectedRedirects: Record<string, string> = {
  '': '/launching-soon',
  'state-company/PA': '/state-company/pennsylvania',
  '*': '/jobs',
};

function context(user: LoggedInUser | null, beta: boolean, url: string): GuardContext {
  return {
    user,
    beta,
    url,
    fetchPrimaryCompany: vi.fn(async () => {
      throw new Error('No persona of the matrix has a pending join request');
    }),
    storePrimaryCompany: vi.fn(),
  };
}

const { screens, redirects: areaRedirects } = await everyRoute();
/** Every redirect: the shell's (the empty path, any unknown path), then the areas'. */
const redirects: Array<{ from: PathName | '' | '*'; to: StaticPathName }> = [
  { from: '', to: shellRedirects.index },
  { from: '*', to: shellRedirects.unknown },
  ...areaRedirects,
];

describe('route guard matrix', () => {
  it('has a hand-written expectation and a URL for every screen route, and no others', () => {
    const paths = screens.map((s) => patterns[s.name] as string).sort();
    expect(Object.keys(expectedWithBeta).sort()).toEqual(paths);
    expect(Object.keys(urls).sort()).toEqual(paths);
  });

  const cases = screens.flatMap((screen) =>
    personaNames.flatMap((persona) =>
      [true, false].map((beta) => ({ path: patterns[screen.name] as string, guards: screen.guards, persona, beta })),
    ),
  );

  it.each(cases)('$path as $persona with beta $beta', async ({ path, guards, persona, beta }) => {
    const url = urls[path]!;
    const ctx = context(personas[persona], beta, url);
    await expect(runGuards(guards, ctx)).resolves.toEqual(expected(path, persona, beta));
    expect(ctx.storePrimaryCompany).not.toHaveBeenCalled();
  });

  it('redirect rows send to the spec target, whose own guards then apply', async () => {
    const from = (r: (typeof redirects)[number]) => (r.from === '' || r.from === '*' ? r.from : patterns[r.from]);
    expect(Object.fromEntries(redirects.map((r) => [from(r), href(r.to)]))).toEqual(expectedRedirects);
    for (const r of redirects) {
      const target = screens.find((s) => s.name === r.to);
      expect(target, `the redirect target ${r.to} is a screen`).toBeDefined();
      for (const persona of personaNames) {
        for (const beta of [true, false]) {
          const result = await runGuards(target!.guards, context(personas[persona], beta, href(r.to)));
          expect(result, `${from(r) || '(empty)'} as ${persona}, beta ${beta}`).toEqual(
            expected(patterns[target!.name], persona, beta),
          );
        }
      }
    }
  });
});
