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

/** The candidate's count of recommended jobs (of the unfiltered list), which the nav shows. */
export function setRecommendedCount(count: number) {
  appStore.set(recommendedCountAtom, count);
}

/** The user's role in a company changed (they handed over its admin role): the pages offer what it allows, at once. */
export function setCompanyRole(companyId: number, role: CompanyRole) {
  const user = getUser();
  if (!user) return;
  const memberships = user.memberships.map((m) => (m.companyId === companyId ? { ...m, role } : m));
  appStore.set(userAtom, { ...user, memberships });
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
