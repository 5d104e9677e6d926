import type { LoggedInUser } from '../../src/api/schemas/auth';
import type { PrimaryCompany } from '../../src/api/schemas/company';

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

/** The demo employer's primary company, as Auth/login gives it. */
export const summit: PrimaryCompany = {
  id: 1,
  name: 'Summit Trail Outfitters',
  logo: null,
  city: 'Boulder',
  country: 'US',
  state: 'CO',
  website: 'https://summit-trail-outfitters.example',
};
