import { describe, expect, it } from 'vitest';
import { keystone } from './company-fixtures';
import { bearer, CLOCK, employer, job, member, midnight, NOW, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { boostApi } from '../../src/api/boost';
import { ApiError, createHttp } from '../../src/api/http';
import type { Card } from '../../src/api/schemas/boost';
import { TEST_CARDS } from '../../src/domain/boost';
import { AdPlacementType, BoostStatus, PaymentStatus } from '../../src/domain/enums/boost';

/**
 * A boost booked through the provider's own POST admin/Boost, then read (GET admin/Boost/{id}); a payment of a boost
 * already paid through the provider's own POST admin/Boost/{id}/pay (409), and its near miss: a payment after a
 * declined one.
 */
const pact = apiPact();

const card: Card = { cardholderName: 'Riley Cedar', cardNumber: TEST_CARDS.accepted, expiry: '12/99', cvc: '123' };
const PAID_WITH =
  'the employer signed in with token {token} has paid for the boost {boostId} with the card {cardNumber}';

const client = (url: string, notify = recordingNotifier().notify) =>
  boostApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));

/** The clock fixed, the employer signed in as a member of the active job's company. */
const given = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is a member of company {companyId}', member)
    .given('an active job {jobId} titled {title} exists at company {companyId}', job);

/** As `given`, the boost 5 of the job waiting for its payment, then paid through the provider's call with the card. */
const paidWith = (interaction: Interaction, cardNumber: string) =>
  given(interaction)
    .given('a boost {boostId} of the job {jobId} waits for its payment', { boostId: 5, jobId: job.jobId })
    .given(PAID_WITH, { token: employer.token, boostId: 5, cardNumber });

describe('GET admin/Boost/{id} after POST admin/Boost', () => {
  it('shows the boost booked, waiting for its payment: its placement, weeks, dates and price as booked', async () => {
    // Newsletter (149 a week) for 3 weeks, from 3 days after the clock's day: it ends 21 days later.
    const booking = { jobId: job.jobId, placement: AdPlacementType.Newsletter, weeks: 3, startDate: midnight(3) };
    const booked = {
      boost: { id: 9, ...booking, endDate: midnight(24), status: BoostStatus.Pending },
      // Booked at the clock, not paid: no card, no failure.
      payment: {
        id: 9,
        amount: 447,
        status: PaymentStatus.Created,
        cardLast4: null,
        failureReason: null,
        updatedDate: NOW,
      },
      job: { id: job.jobId, title: job.title, companyName: keystone.name },
    };
    await given(pact.addInteraction())
      .given('the next boost booked gets the id {boostId}, as does its payment', { boostId: 9 })
      .given(
        'the employer signed in with token {token} has booked a boost of the job {jobId} as placement {placement} for {weeks} weeks from {startDate}',
        { token: employer.token, ...booking },
      )
      .uponReceiving('a request for a boost booked and waiting for its payment')
      .withRequest('GET', '/admin/Boost/9', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: booked }))
      .executeTest(async (server) => {
        expect(await client(server.url).get(9)).toEqual(booked);
      });
  });
});

describe('POST admin/Boost/{id}/pay after a payment', () => {
  it('answers 409 to paying a boost already paid, shown as an error', async () => {
    await paidWith(pact.addInteraction(), TEST_CARDS.accepted)
      .uponReceiving('a second payment of a boost already paid')
      .withRequest('POST', '/admin/Boost/5/pay', (b) => b.headers(bearer(employer.token)).jsonBody(card))
      .willRespondWith(409, (b) => b.jsonBody({ error: 'This boost is already paid.' }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .pay(5, card)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
        expect(shown).toEqual([{ kind: 'error', message: 'This boost is already paid.' }]);
      });
  });

  it('takes a payment after a declined one: the boost is paid and runs', async () => {
    const paid = {
      boost: {
        id: 5,
        jobId: job.jobId,
        placement: AdPlacementType.Sponsored,
        weeks: 2,
        startDate: midnight(0),
        endDate: midnight(14),
        status: BoostStatus.Active,
      },
      // The accepted card's digits replace the declined one's, its failure gone.
      payment: {
        id: 5,
        amount: 198,
        status: PaymentStatus.Succeeded,
        cardLast4: '4242',
        failureReason: null,
        updatedDate: NOW,
      },
      job: { id: job.jobId, title: job.title, companyName: keystone.name },
    };
    await paidWith(pact.addInteraction(), TEST_CARDS.declined)
      .uponReceiving('a payment of a boost after a declined one')
      .withRequest('POST', '/admin/Boost/5/pay', (b) => b.headers(bearer(employer.token)).jsonBody(card))
      .willRespondWith(200, (b) => b.jsonBody({ result: paid }))
      .executeTest(async (server) => {
        expect(await client(server.url).pay(5, card)).toEqual(paid);
      });
  });
});
