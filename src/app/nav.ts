import type { LoggedInUser } from '../api/schemas/auth';
import type { StaticPathName } from '../domain/paths';

/**
 * The header's links for everyone, in order. They load with the app (the header shows on every page); a signed-in
 * user's own links come after them, with the account's controls, in a chunk loaded only once someone is signed in
 * (./nav-user.ts, ./layout/HeaderAccount.tsx), so a link for a role adds nothing to the first page.
 */
export interface NavEntry {
  to: StaticPathName;
  label: string;
  /** Whether the link shows, for the user and the browser's beta access (without it, beta pages are dead ends). */
  for: (user: LoggedInUser | null, beta: boolean) => boolean;
  /** The nav shows the candidate's count of recommended jobs beside this link. */
  badge?: 'recommended';
}

const withBeta = (_user: LoggedInUser | null, beta: boolean) => beta;
const visitorWithBeta = (user: LoggedInUser | null, beta: boolean) => user === null && beta;
// The public board is where a browser without beta access finds the jobs (the search of /jobs is a beta page).
const withoutBeta = (_user: LoggedInUser | null, beta: boolean) => !beta;

const nav: readonly NavEntry[] = [
  { to: 'jobs', label: 'Jobs', for: withBeta },
  { to: 'jobBoard', label: 'Job board', for: withoutBeta },
  { to: 'statePennsylvania', label: 'Pennsylvania', for: withBeta },
  { to: 'quiz', label: 'Take the quiz', for: visitorWithBeta },
  { to: 'homeEmployer', label: 'For employers', for: visitorWithBeta },
];

/** The header's links for everyone, for a user and the browser's beta access. */
export const navFor = (user: LoggedInUser | null, beta = true) => nav.filter((entry) => entry.for(user, beta));
