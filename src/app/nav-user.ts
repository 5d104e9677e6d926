import type { NavEntry } from './nav';
import type { LoggedInUser } from '../api/schemas/auth';
import { Role } from '../domain/enums/user';

/** A signed-in user's own links in the header, by role, in order (after the links for everyone: ./nav.ts). */
const has = (role: Role) => (user: LoggedInUser | null) => Boolean(user?.roles.includes(role));

const userNav: readonly NavEntry[] = [
  { to: 'recommendedJobs', label: 'My jobs', for: has(Role.User), badge: 'recommended' },
  { to: 'profileEdit', label: 'My profile', for: has(Role.User) },
  { to: 'homeEmployer', label: 'Employer home', for: has(Role.Employer) },
  { to: 'createJob', label: 'Post a job', for: has(Role.Employer) },
  { to: 'profile', label: 'Company', for: has(Role.Employer) },
  { to: 'adminJobs', label: 'Review jobs', for: has(Role.Admin) },
  { to: 'adminCompanies', label: 'Companies', for: has(Role.Admin) },
  { to: 'adminFeedback', label: 'Feedback', for: has(Role.Admin) },
];

/** The signed-in user's own links. */
export const userNavFor = (user: LoggedInUser) => userNav.filter((entry) => entry.for(user, true));
