import { atom } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import { z } from 'zod/mini';
import { dropAllDrafts } from './drafts';
import { storageKeys } from './keys';
import { local, session, storedAtom } from './storage';
import { appStore } from './store';
import { dismissToasts } from './toasts';
import { loggedInUserSchema, type LoggedInUser } from '../api/schemas/auth';
import type { PrimaryCompany } from '../api/schemas/company';
import { contentTokenDataSchema, type ContentToken } from '../api/schemas/content';
import type { CompanyRole } from '../domain/company-roles';
import { Role } from '../domain/enums/user';
import { href, loginWithReturn } from '../domain/paths';

export { appStore };

/** The logged-in user (docs/product.md §9: local storage under a fixed key). */
export const userAtom = storedAtom<LoggedInUser | null>(storageKeys.user, null, z.nullable(loggedInUserSchema), local);

/** docs/product.md §4: a local-storage flag set to true grants beta access. */
export const betaAtom = storedAtom<boolean>(storageKeys.beta, false, z.boolean(), local);

export const profileBannerDismissedAtom = storedAtom<boolean>(
  storageKeys.profileBannerDismissed,
  false,
  z.boolean(),
  local,
);

/** How many recommended jobs the candidate has (session storage; the nav shows it; cleared at logout). */
export const recommendedCountAtom = storedAtom<number | null>(
  storageKeys.recommendedCount,
  null,
  z.nullable(z.int()),
  session,
);

/** The content service's token (local storage; cleared at logout). */
export const contentTokenAtom = storedAtom<ContentToken | null>(
  storageKeys.contentToken,
  null,
  z.nullable(contentTokenDataSchema),
  local,
);

export const hasRole = (user: LoggedInUser | null, role: Role) => Boolean(user?.roles.includes(role));
export const isCandidate = (user: LoggedInUser | null) => hasRole(user, Role.User);
export const isEmployer = (user: LoggedInUser | null) => hasRole(user, Role.Employer);

export function getUser(): LoggedInUser | null {
  return appStore.get(userAtom);
}

/** Who is signed in in this tab (null: nobody). */
export const signedInUserId = () => getUser()?.user.id ?? null;

export function hasBetaAccess(): boolean {
  return appStore.get(betaAtom) === true;
}

/** Stores the result of Auth/login; the expiry watcher (see watchSessionExpiry) takes it from there. */
export function signIn(user: LoggedInUser) {
  appStore.set(sessionEndAtom, null);
  dismissToasts();
  appStore.set(userAtom, user);
}

/**
 * The user's primary company changed (created, renamed, or let in). `role`, when known, is the user's role there: a
 * company's creator is its admin. A company let in through a join request is a member's until the next sign-in says
 * otherwise.
 */
export function setPrimaryCompany(company: PrimaryCompany, role?: CompanyRole) {
  const user = getUser();
  if (!user) return;
  // A company let in (the company guard, after a join request) is a member's; a known role replaces what was kept.
  const kept = user.memberships.find((m) => m.companyId === company.id);
  const memberships =
    role || !kept
      ? [...user.memberships.filter((m) => m !== kept), { companyId: company.id, role: role ?? 'member' }]
      : user.memberships;
  appStore.set(userAtom, { ...user, primaryCompany: company, memberships });
}

/** A company's logo changed: the stored user's primary company (and so the header) shows it at once. */
export function publishLogo(companyId: number, logo: string) {
  const user = getUser();
  if (user?.primaryCompany?.id === companyId)
    appStore.set(userAtom, { ...user, primaryCompany: { ...user.primaryCompany, logo } });
}

/**
 * Why the session ended, when the user did not sign out themselves: the login page says so until they sign in
 * again (in memory: a reload or another tab need not repeat it).
 */
export type SessionEnd = 'expired' | 'refused';
export const sessionEndAtom = atom<SessionEnd | null>(null);

type LogoutListener = (to: string | null) => void;
const logoutListeners = new Set<LogoutListener>();

/** The app navigates on logout; it subscribes here (the state layer knows no router). */
export function onLogout(listener: LogoutListener) {
  logoutListeners.add(listener);
  return () => {
    logoutListeners.delete(listener);
  };
}

/**
 * docs/product.md §4: logout clears the stored user, the content-service tokens and the recommended-jobs count
 * in session storage. An employer is then sent to home-employer; everyone else also loses the
 * profile-banner-dismissed flag and goes to login. Returns where the user is sent.
 * When the session ended under the user (`ended`: it expired, or the API refused its token), the login page says
 * why and the app goes there with the current page as the return URL (the listener gets `null`). `returnTo`: the
 * user signs out to sign in with another account and come back there (an invitation sent to another address).
 */
export function signOut(ended?: SessionEnd, returnTo?: string): string {
  const user = getUser();
  appStore.set(sessionEndAtom, ended ?? null);
  // Signed out here, on purpose: what this tab's forms kept goes. A session that ended under them keeps it.
  if (!ended) dropAllDrafts();
  const employer = isEmployer(user);
  appStore.set(userAtom, RESET);
  appStore.set(contentTokenAtom, RESET);
  appStore.set(recommendedCountAtom, RESET);
  let to = href('homeEmployer');
  if (!employer) {
    appStore.set(profileBannerDismissedAtom, RESET);
    to = href('login');
  }
  if (returnTo) to = loginWithReturn(returnTo);
  for (const listener of logoutListeners) listener(ended ? null : to);
  return to;
}

/** setTimeout cannot wait longer than 2^31-1 ms; longer waits are chained. */
const MAX_TIMEOUT = 2 ** 31 - 1;

/**
 * Logs the user out when their token expires: a timer set to `tokenExpires`, and at once when it is already
 * past (on load or on login). Re-arms whenever the stored user changes. Returns a stop function.
 */
export function watchSessionExpiry(now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    const user = getUser();
    if (!user) return;
    const left = Date.parse(user.tokenExpires) - now();
    if (left <= 0) {
      signOut('expired');
      return;
    }
    timer = setTimeout(arm, Math.min(left, MAX_TIMEOUT));
  };
  const unsubscribe = appStore.sub(userAtom, arm);
  arm();
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
