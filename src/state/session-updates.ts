import { getUser, recommendedCountAtom, userAtom } from './session';
import { appStore } from './store';
import type { LoggedInUser } from '../api/schemas/auth';
import type { PrimaryCompany } from '../api/schemas/company';
import type { CompanyRole } from '../domain/company-roles';

/**
 * What the signed-in user's own pages change in the stored session (every tab follows it): apart from ./session.ts,
 * which the first page loads.
 */

/** The user's name or address changed (account settings): the header and every tab show it at once. */
export function updateSignedInUser(patch: Partial<Pick<LoggedInUser['user'], 'firstName' | 'lastName' | 'email'>>) {
  const user = getUser();
  if (user) appStore.set(userAtom, { ...user, user: { ...user.user, ...patch } });
}

/** The user asked to join a company: the company guard shows the pending page, naming it, until they are let in. */
export function markJoinRequested(request: { companyId: number; companyName: string }) {
  const user = getUser();
  if (user) appStore.set(userAtom, { ...user, hasPendingJoinRequest: true, pendingJoinRequest: request });
}

/** The user withdrew their join request: nothing waits (the company guard sends them to set up or join one). */
export function markJoinWithdrawn() {
  const user = getUser();
  if (user) appStore.set(userAtom, { ...user, hasPendingJoinRequest: false, pendingJoinRequest: null });
}

/**
 * The user joined a company besides their primary one, or took a new role in one of theirs (an invitation accepted,
 * the admin role handed over): the stored memberships say so at once, in every tab, and the pages offer what the role
 * allows. (A first company is `setPrimaryCompany` of ./session.ts.)
 */
export function setMembership(companyId: number, role: CompanyRole) {
  const user = getUser();
  if (!user) return;
  // Kept in the order joined: a new role keeps its place, a new company comes last.
  const memberships = user.memberships.some((m) => m.companyId === companyId)
    ? user.memberships.map((m) => (m.companyId === companyId ? { companyId, role } : m))
    : [...user.memberships, { companyId, role }];
  appStore.set(userAtom, { ...user, memberships });
}

/** The candidate's count of recommended jobs (of the unfiltered list), which the nav shows. */
export function setRecommendedCount(count: number) {
  appStore.set(recommendedCountAtom, count);
}

/**
 * The user left a company: it is no longer theirs, their primary company is the next one the server names, and the
 * company guard then says which they left (update-account) when none is left.
 */
export function leaveCompany(companyId: number, nextPrimary: PrimaryCompany | null) {
  const user = getUser();
  if (!user) return;
  const memberships = user.memberships.filter((m) => m.companyId !== companyId);
  const left = user.primaryCompany?.id === companyId ? user.primaryCompany : user.lastJoinedCompany;
  appStore.set(userAtom, { ...user, memberships, primaryCompany: nextPrimary, lastJoinedCompany: left });
}
