import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { atNow, keystone, NOW, TODAY, TWO_WEEKS_ON } from './company-fixtures';
import { bearer, employer, forbiddenBody, forbiddenToast, job, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { boostApi } from '../../src/api/boost';
import { ApiError, createHttp } from '../../src/api/http';
import type { Card } from '../../src/api/schemas/boost';
import { TEST_CARDS } from '../../src/domain/boost';
import { AdPlacementType, BoostStatus, PaymentStatus } from '../../src/domain/enums/boost';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * src/api/boost.ts: boosting a live job and paying for it (calls and shapes proposed here: contracts/reference.md). The
 * token and other-company cases of a payment and a purchase: boost-token-cases.test.ts.
 */
const pact = apiPact();

const member = { email: employer.email, companyId: job.companyId };
const card: Card = { cardholderName: 'Riley Cedar', cardNumber: TEST_CARDS.accepted, expiry: '12/99', cvc: '123' };

/** The dates of a boost the states book under the fixed clock: from the start of NOW's day, for two weeks. */
const stateDates = { startDate: TODAY, endDate: TWO_WEEKS_ON };

/**
 * A purchase as the states and the request fix it, exact: 2 weeks Sponsored (2 x 99) of the active job, its payment
 * (the boost's id) last written at the fixed NOW; `dates` where the request named the first day.
 */
const purchase = (
  boostId: number,
  boostStatus: number,
  payment: Record<string, unknown>,
  dates: Record<string, unknown> = stateDates,
) => ({
  boost: {
    id: boostId,
    jobId: job.jobId,
    placement: AdPlacementType.Sponsored,
    weeks: 2,
    ...dates,
    status: boostStatus,
  },
  payment: {
    id: boostId,
    amount: 198,
    cardLast4: null,
    failureReason: null,
    updatedDate: NOW,
    ...payment,
  },
  job: { id: job.jobId, title: job.title, companyName: keystone.name },
});

const client = (url: string, notify = recordingNotifier().notify) =>
  boostApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));
const given = (interaction: ReturnType<typeof pact.addInteraction>) =>
  atNow(interaction)
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is a member of company {companyId}', member)
    .given('an active job {jobId} titled {title} exists at company {companyId}', job);

describe('admin/Boost (create)', () => {
  it('books a boost of a live job, waiting for its payment', async () => {
    const input = {
      jobId: job.jobId,
      placement: AdPlacementType.Sponsored,
      weeks: 2,
      startDate: '2099-05-04T00:00:00.000Z',
    };
    // Two weeks from the first day: the last day is the 17th, the boost ends as the 18th begins.
    const dates = { startDate: '2099-05-04T00:00:00.000Z', endDate: '2099-05-18T00:00:00.000Z' };
    const booked = purchase(9, BoostStatus.Pending, { status: PaymentStatus.Created }, dates);
    await given(pact.addInteraction())
      .given('the job {jobId} is open until filled', { jobId: job.jobId })
      .given('the next boost booked gets the id {boostId}, as does its payment', { boostId: 9 })
      .uponReceiving('a boost of a live job')
      .withRequest('POST', '/admin/Boost', (b) => b.headers(bearer(employer.token)).jsonBody(input))
      // Booked now (the fixed NOW), not paid: no card, no failure.
      .willRespondWith(200, (b) => b.jsonBody({ result: booked }))
      .executeTest(async (server) => {
        expect(await client(server.url).create(input)).toEqual(booked);
      });
  });

  it("answers 403 for another company's job, shown as a warning", async () => {
    const theirs = { jobId: 41, title: 'Their River Guide', companyId: 3 };
    const input = {
      jobId: theirs.jobId,
      placement: AdPlacementType.Sponsored,
      weeks: 2,
      startDate: '2099-05-04T00:00:00.000Z',
    };
    await given(pact.addInteraction())
      .given('an active job {jobId} titled {title} exists at company {companyId}', theirs)
      .uponReceiving("a boost of another company's job")
      .withRequest('POST', '/admin/Boost', (b) => b.headers(bearer(employer.token)).jsonBody(input))
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .create(input)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
      });
  });

  it('answers 409 for a job that is not live, shown as an error', async () => {
    const draft = { jobId: 21, title: 'Draft River Guide', companyId: job.companyId, status: JobStatus.Draft };
    const input = { jobId: 21, placement: AdPlacementType.Listing, weeks: 1, startDate: '2099-05-04T00:00:00.000Z' };
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given('a job {jobId} titled {title} exists at company {companyId} in status {status}', draft)
      .uponReceiving('a boost of a draft job')
      .withRequest('POST', '/admin/Boost', (b) => b.headers(bearer(employer.token)).jsonBody(input))
      .willRespondWith(409, (b) => b.jsonBody({ error: 'Only live jobs can be boosted.' }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .create(input)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
        expect(shown).toEqual([{ kind: 'error', message: 'Only live jobs can be boosted.' }]);
      });
  });
});

