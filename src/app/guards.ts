import type { Guard } from './guard';
import type { LoggedInUser } from '../api/schemas/auth';
import { JOIN_PENDING, QUIZ_REFUSED } from '../domain/constants';
import { Role } from '../domain/enums/user';
import { homeFor, href, loginWithReturn, safeReturnUrl } from '../domain/paths';
import { possessive } from '../domain/text';

/**
 * The route guards of docs/product.md §2, §4 and §6, as functions of the session: each returns null to let the
 * visit through, a redirect (with an optional warning to show), or a message to show in place of the page.
 * The router runs them in order as route loaders; tests run them on the route table directly. The first page's guard
 * (beta) and the way guards run are in ./guard.ts: this module loads with the areas that use these.
 */

export { beta, runGuards, type Guard, type GuardContext, type GuardResult } from './guard';

const has = (user: LoggedInUser | null, role: Role) => Boolean(user?.roles.includes(role));

/**
 * login, register, forgot-password: only for visitors who are not logged in. A user signed in meanwhile (in another
 * tab, say) goes where the login was to bring them back (`returnUrl`), else home.
 */
export const visitorOnly: Guard = ({ user, url }) => {
  if (!user) return null;
  const back = new URL(url, 'http://app.invalid').searchParams.get('returnUrl');
  return { redirect: safeReturnUrl(back) ?? homeFor(user) };
};

/** Any logged-in user; visitors go to login with a return URL. */
export const loggedIn: Guard = ({ user, url }) => (user ? null : { redirect: loginWithReturn(url) });

/**
 * create-company, create-job, update-job: blocked for candidates (role User), who go to the jobs. The site's admin
 * posts and corrects any company's jobs there (docs/job-posting-rules.md).
 */
export const notCandidate: Guard = ({ user }) => (has(user, Role.User) ? { redirect: href('jobs') } : null);

/** profile/edit, account, recommended-jobs: role User only; other logged-in users go to /profile. */
export const candidateOnly: Guard = ({ user, url }) => {
  if (!user) return { redirect: loginWithReturn(url) };
  return has(user, Role.User) ? null : { redirect: href('profile') };
};

/** The onboarding quiz is refused for logged-in users, with the spec's message. */
export const quizForVisitors: Guard = ({ user }) => (user ? { redirect: homeFor(user), notice: QUIZ_REFUSED } : null);

/** The admins' pages (designed here: admin/jobs, admin/feedback): role Admin only. */
export const adminOnly: Guard = ({ user, url }) => {
  if (!user) return { redirect: loginWithReturn(url) };
  return has(user, Role.Admin) ? null : { redirect: homeFor(user), notice: 'Only admins can open this page.' };
};

const declinedNotice = (company: string) =>
  `${possessive(company)} admins declined your request to join. Set up your company, or ask another to let you in.`;

/**
 * The employer pages' first guard: a role someone else changed (admitted, promoted, demoted, removed) takes effect at
 * once. An employer's memberships and primary company are checked against the server (at most every 30 seconds, and
 * after the tab was hidden: src/state/memberships.ts, loaded for employers only; docs/decisions/0022), and the guards
 * after this one see the user as checked.
 */
export const currentMemberships: Guard = async (ctx) => {
  const { user } = ctx;
  if (user && has(user, Role.Employer)) ctx.user = await (await import('../state/memberships')).checkedUser(user);
  return null;
};

/**
 * Company guard of `profile`: a primary company is required. With a pending join request and no company,
 * the primary company is fetched and stored, then access proceeds; while there is still none, the pending
 * message shows, unless the request was declined (to join-company, saying so) or is gone. Without a company: to
 * create-company, or to update-account for a user who joined one before. Candidates keep their profile at
 * profile/edit (design decision: the company profile is not theirs).
 */
export const company: Guard = async (ctx) => {
  const { user } = ctx;
  if (!user) return { redirect: loginWithReturn(ctx.url) };
  if (has(user, Role.User)) return { redirect: href('profileEdit') };
  if (user.primaryCompany) return null;
  if (user.hasPendingJoinRequest) {
    const primary = await ctx.fetchPrimaryCompany().catch(() => null);
    if (primary) {
      ctx.storePrimaryCompany(primary);
      return null;
    }
    // Still no company: waiting, or declined (the employer is told and sent to set up or join one), or gone.
    const answer = await (await import('../state/join-answer')).joinAnswer();
    if (answer === 'pending') return { message: JOIN_PENDING };
    if (answer) return { redirect: href('joinCompany'), notice: declinedNotice(answer.declinedBy) };
  }
  return { redirect: user.lastJoinedCompany ? href('updateAccount') : href('createCompany') };
};
