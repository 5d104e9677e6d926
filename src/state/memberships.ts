import { getUser, setPrimaryCompany, userAtom } from './session';
import { appStore } from './store';
import type { LoggedInUser, Membership } from '../api/schemas/auth';
import type { PrimaryCompany } from '../api/schemas/company';
import { userCompanies } from '../api/user-companies';

/**
 * The signed-in employer's companies and roles as the server has them now (docs/decisions/0022): what someone else
 * changed (an admission, a promotion, a demotion, a removal) reaches the stored user, and so every tab, at the latest
 * on the next employer page. Loaded for employers only (the employer pages' guard imports it for them).
 */

/** A company of GET admin/Company/get-user-companies: the company, the user's role there, whether it is primary. */
type UserCompany = Awaited<ReturnType<typeof userCompanies.userCompanies>>[number];

/** How long a check holds in a tab that stayed in view: one call per employer page at most every 30 seconds. */
export const MEMBERSHIPS_FRESH_FOR_MS = 30_000;

/** The last check, of which session and when (a new session always checks on its first employer page). */
let lastCheck: { token: string; at: number } | null = null;

// A tab the user left may come back to a changed company: its next employer page checks, however soon.
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') lastCheck = null;
  });

const asPrimary = ({ id, name, logo, city, country, state, website }: PrimaryCompany): PrimaryCompany => ({
  id,
  name,
  logo,
  city,
  country,
  state,
  website,
});

const byCompany = (a: Membership, b: Membership) => a.companyId - b.companyId;

/** Whether two stored users are the same, their memberships in any order. */
const same = (a: LoggedInUser, b: LoggedInUser) =>
  JSON.stringify({ ...a, memberships: [...a.memberships].sort(byCompany) }) ===
  JSON.stringify({ ...b, memberships: [...b.memberships].sort(byCompany) });

/**
 * The user as the server's list of their companies says: their memberships (by company id), and their primary
 * company (the one the server marks; without one, none: the company guard then sends them on, and the company they
 * lost is the one they last belonged to). A pending join request the list shows answered no longer waits.
 */
export function withCompanies(user: LoggedInUser, companies: readonly UserCompany[]): LoggedInUser {
  const primary = companies.find((c) => c.isPrimary) ?? null;
  const pending = user.pendingJoinRequest?.companyId;
  const answered = pending !== undefined && companies.some((c) => c.id === pending);
  return {
    ...user,
    memberships: companies.map((c) => ({ companyId: c.id, role: c.role })).sort(byCompany),
    primaryCompany: primary && asPrimary(primary),
    lastJoinedCompany: primary ? user.lastJoinedCompany : (user.lastJoinedCompany ?? user.primaryCompany),
    ...(answered && { hasPendingJoinRequest: false, pendingJoinRequest: null }),
  };
}

/** Stores the user's companies as the server gives them now; the stored user is written only when it changes. */
async function refresh(user: LoggedInUser): Promise<LoggedInUser | null> {
  const companies = await userCompanies.userCompanies(false, { quiet: true });
  const current = getUser();
  // Signed out or in as someone else meanwhile: that session is not this answer's.
  if (current?.accessToken !== user.accessToken) return current;
  const fresh = withCompanies(current, companies);
  if (!same(fresh, current)) appStore.set(userAtom, fresh);
  return fresh;
}

/**
 * The employer pages' guard step (`currentMemberships`, src/app/guards.ts): the user, with their memberships checked
 * against the server when the last check is older than 30 seconds, of another session, or from before the tab was
 * last hidden. A failed check keeps what is stored (the page's own calls say what is wrong). Returns the user the
 * next guards see.
 */
export async function checkedUser(user: LoggedInUser, now = Date.now()): Promise<LoggedInUser | null> {
  if (lastCheck?.token === user.accessToken && now - lastCheck.at < MEMBERSHIPS_FRESH_FOR_MS) return user;
  lastCheck = { token: user.accessToken, at: now };
  return refresh(user).catch(() => user);
}

/**
 * The primary company changed (the switcher's answer of change-primary-company): stored as the user's primary
 * company, with their role there from the stored memberships, or from the server when those do not name it.
 */
export async function storeSwitchedCompany(company: PrimaryCompany) {
  const known = getUser()?.memberships.find((m) => m.companyId === company.id)?.role;
  const role =
    known ??
    (await userCompanies
      .userCompanies(false, { quiet: true })
      .then((companies) => companies.find((c) => c.id === company.id)?.role)
      .catch(() => undefined));
  setPrimaryCompany(company, role);
}
