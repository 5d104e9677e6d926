import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  accountClient as client,
  answersAnyAddressAlike,
  casey,
  failure,
  jamie,
  jamieLink,
  JSON_HEADERS,
  paddlerAnswers,
  newlySignedIn,
  quietFailure,
  robin,
  UNCONFIRMED_CANDIDATE,
  UNCONFIRMED_EMPLOYER,
} from './account-fixtures';
import { keystone, ofTwoCompanies, twoMemberships } from './auth-fixtures';
import { CLOCK, NOW } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import type { Registration } from '../../src/api/schemas/account';

/**
 * Joining (src/api/account.ts): registration and the emailed confirmation. Register and confirm-email are quiet (their
 * pages word the refusal); registration and resend-confirmation show the catalogue's toast. Getting back in (an
 * unconfirmed account's login, forgotten passwords): account-recovery.test.ts.
 */
const pact = apiPact();

const registration = (changes: Partial<Registration> = {}): Registration => ({
  accountType: 'candidate',
  firstName: 'Jamie',
  lastName: 'Example',
  email: jamie.email,
  password: 'trail-mix-42',
  acceptTerms: true,
  ...changes,
});
/** A new registration's id (an example): one a link can carry in its path, URL-safe and long enough not to be guessed. */
const NEW_ID = '5d0b9e13-7f2c-4a68-b1d4-9e3c0a7f2b61';
const registrationIdFormat = M.regex('^[A-Za-z0-9_-]{16,100}$', NEW_ID);

describe('POST Auth/register', () => {
  it.each([
    { description: 'a registration of a candidate', email: jamie.email, accountType: 'candidate' as const },
    { description: 'a registration of an employer', email: robin.email, accountType: 'employer' as const },
  ])('answers $description with where the confirmation went', async ({ description, email, accountType }) => {
    const body = registration({ email, accountType, firstName: accountType === 'employer' ? 'Robin' : 'Jamie' });
    await pact
      .addInteraction()
      .given('no account has the email {email}', { email })
      .uponReceiving(description)
      .withRequest('POST', '/Auth/register', (b) => b.headers(JSON_HEADERS).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ result: { registrationId: registrationIdFormat } }))
      .executeTest(async (server) => {
        const registered = await client(server.url).register(body);
        // The app opens register-confirmation/{registrationId}, which says where the link went.
        expect(registered).toEqual({ registrationId: NEW_ID });
      });
  });

  // What the answers become (the new candidate's profile) is pinned by quiz.test.ts, through the provider's own registration.
  it("registers a candidate with the quiz's answers", async () => {
    const body = registration({ quiz: paddlerAnswers });
    await pact
      .addInteraction()
      .given('no account has the email {email}', { email: jamie.email })
      .uponReceiving("a registration of a candidate with the quiz's answers")
      .withRequest('POST', '/Auth/register', (b) => b.headers(JSON_HEADERS).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ result: { registrationId: registrationIdFormat } }))
      .executeTest(async (server) => {
        expect(await client(server.url).register(body)).toEqual({ registrationId: NEW_ID });
      });
  });

  it('refuses an address that has an account with 409, the message beside the email field', async () => {
    const body = registration({ email: casey.email });
    const message = 'An account already uses this email address. Sign in, or reset its password.';
    await pact
      .addInteraction()
      .given('the user {email} exists with password {password}', casey)
      .uponReceiving('a registration with the email of an existing account')
      .withRequest('POST', '/Auth/register', (b) => b.headers(JSON_HEADERS).jsonBody(body))
      .willRespondWith(409, (b) =>
        b.jsonBody({
          error: 'An account already uses this email address.',
          errors: { email: [message] },
        }),
      )
      .executeTest(async (server) => {
        const error = await quietFailure((notify) => client(server.url, notify).register(body));
        expect(error.status).toBe(409);
        expect(error.fieldErrors).toEqual({ email: message });
      });
  });

  it('refuses a short password with 400 and the field error', async () => {
    const body = registration({ password: 'short1' });
    await pact
      .addInteraction()
      .uponReceiving('a registration with a password that is too short')
      .withRequest('POST', '/Auth/register', (b) => b.headers(JSON_HEADERS).jsonBody(body))
      .willRespondWith(400, (b) =>
        b.jsonBody({ errors: { password: M.eachLike(M.string('Use at least 8 characters')) } }),
      )
      .executeTest(async (server) => {
        const error = await quietFailure((notify) => client(server.url, notify).register(body));
        expect(error.status).toBe(400);
        expect(error.fieldErrors).toEqual({ password: 'Use at least 8 characters' });
      });
  });
});

