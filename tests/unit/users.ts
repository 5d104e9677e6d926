import type { LoggedInUser } from '../../src/api/schemas/auth';

/** A signed-in user of these roles, as Auth/login gives one (no company, no membership), with the overrides. */
export const person = (roles: number[], overrides: Partial<LoggedInUser> = {}): LoggedInUser => ({
  accessToken: 'token',
  tokenExpires: '2026-11-22T20:00:00.000Z',
  roles,
  primaryCompany: null,
  hasPendingJoinRequest: false,
  lastJoinedCompany: null,
  memberships: [],
  user: { id: 1, email: 'someone@demo.test', firstName: 'Some', lastName: 'One' },
  ...overrides,
});
