import type { LoggedInUser } from '../api/schemas/auth';
import { Role } from '../domain/enums/user';
import type { StaticPathName } from '../domain/paths';

/**
 * The header's links, in order. They load with the app (the header shows on every page), the routes they open
 * load with their area (./route-table.ts).
 */
interface NavEntry {
  to: StaticPathName;
  label: string;
  /** Whether the link shows, for the user and the browser's beta access (without it, beta pages are dead ends). */
  for: (user: LoggedInUser | null, beta: boolean) => boolean;
  /** The nav shows the candidate's count of recommended jobs beside this link. */
  badge?: 'recommended';
}

const has = (role: Role) => (user: LoggedInUser | null) => Boolean(user?.roles.includes(role));
const withBeta = (_user: LoggedInUser | null, beta: boolean) => beta;
const visitorWithBeta = (user: LoggedInUser | null, beta: boolean) => user === null && beta;
// The public board is where a browser without beta access finds the jobs (the search of /jobs is a beta page).
const withoutBeta = (_user: LoggedInUser | null, beta: boolean) => !beta;

const nav: readonly NavEntry[] = [
  { to: 'jobs', label: 'Jobs', for: withBeta },
  { to: 'jobBoard', label: 'Job board', for: withoutBeta },
  { to: 'recommendedJobs', label: 'My jobs', for: has(Role.User), badge: 'recommended' },
  { to: 'profileEdit', label: 'My profile', for: has(Role.User) },
  { to: 'homeEmployer', label: 'Employer home', for: has(Role.Employer) },
  { to: 'createJob', label: 'Post a job', for: has(Role.Employer) },
  { to: 'profile', label: 'Company', for: has(Role.Employer) },
  { to: 'quiz', label: 'Take the quiz', for: visitorWithBeta },
  { to: 'adminJobs', label: 'Review jobs', for: has(Role.Admin) },
  { to: 'adminCompanies', label: 'Companies', for: has(Role.Admin) },
  { to: 'adminFeedback', label: 'Feedback', for: has(Role.Admin) },
  { to: 'homeEmployer', label: 'For employers', for: visitorWithBeta },
  { to: 'statePennsylvania', label: 'Pennsylvania', for: withBeta },
];

/** The header's links for a user and the browser's beta access. */
export const navFor = (user: LoggedInUser | null, beta = true) => nav.filter((entry) => entry.for(user, beta));
