import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import { ISO_FORMAT, recordingNotifier, type apiPact, type Interaction } from './pact';
import { accountApi } from '../../src/api/account';
import { createHttp, type ApiError, type Notifier } from '../../src/api/http';
import type { QuizAnswers } from '../../src/api/schemas/quiz';

/** What the account contract files share (account.test.ts, account-recovery.test.ts): the parties of the states, the client. */

export const accountClient = (url: string, notify?: Notifier) => accountApi(createHttp({ baseUrl: url, notify }));
/** The error a call failed with (the test fails if it succeeded). */
export const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('the call succeeded'),
    (e: unknown) => e as ApiError,
  );

/** The error a quiet call failed with, having shown no toast (its form or page words the refusal). */
export async function quietFailure(send: (notify: Notifier) => Promise<unknown>): Promise<ApiError> {
  const { notify, shown } = recordingNotifier();
  const error = await failure(send(notify));
  expect(shown).toEqual([]);
  return error;
}
export const JSON_HEADERS = { 'Content-Type': 'application/json' };
/** The answer of a call that only says it was done. */
export const DONE = { result: null };

/** Registrations just made: unconfirmed, their confirmation links sent now. */
export const jamie = {
  email: 'jamie@example.com',
  registrationId: '3f9a2c71-d4e8-4b60-9a1c-2e7d5b8f0c43',
  token: 'confirm-token-jamie',
};
/** Jamie's confirmation link (the states of a link take its address and token). */
export const jamieLink = { email: jamie.email, token: jamie.token };
export const robin = {
  email: 'robin@example.com',
  registrationId: '8c1e4b27-5a9d-4f31-b0e6-7d2c9a4f1e58',
  token: 'confirm-token-robin',
};
export const UNCONFIRMED_CANDIDATE =
  'an unconfirmed candidate {email} registered as {registrationId} with the confirmation token {token}' as const;
export const UNCONFIRMED_EMPLOYER =
  'an unconfirmed employer {email} registered as {registrationId} with the confirmation token {token}' as const;
/** A confirmed account. */
export const casey = { email: 'casey@example.com', password: 'correct-horse' };
/** An address without an account. */
const stranger = { email: 'nobody@example.com' };

/**
 * The rule of the calls that take an address (resend-confirmation, forgot-password): no enumeration. The same
 * `{ "result": null }` for an address with an account (the `known` one, put by its state) and for one without, and
 * nothing shown either way.
 */
export function answersAnyAddressAlike(
  pact: ReturnType<typeof apiPact>,
  call: {
    path: string;
    description: string;
    known: { email: string; given: (interaction: Interaction) => Interaction };
    send: (account: ReturnType<typeof accountClient>, email: string) => Promise<void>;
  },
) {
  it.each([
    { description: call.description, email: call.known.email, given: call.known.given },
    {
      description: `${call.description} for an address without an account`,
      email: stranger.email,
      given: (i: Interaction) => i.given('no account has the email {email}', stranger),
    },
  ])('answers $description with null', async ({ description, email, given }) => {
    await given(pact.addInteraction())
      .uponReceiving(description)
      .withRequest('POST', call.path, (b) => b.headers(JSON_HEADERS).jsonBody({ email }))
      .willRespondWith(200, (b) => b.jsonBody(DONE))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        await expect(call.send(accountClient(server.url, notify), email)).resolves.toBeUndefined();
        expect(shown).toEqual([]);
      });
  });
}

/**
 * A paddler's answers to the onboarding quiz (the profile's own fields): Quiz/matches takes them, and Auth/register
 * carries them into the new candidate's profile. The states of the quiz (mocks/states/quiz.ts) use the same.
 */
export const paddlerAnswers: QuizAnswers = {
  currentLocation: { country: 'US', state: 'PA', city: 'Harrisburg' },
  maxDistanceMiles: 100,
  isRemoteConsidered: true,
  jobType: [1],
  salaries: [{ min: 50_000, max: null, compensationId: 5 }],
  isMinimumDisabled: false,
  benefits: ['isHousingIncluded'],
  focus: [2],
};

/** The companies of a logged-in user: none for a new account. */
export type Companies = { primaryCompany: unknown; lastJoinedCompany: unknown; memberships: unknown[] };
const noCompany: Companies = { primaryCompany: null, lastJoinedCompany: null, memberships: [] };
/** The session's end: exact where the interaction fixes the clock (8 hours after its moment), else by format. */
const anyEnd = M.datetime(ISO_FORMAT, '2026-11-22T18:00:00.000Z');
/** The logged-in user a confirmation answers: a new account (named Pat Example by its state), of no company yet. */
export const newlySignedIn = (
  email: string,
  roles: number[],
  id: number | null,
  companies: Companies = noCompany,
  tokenExpires: unknown = anyEnd,
) => ({
  accessToken: M.string('eyJhbGciOi.confirmed'),
  tokenExpires,
  roles,
  hasPendingJoinRequest: false,
  pendingJoinRequest: null,
  ...companies,
  user: { id: id ?? M.integer(41), email, firstName: 'Pat', lastName: 'Example' },
});
