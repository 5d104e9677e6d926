import { describe, expect, it } from 'vitest';
import { keystone } from './company-fixtures';
import { bearer, CLOCK, employer, job, member, midnight, NOW, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { boostApi } from '../../src/api/boost';
import { ApiError, createHttp } from '../../src/api/http';
import type { BoostInput } from '../../src/api/schemas/boost';
import { TEST_CARDS } from '../../src/domain/boost';
import { AdPlacementType, BoostStatus, PaymentStatus } from '../../src/domain/enums/boost';

/**
 * POST admin/Boost at its bounds: a first day on the clock's day (taken) and the day before (refused), on the job's
 * deadline (refused); and the weeks of the job's paid boosts (refused when they overlap, taken when they only touch),
 * beside boosts that do not count (unpaid, another job's).
 */
const pact = apiPact();

const client = (url: string, notify = recordingNotifier().notify) =>
  boostApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));

/** Another company's live job, put before the boosted one: a server that reads the first job or company shows it. */
const decoy = { jobId: 41, title: 'Their River Guide', companyId: 3 };
const PAID = 'a boost {boostId} of the job {jobId} is paid';
const BOOKED =
  'the employer signed in with token {token} has booked a boost of the job {jobId} as placement {placement} for {weeks} weeks from {startDate}';
const PAID_WITH =
  'the employer signed in with token {token} has paid for the boost {boostId} with the card {cardNumber}';

/** The clock fixed, the decoy job, the employer signed in as a member of the active job's company (open 30 days). */
const given = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('an active job {jobId} titled {title} exists at company {companyId}', decoy)
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is a member of company {companyId}', member)
    .given('an active job {jobId} titled {title} exists at company {companyId}', job);

/** The purchase booked: Listing (49 a week) for one week from `start` days after the clock's day, not paid. */
const listingWeek = (id: number, start: number) => ({
  boost: {
    id,
    jobId: job.jobId,
    placement: AdPlacementType.Listing,
    weeks: 1,
    startDate: midnight(start),
    endDate: midnight(start + 7),
    status: BoostStatus.Pending,
  },
  payment: { id, amount: 49, status: PaymentStatus.Created, cardLast4: null, failureReason: null, updatedDate: NOW },
  job: { id: job.jobId, title: job.title, companyName: keystone.name },
});
const listingInput = (start: number): BoostInput => ({
  jobId: job.jobId,
  placement: AdPlacementType.Listing,
  weeks: 1,
  startDate: midnight(start),
});

const fieldError = (message: string) => ({ error: 'Some fields are not valid.', errors: { startDate: [message] } });

/** The 400 shown under the first day. */
async function expectStartRefused(url: string, input: BoostInput, message: string) {
  const error = await client(url)
    .create(input)
    .catch((e: unknown) => e);
  expect((error as ApiError).fieldErrors).toEqual({ startDate: message });
}

describe('POST admin/Boost: the first day', () => {
  it("books a boost from the clock's own day", async () => {
    const booked = listingWeek(9, 0);
    await given(pact.addInteraction())
      .given('the next boost booked gets the id {boostId}, as does its payment', { boostId: 9 })
      .uponReceiving("a boost starting on the clock's day")
      .withRequest('POST', '/admin/Boost', (b) => b.headers(bearer(employer.token)).jsonBody(listingInput(0)))
      .willRespondWith(200, (b) => b.jsonBody({ result: booked }))
      .executeTest(async (server) => {
        expect(await client(server.url).create(listingInput(0))).toEqual(booked);
      });
  });

  it("answers 400 under startDate to a first day before the clock's day", async () => {
    const message = 'Start today or on a later day';
    await given(pact.addInteraction())
      .uponReceiving("a boost starting the day before the clock's day")
      .withRequest('POST', '/admin/Boost', (b) => b.headers(bearer(employer.token)).jsonBody(listingInput(-1)))
      .willRespondWith(400, (b) => b.jsonBody(fieldError(message)))
      .executeTest((server) => expectStartRefused(server.url, listingInput(-1), message));
  });

  it("answers 400 under startDate to a first day on the job's deadline", async () => {
    const message = 'Start before the job’s application deadline';
    await given(pact.addInteraction())
      .given('the application deadline of the job {jobId} is {expireDate}', {
        jobId: job.jobId,
        expireDate: midnight(20),
      })
      .uponReceiving("a boost starting at the job's application deadline")
      .withRequest('POST', '/admin/Boost', (b) => b.headers(bearer(employer.token)).jsonBody(listingInput(20)))
      .willRespondWith(400, (b) => b.jsonBody(fieldError(message)))
      .executeTest((server) => expectStartRefused(server.url, listingInput(20), message));
  });
});