describe('GET Auth/registration', () => {
  it.each([
    {
      description: "a request for a candidate's registration",
      who: jamie,
      state: UNCONFIRMED_CANDIDATE,
      accountType: 'candidate',
    },
    {
      description: "a request for an employer's registration",
      who: robin,
      state: UNCONFIRMED_EMPLOYER,
      accountType: 'employer',
      // Jamie registered first: the registration is found by its id, not as the first.
      before: (i: Interaction) => i.given(UNCONFIRMED_CANDIDATE, jamie),
    },
  ])(
    'answers $description: its address, unconfirmed, and the kind of account',
    async ({ description, who, state, accountType, before }) => {
      const status = { email: who.email, emailConfirmed: false, accountType };
      await (before ?? ((i: Interaction) => i))(pact.addInteraction())
        .given(state, who)
        .uponReceiving(description)
        .withRequest('GET', '/Auth/registration', (b) => b.query({ id: who.registrationId }))
        .willRespondWith(200, (b) => b.jsonBody({ result: status }))
        .executeTest(async (server) => {
          expect(await client(server.url).registration(who.registrationId)).toEqual(status);
        });
    },
  );

  it('says when the registration is confirmed (the page then offers to sign in)', async () => {
    const status = { email: jamie.email, emailConfirmed: true, accountType: 'candidate' };
    await pact
      .addInteraction()
      .given(UNCONFIRMED_CANDIDATE, jamie)
      .given('the confirmation token {token} of {email} was used', jamieLink)
      .uponReceiving('a request for a confirmed registration')
      .withRequest('GET', '/Auth/registration', (b) => b.query({ id: jamie.registrationId }))
      .willRespondWith(200, (b) => b.jsonBody({ result: status }))
      .executeTest(async (server) => {
        expect(await client(server.url).registration(jamie.registrationId)).toEqual(status);
      });
  });

  it('answers 404 to an unknown registration, with an error toast', async () => {
    const id = 'b7e0d3f4-1c2a-4e9b-8f65-0a3d2c1b9e77';
    await pact
      .addInteraction()
      .given('no registration has the id {registrationId}', { registrationId: id })
      .uponReceiving('a request for an unknown registration')
      .withRequest('GET', '/Auth/registration', (b) => b.query({ id }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This registration does not exist.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await failure(client(server.url, notify).registration(id));
        expect(error.status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This registration does not exist.' }]);
      });
  });
});

describe('POST Auth/resend-confirmation', () => {
  answersAnyAddressAlike(pact, {
    path: '/Auth/resend-confirmation',
    description: 'a request for a new confirmation link',
    known: { email: jamie.email, given: (i) => i.given(UNCONFIRMED_CANDIDATE, jamie) },
    send: (account, email) => account.resendConfirmation({ email }),
  });
});

describe('POST Auth/confirm-email', () => {
  it.each([
    {
      description: 'a confirmation of an address with its emailed link',
      who: jamie,
      // The clock and the candidate's user id fixed first: the session's end and the answer's id are exact.
      given: (i: Interaction) =>
        i
          .given(CLOCK, { now: NOW })
          .given('the candidate {email} has the user id {userId}', { email: jamie.email, userId: 78 })
          .given(UNCONFIRMED_CANDIDATE, jamie),
      roles: [1],
      id: 78,
      expires: '2090-01-15T17:00:00.000Z',
    },
    {
      description: "a confirmation of an employer's address with its emailed link",
      who: robin,
      given: (i: Interaction) => i.given(UNCONFIRMED_EMPLOYER, robin),
      roles: [2],
      id: null,
    },
    {
      // As Auth/login does, whatever roles the account has, in their order.
      description: 'a confirmation of the address of a premium candidate',
      who: jamie,
      given: (i: Interaction) =>
        i.given(UNCONFIRMED_CANDIDATE, jamie).given('the candidate {email} is premium', { email: jamie.email }),
      roles: [1, 4],
      id: null,
    },
    {
      // As Auth/login does, whatever companies the account has (an account of before the confirmations, say).
      description: 'a confirmation of the address of an employer who belongs to companies',
      who: robin,
      given: (i: Interaction) => ofTwoCompanies(i.given(UNCONFIRMED_EMPLOYER, robin), robin.email),
      roles: [2],
      id: null,
      companies: { primaryCompany: keystone(3), lastJoinedCompany: keystone(3), memberships: twoMemberships },
    },
  ])(
    'answers $description with the user signed in',
    async ({ description, who, given, roles, id, companies, expires }) => {
      await given(pact.addInteraction())
        .uponReceiving(description)
        .withRequest('POST', '/Auth/confirm-email', (b) => b.headers(JSON_HEADERS).jsonBody({ token: who.token }))
        .willRespondWith(200, (b) => b.jsonBody({ result: newlySignedIn(who.email, roles, id, companies, expires) }))
        .executeTest(async (server) => {
          const user = await client(server.url).confirmEmail(who.token);
          expect(user.accessToken).toBe('eyJhbGciOi.confirmed');
          // The app continues by role: a candidate to the profile, an employer to their company.
          expect(user.roles).toEqual(roles);
          expect(user.memberships).toEqual(companies?.memberships ?? []);
          expect(user.user).toEqual({ id: id ?? 41, email: who.email, firstName: 'Pat', lastName: 'Example' });
        });
    },
  );

  it.each([
    {
      description: 'a confirmation with a link already used',
      state: 'the confirmation token {token} of {email} was used' as const,
      message: 'This link was already used or replaced by a newer one.',
    },
    {
      description: 'a confirmation with an expired link',
      state: 'the confirmation token {token} of {email} has expired' as const,
      message: 'This link has expired. Ask for a new one.',
    },
  ])('refuses $description with 409 (the page offers a new link)', async ({ description, state, message }) => {
    await pact
      .addInteraction()
      .given(UNCONFIRMED_CANDIDATE, jamie)
      .given(state, jamieLink)
      .uponReceiving(description)
      .withRequest('POST', '/Auth/confirm-email', (b) => b.headers(JSON_HEADERS).jsonBody({ token: jamie.token }))
      .willRespondWith(409, (b) => b.jsonBody({ error: M.string(message) }))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) => client(server.url, notify).confirmEmail(jamie.token));
        expect([error.status, error.message]).toEqual([409, message]);
      });
  });

  it('refuses an unknown link with 404', async () => {
    const token = 'no-such-link';
    await pact
      .addInteraction()
      .given('no emailed link has the token {token}', { token })
      .uponReceiving('a confirmation with an unknown link')
      .withRequest('POST', '/Auth/confirm-email', (b) => b.headers(JSON_HEADERS).jsonBody({ token }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This link is not valid. Ask for a new one.') }))
      .executeTest(async (server) => {
        const error = await quietFailure((notify) => client(server.url, notify).confirmEmail(token));
        expect(error.status).toBe(404);
      });
  });
});
