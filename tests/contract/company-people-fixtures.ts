import { expect } from 'vitest';
import { alleghenyDetail, atNow, COMPANY, NOW, OTHER_COMPANY } from './company-fixtures';
import { employer, signedIn } from './job-fixtures';
import { recordingNotifier, type Interaction } from './pact';
import { companyPeopleApi } from '../../src/api/company-people';
import { ApiError, createHttp, type Http } from '../../src/api/http';

/** The people of COMPANY the membership contracts name: its admin (the signed-in employer), a member, an applicant. */

const day = (offset: number) => new Date(Date.parse(NOW) + offset * 86_400_000).toISOString();
/** When the states' members joined: 30 days before NOW. */
const JOINED = day(-30);

export const NAMED = 'the employer {email} named {firstName} {lastName} has the user id {userId}';
export const riley = { ...employer, firstName: 'Riley', lastName: 'Stone', userId: 21 };
export const jordan = {
  email: 'jordan@example.com',
  token: 'member-token-1',
  firstName: 'Jordan',
  lastName: 'Reed',
  userId: 22,
};
export const alex = {
  email: 'alex@example.com',
  token: 'applicant-token-1',
  firstName: 'Alex',
  lastName: 'Brook',
  userId: 23,
};
/** A second admin of the company (made after the member, in the list's first interaction): Ash sorts before Stone. */
export const taylor = {
  email: 'taylor@example.com',
  token: 'admin-token-2',
  firstName: 'Taylor',
  lastName: 'Ash',
  userId: 24,
};
export const JOIN_REQUEST = 31;
export const ADMIN_REQUEST = 32;

export const named = ({ email, firstName, lastName, userId }: typeof riley) => ({ email, firstName, lastName, userId });

/** At NOW: Riley (signed in) the admin of COMPANY, Jordan its member, both since JOINED. */
export const withCompany = (interaction: Interaction) =>
  atNow(interaction)
    .given('company {companyId} has no people, requests or invitations yet', { companyId: COMPANY })
    .given(NAMED, named(riley))
    .given(NAMED, named(jordan))
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is an admin of company {companyId}', { email: riley.email, companyId: COMPANY })
    .given('the employer {email} is a member of company {companyId}', { email: jordan.email, companyId: COMPANY });

/** …and OTHER_COMPANY named Allegheny Canoe Club (no jobs), Riley a member there too. */
export const withAllegheny = (interaction: Interaction) =>
  withCompany(interaction)
    .given('the company {companyId} named {name} has {count} live jobs from the id {jobId}', {
      companyId: OTHER_COMPANY,
      name: alleghenyDetail.name,
      count: 0,
      jobId: 900,
    })
    .given('the employer {email} is a member of company {companyId}', { email: riley.email, companyId: OTHER_COMPANY });

/** …and Alex has asked to join it, request JOIN_REQUEST, at NOW. */
export const withJoinRequest = (interaction: Interaction) =>
  withCompany(interaction)
    .given(NAMED, named(alex))
    .given('the employer {email} has asked to join company {companyId} with the request {requestId}', {
      email: alex.email,
      companyId: COMPANY,
      requestId: JOIN_REQUEST,
    });

/** …and Jordan has asked to become an admin, request ADMIN_REQUEST, at NOW. */
export const withAdminRequest = (interaction: Interaction) =>
  withCompany(interaction).given(
    'the member {email} has asked to become an admin of company {companyId} with the request {requestId}',
    { email: jordan.email, companyId: COMPANY, requestId: ADMIN_REQUEST },
  );

/** A person of the company as GET admin/Company/employers/{id} lists them. */
export const entry = (who: typeof riley, role: 'admin' | 'member', since = JOINED) => ({
  userId: who.userId,
  firstName: who.firstName,
  lastName: who.lastName,
  email: who.email,
  role,
  since,
});

/** src/api/company-people.ts for the holder of the token, its toasts recorded. */
export function peopleClient(url: string, token = employer.token) {
  const { notify, shown } = recordingNotifier();
  return { api: companyPeopleApi(createHttp({ baseUrl: url, notify, ...signedIn(token) })), shown };
}

/** The call fails with this status, and the user sees this message as the catalogue shows it (warning or error toast). */
export async function expectRefused(
  url: string,
  call: (api: ReturnType<typeof peopleClient>['api']) => Promise<unknown>,
  status: number,
  message: string,
  token = employer.token,
) {
  const { api, shown } = peopleClient(url, token);
  const error = await call(api).catch((e: unknown) => e);
  expect((error as ApiError).status).toBe(status);
  expect(shown).toEqual([{ kind: status === 400 || status === 403 ? 'warning' : 'error', message }]);
}

export const sam = { email: 'sam.new@example.com', name: 'Sam New' };
export const INVITATION = 41;
/** A week after NOW: when an invitation sent at NOW expires. */
export const WEEK_ON = day(7);
/** Two days before NOW, and a week after it: when an invitation sent then expires. */
export const TWO_DAYS_AGO = day(-2);
export const FIVE_DAYS_ON = day(5);
export const drew = { email: 'drew@example.com', name: 'Drew Lake' };

export const INVITED =
  'the employer signed in with token {token} has invited {email} named {name} to company {companyId} as {kind} with the invitation {invitationId}';
/** Riley invited this address (Sam's unless told) to COMPANY, as a member unless told, at NOW. */
export const invited = (invitationId = INVITATION, who = sam, kind: 'member' | 'admin' = 'member') => ({
  token: employer.token,
  email: who.email,
  name: who.name,
  companyId: COMPANY,
  kind,
  invitationId,
});

/** As expectRefused, for any client of the area: the call made with the holder of the token's session. */
export async function expectRefusedBy(
  url: string,
  token: string,
  call: (http: Http) => Promise<unknown>,
  status: number,
  message: string,
) {
  const { notify, shown } = recordingNotifier();
  const error = await call(createHttp({ baseUrl: url, notify, ...signedIn(token) })).catch((e: unknown) => e);
  expect((error as ApiError).status).toBe(status);
  expect(shown).toEqual([{ kind: status === 400 || status === 403 ? 'warning' : 'error', message }]);
}