describe("POST admin/Boost: the weeks of the job's paid boosts", () => {
  it('answers 409 to weeks overlapping a paid boost of the job', async () => {
    const message = 'This job is already boosted for some of those weeks.';
    // The paid boost runs from the clock's day for two weeks: its last day is the 13th day on.
    await given(pact.addInteraction())
      .given(PAID, { boostId: 5, jobId: job.jobId })
      .uponReceiving('a boost overlapping the last day of a paid boost of the job')
      .withRequest('POST', '/admin/Boost', (b) => b.headers(bearer(employer.token)).jsonBody(listingInput(13)))
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .create(listingInput(13))
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(409);
        expect(shown).toEqual([{ kind: 'error', message }]);
      });
  });

  it('books the weeks starting the day a paid boost of the job ends', async () => {
    const booked = listingWeek(9, 14);
    await given(pact.addInteraction())
      .given(PAID, { boostId: 5, jobId: job.jobId })
      .given('the next boost booked gets the id {boostId}, as does its payment', { boostId: 9 })
      .uponReceiving('a boost starting the day a paid boost of the job ends')
      .withRequest('POST', '/admin/Boost', (b) => b.headers(bearer(employer.token)).jsonBody(listingInput(14)))
      .willRespondWith(200, (b) => b.jsonBody({ result: booked }))
      .executeTest(async (server) => {
        expect(await client(server.url).create(listingInput(14))).toEqual(booked);
      });
  });

  it('books the weeks ending the day a paid boost of the job starts', async () => {
    // The paid boost (7) booked and paid through the provider's calls, for the week from the 7th day on.
    const booked = listingWeek(8, 0);
    await given(pact.addInteraction())
      .given('the next boost booked gets the id {boostId}, as does its payment', { boostId: 7 })
      .given(BOOKED, { token: employer.token, ...listingInput(7) })
      .given(PAID_WITH, { token: employer.token, boostId: 7, cardNumber: TEST_CARDS.accepted })
      .uponReceiving('a boost ending the day a paid boost of the job starts')
      .withRequest('POST', '/admin/Boost', (b) => b.headers(bearer(employer.token)).jsonBody(listingInput(0)))
      .willRespondWith(200, (b) => b.jsonBody({ result: booked }))
      .executeTest(async (server) => {
        expect(await client(server.url).create(listingInput(0))).toEqual(booked);
      });
  });

  it("books weeks that only an unpaid boost of the job and another job's paid boost hold", async () => {
    const booked = listingWeek(9, 1);
    await given(pact.addInteraction())
      .given('a boost {boostId} of the job {jobId} waits for its payment', { boostId: 5, jobId: job.jobId })
      .given(PAID, { boostId: 6, jobId: decoy.jobId })
      .given('the next boost booked gets the id {boostId}, as does its payment', { boostId: 9 })
      .uponReceiving("a boost of weeks held by an unpaid boost of the job and another job's paid one")
      .withRequest('POST', '/admin/Boost', (b) => b.headers(bearer(employer.token)).jsonBody(listingInput(1)))
      .willRespondWith(200, (b) => b.jsonBody({ result: booked }))
      .executeTest(async (server) => {
        expect(await client(server.url).create(listingInput(1))).toEqual(booked);
      });
  });
});

describe('POST admin/Boost and its payment beside other records', () => {
  it('answers 404 to a boost of a job that does not exist', async () => {
    const input = { ...listingInput(1), jobId: 77 };
    await given(pact.addInteraction())
      .given('no job has the id {jobId}', { jobId: 77 })
      .uponReceiving('a boost of a job that does not exist')
      .withRequest('POST', '/admin/Boost', (b) => b.headers(bearer(employer.token)).jsonBody(input))
      .willRespondWith(404, (b) => b.jsonBody({ error: 'This job does not exist.' }))
      .executeTest(async (server) => {
        const error = await client(server.url)
          .create(input)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
      });
  });

  it("pays the boost asked for, beside another job's boost paid before", async () => {
    const card = { cardholderName: 'Riley Cedar', cardNumber: TEST_CARDS.accepted, expiry: '12/99', cvc: '123' };
    // The state's boost: Sponsored for two weeks from the clock's day, 198; paid now, it runs.
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
    await given(pact.addInteraction())
      .given(PAID, { boostId: 4, jobId: decoy.jobId })
      .given('a boost {boostId} of the job {jobId} waits for its payment', { boostId: 5, jobId: job.jobId })
      .uponReceiving("a payment of a boost beside another job's paid boost")
      .withRequest('POST', '/admin/Boost/5/pay', (b) => b.headers(bearer(employer.token)).jsonBody(card))
      .willRespondWith(200, (b) => b.jsonBody({ result: paid }))
      .executeTest(async (server) => {
        expect(await client(server.url).pay(5, card)).toEqual(paid);
      });
  });
});
