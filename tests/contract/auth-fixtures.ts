import { MatchersV3 as M } from '@pact-foundation/pact';
import { ISO_FORMAT, type Interaction } from './pact';

/** What the sign-in contract files share (auth.test.ts, account.test.ts): an employer of two companies. */

/** The names and logos the states give the jobs' companies 2 and 3 (contracts/reference.md: no two share a name). */
const NAMED = {
  2: { name: 'Keystone Paddle Co.', logo: '/logos/keystone-paddle-co.svg' },
  3: { name: 'Keystone Paddle Co. 3', logo: '/logos/keystone-paddle-co-3.svg' },
};

/** A company of the states (2 and 3) as the jobs' company: every field of a company's card filled in. */
export const keystone = (id: 2 | 3) => ({
  id,
  ...NAMED[id],
  city: 'Harrisburg',
  country: 'US',
  state: 'PA',
  website: 'https://keystone-paddle.example',
});

/** The active memberships of an employer who is company 2's admin and joined company 3 since, in the order joined. */
export const twoMemberships = [
  { companyId: 2, role: 'admin' },
  { companyId: 3, role: 'member' },
];

/** The employer company 2's admin, then a member of company 3, the company they joined last (their primary one since). */
export const ofTwoCompanies = (interaction: Interaction, email: string) =>
  interaction
    .given('the employer {email} is an admin of company {companyId}', { email, companyId: 2 })
    .given('the employer {email} is a member of company {companyId}', { email, companyId: 3 })
    .given('the employer {email} last joined company {companyId}', { email, companyId: 3 });

/**
 * Auth/login's answer for `email`: a candidate of no company (the states name every user Pat Example), with the
 * session's end by format unless the interaction fixes the clock; `changes` say what the case's states make different.
 */
export const loginAnswer = (email: string, changes: Record<string, unknown> = {}) => ({
  accessToken: M.string('eyJhbGciOi.token'),
  tokenExpires: M.datetime(ISO_FORMAT, '2026-11-22T18:00:00.000Z'),
  roles: [1],
  primaryCompany: null,
  hasPendingJoinRequest: false,
  pendingJoinRequest: null,
  lastJoinedCompany: null,
  memberships: [],
  user: { id: M.integer(7), email, firstName: 'Pat', lastName: 'Example' },
  ...changes,
});
