import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { OTHER_COMPANY } from './company-fixtures';
import { admin, bearer, candidate, employer, forbiddenBody, forbiddenToast, job } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { boostApi } from '../../src/api/boost';
import { ApiError, createHttp } from '../../src/api/http';
import type { Card } from '../../src/api/schemas/boost';
import { TEST_CARDS } from '../../src/domain/boost';
import { Role } from '../../src/domain/enums/user';

/**
 * A boost's payment and purchase (src/api/boost.ts) asked with a token that is no valid session, of a user of another
 * role, or of a person of another company. The payment is not among the guarded calls of guarded-calls.ts (its state
 * puts a boost to pay): its no-token case is in boost.test.ts, the others here.
 */
const pact = apiPact();

const card: Card = { cardholderName: 'Riley Cedar', cardNumber: TEST_CARDS.accepted, expiry: '12/99', cvc: '123' };
const waiting = { boostId: 5, jobId: job.jobId };
const SESSION_ENDED = 'Your session has expired or is not valid. Please sign in again.';
/** The refusal of the role guard, exact: a guard that let the role through would refuse later, for another reason. */
const roleRefused = { error: 'You do not have permission to do that.' };

/** The active job and its boost waiting for its payment. */
const boostToPay = (interaction: ReturnType<typeof pact.addInteraction>) =>
  interaction
    .given('an active job {jobId} titled {title} exists at company {companyId}', job)
    .given('a boost {boostId} of the job {jobId} waits for its payment', waiting);

async function answers401(interaction: ReturnType<typeof pact.addInteraction>, token: string) {
  await interaction
    .withRequest('POST', '/admin/Boost/5/pay', (b) => b.headers(bearer(token)).jsonBody(card))
    .willRespondWith(401, (b) => b.jsonBody({ error: M.string(SESSION_ENDED) }))
    .executeTest(async (server) => {
      const onUnauthorized = vi.fn();
      const error = await boostApi(createHttp({ baseUrl: server.url, getToken: () => token, onUnauthorized }))
        .pay(5, card)
        .catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(401);
      expect(onUnauthorized).toHaveBeenCalledOnce();
    });
}

/** 403, shown as a warning; the user stays signed in. */
async function answers403(
  interaction: ReturnType<typeof pact.addInteraction>,
  token: string,
  request: { method: 'GET' | 'POST'; path: string },
  body: Record<string, unknown>,
) {
  await interaction
    .withRequest(request.method, request.path, (b) => {
      b.headers(bearer(token));
      if (request.method === 'POST') b.jsonBody(card);
    })
    .willRespondWith(403, (b) => b.jsonBody(body))
    .executeTest(async (server) => {
      const onUnauthorized = vi.fn();
      const { notify, shown } = recordingNotifier();
      const api = boostApi(createHttp({ baseUrl: server.url, getToken: () => token, onUnauthorized, notify }));
      const error = await (request.method === 'POST' ? api.pay(5, card) : api.get(5)).catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(403);
      expect(onUnauthorized).not.toHaveBeenCalled();
      if (body === forbiddenBody) expect(shown).toEqual(forbiddenToast);
    });
}

const PAY = { method: 'POST', path: '/admin/Boost/5/pay' } as const;
const GET = { method: 'GET', path: '/admin/Boost/5' } as const;
/** The employer as a member of their own company, which is not the boosted job's. */
const ofOtherCompany = { email: employer.email, companyId: OTHER_COMPANY };

describe('admin/Boost/{id}/pay with a token that is no valid session', () => {
  it('answers 401 to an expired token: the user is signed out', async () => {
    const expired = { email: employer.email, role: Role.Employer, token: 'expired-session-token' };
    await answers401(
      boostToPay(pact.addInteraction())
        .given('the user {email} with the role {role} was signed in with token {token}, which has expired', expired)
        .uponReceiving('a payment of a boost with an expired token'),
      expired.token,
    );
  });

  it('answers 401 to an unknown token: the user is signed out', async () => {
    await answers401(
      boostToPay(pact.addInteraction())
        .given('no session has the token {token}', { token: 'unknown-token' })
        .uponReceiving('a payment of a boost with an unknown token'),
      'unknown-token',
    );
  });
});

describe('admin/Boost/{id}/pay and admin/Boost/{id} by someone not of the job company', () => {
  it('answers 403 to a payment by a candidate, refused for their role', async () => {
    await answers403(
      boostToPay(pact.addInteraction())
        .given('the candidate {email} is signed in with token {token}', candidate)
        .uponReceiving('a payment of a boost with the token of a candidate'),
      candidate.token,
      PAY,
      roleRefused,
    );
  });

  it('answers 403 to a payment by a member of another company', async () => {
    await answers403(
      boostToPay(pact.addInteraction())
        .given('the employer {email} is signed in with token {token}', employer)
        .given('the employer {email} is a member of company {companyId}', ofOtherCompany)
        .uponReceiving("a payment of another company's boost"),
      employer.token,
      PAY,
      forbiddenBody,
    );
  });

  it("answers 403 to a payment by the site admin, who pays no company's boost", async () => {
    await answers403(
      boostToPay(pact.addInteraction())
        .given('the admin {email} is signed in with token {token}', admin)
        .uponReceiving('a payment of a boost by a site admin'),
      admin.token,
      PAY,
      forbiddenBody,
    );
  });

  it('answers 403 to a member of another company asking for the purchase', async () => {
    await answers403(
      boostToPay(pact.addInteraction())
        .given('the employer {email} is signed in with token {token}', employer)
        .given('the employer {email} is a member of company {companyId}', ofOtherCompany)
        .uponReceiving("a request for another company's boost"),
      employer.token,
      GET,
      forbiddenBody,
    );
  });
});