describe('admin/Boost/{id}/pay', () => {
  it('pays for a boost: the payment succeeds and the boost starts', async () => {
    const paid = purchase(5, BoostStatus.Active, { status: PaymentStatus.Succeeded, cardLast4: '4242' });
    await given(pact.addInteraction())
      .given('a boost {boostId} of the job {jobId} waits for its payment', { boostId: 5, jobId: job.jobId })
      .uponReceiving('a payment of a boost')
      .withRequest('POST', '/admin/Boost/5/pay', (b) => b.headers(bearer(employer.token)).jsonBody(card))
      // Paid now (the fixed NOW), inside the boost's weeks: it is running.
      .willRespondWith(200, (b) => b.jsonBody({ result: paid }))
      .executeTest(async (server) => {
        expect(await client(server.url).pay(5, card)).toEqual(paid);
      });
  });

  it('a declined card is a failed payment with its reason (not an error): the boost waits', async () => {
    const declined = { ...card, cardNumber: TEST_CARDS.declined };
    const failed = purchase(5, BoostStatus.Pending, {
      status: PaymentStatus.PaymentFailed,
      cardLast4: '0002',
      failureReason: 'Your card was declined.',
    });
    await given(pact.addInteraction())
      .given('a boost {boostId} of the job {jobId} waits for its payment', { boostId: 5, jobId: job.jobId })
      .uponReceiving('a payment of a boost with a declined card')
      .withRequest('POST', '/admin/Boost/5/pay', (b) => b.headers(bearer(employer.token)).jsonBody(declined))
      .willRespondWith(200, (b) => b.jsonBody({ result: failed }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        expect(await client(server.url, notify).pay(5, declined)).toEqual(failed);
        expect(shown).toEqual([]);
      });
  });

  it('answers 401 without a token: the user is signed out', async () => {
    await given(pact.addInteraction())
      .given('a boost {boostId} of the job {jobId} waits for its payment', { boostId: 5, jobId: job.jobId })
      .uponReceiving('a payment of a boost without a token')
      .withRequest('POST', '/admin/Boost/5/pay', (b) => b.jsonBody(card))
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string('Sign in to continue.') }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const error = await boostApi(createHttp({ baseUrl: server.url, onUnauthorized }))
          .pay(5, card)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
  });

  it('answers 400 with the field error of a card number that is not valid', async () => {
    const typo = { ...card, cardNumber: '4242 4242 4242 4241' };
    await given(pact.addInteraction())
      .given('a boost {boostId} of the job {jobId} waits for its payment', { boostId: 5, jobId: job.jobId })
      .uponReceiving('a payment of a boost with a card number that is not valid')
      .withRequest('POST', '/admin/Boost/5/pay', (b) => b.headers(bearer(employer.token)).jsonBody(typo))
      .willRespondWith(400, (b) =>
        b.jsonBody({ errors: { cardNumber: M.eachLike(M.string('This card number is not valid')) } }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .pay(5, typo)
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ cardNumber: 'This card number is not valid' });
        expect(shown).toEqual([{ kind: 'warning', message: 'This card number is not valid' }]);
      });
  });
});

describe('admin/Boost/{id}', () => {
  /** The boost waiting for its payment, then paid through the provider's own call with the card. */
  const paidWith = (interaction: ReturnType<typeof pact.addInteraction>, cardNumber: string) =>
    given(interaction)
      .given('a boost {boostId} of the job {jobId} waits for its payment', { boostId: 5, jobId: job.jobId })
      .given('the employer signed in with token {token} has paid for the boost {boostId} with the card {cardNumber}', {
        token: employer.token,
        boostId: 5,
        cardNumber,
      });

  it('returns a boost paid for, for its confirmation: the payment succeeded and the boost runs', async () => {
    const bought = purchase(5, BoostStatus.Active, { status: PaymentStatus.Succeeded, cardLast4: '4242' });
    await paidWith(pact.addInteraction(), TEST_CARDS.accepted)
      .uponReceiving('a request for a paid boost')
      .withRequest('GET', '/admin/Boost/5', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: bought }))
      .executeTest(async (server) => {
        expect(await client(server.url).get(5)).toEqual(bought);
      });
  });

  it('returns a boost whose card was declined: not paid, with the reason', async () => {
    const declined = purchase(5, BoostStatus.Pending, {
      status: PaymentStatus.PaymentFailed,
      cardLast4: '0002',
      failureReason: 'Your card was declined.',
    });
    await paidWith(pact.addInteraction(), TEST_CARDS.declined)
      .uponReceiving('a request for a boost whose payment was declined')
      .withRequest('GET', '/admin/Boost/5', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: declined }))
      .executeTest(async (server) => {
        expect(await client(server.url).get(5)).toEqual(declined);
      });
  });

  it('answers 404 to an unknown boost', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('no boost has the id {boostId}', { boostId: 77 })
      .uponReceiving('a request for an unknown boost')
      .withRequest('GET', '/admin/Boost/77', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This boost does not exist.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .get(77)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This boost does not exist.' }]);
      });
  });
});
