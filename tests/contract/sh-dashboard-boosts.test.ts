import { describe, expect, it } from 'vitest';
import {
  activeDates,
  bearer,
  card,
  CLOCK,
  employer,
  employerClient as client,
  job,
  member,
  midnight,
  NOW,
} from './job-fixtures';
import { apiPact } from './pact';
import { AdPlacementType, BoostStatus } from '../../src/domain/enums/boost';

/**
 * The employer dashboard's boosts: each job shows its latest boost (the last booked; of two booked at one moment, the
 * higher id), and only a paid boost that runs sponsors its job; a boost waiting for its payment does not.
 */
const pact = apiPact();

const COMPANY = job.companyId;
const ACTIVE = 'an active job {jobId} titled {title} exists at company {companyId}';
const WAITS = 'a boost {boostId} of the job {jobId} waits for its payment';
const BOOKED_AGO = 'the boost {boostId} was booked {daysAgo} days ago';

/** A state's boost (Sponsored, two weeks from the clock's day) as the dashboard shows it. */
const stateBoost = (id: number, jobId: number, status: number) => ({
  id,
  jobId,
  placement: AdPlacementType.Sponsored,
  weeks: 2,
  startDate: midnight(0),
  endDate: midnight(14),
  status,
});

/** A live job of the states on the dashboard: no applicant, its latest boost. */
const row = (id: number, title: string, isSponsored: boolean, boost: unknown) => ({
  ...card(id, title, { distanceMiles: null, ...activeDates, isSponsored }),
  score: 80,
  rejectReason: null,
  applicantsCount: 0,
  orderStatus: 'Active',
  boost,
});

describe('admin/Job/company-jobs: the boosts', () => {
  it("shows each job's latest boost, and sponsors only the job whose paid boost runs", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', member)
      .given(ACTIVE, job)
      .given(ACTIVE, { jobId: 12, title: 'Canoe Instructor', companyId: COMPANY })
      .given(ACTIVE, { jobId: 13, title: 'Kayak Coach', companyId: COMPANY })
      .given(ACTIVE, { jobId: 14, title: 'Raft Guide', companyId: COMPANY })
      // River Trip Planner: 4 booked now, then 5 booked 3 days before; neither paid. The latest is 4, not the last
      // stored nor the higher id; waiting for their payments, they sponsor nothing.
      .given(WAITS, { boostId: 4, jobId: job.jobId })
      .given(WAITS, { boostId: 5, jobId: job.jobId })
      .given(BOOKED_AGO, { boostId: 5, daysAgo: 3 })
      // Canoe Instructor: 6 paid and running, booked 3 days ago; then 7 booked now, not paid: 7 is shown, 6 sponsors.
      .given('a boost {boostId} of the job {jobId} is paid', { boostId: 6, jobId: 12 })
      .given(BOOKED_AGO, { boostId: 6, daysAgo: 3 })
      .given(WAITS, { boostId: 7, jobId: 12 })
      // Kayak Coach: 9, then 8, both booked now: the higher id is the latest, not the last stored. Raft Guide: 10,
      // then 11, both booked now: the higher id again, not the first stored.
      .given(WAITS, { boostId: 9, jobId: 13 })
      .given(WAITS, { boostId: 8, jobId: 13 })
      .given(WAITS, { boostId: 10, jobId: 14 })
      .given(WAITS, { boostId: 11, jobId: 14 })
      .uponReceiving("a request for the company's jobs with their latest boosts")
      .withRequest('GET', '/admin/Job/company-jobs', (b) =>
        b.query({ companyId: String(COMPANY), sort: 'title', order: 'asc' }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [
              row(12, 'Canoe Instructor', true, stateBoost(7, 12, BoostStatus.Pending)),
              row(13, 'Kayak Coach', false, stateBoost(9, 13, BoostStatus.Pending)),
              row(14, 'Raft Guide', false, stateBoost(11, 14, BoostStatus.Pending)),
              row(job.jobId, job.title, false, stateBoost(4, job.jobId, BoostStatus.Pending)),
            ],
            totalCount: 4,
            pageNumber: 1,
            pageSize: 20,
            // No status sent: every status filter (All), the four live jobs.
            counts: { '1': 0, '2': 0, '3': 4, '4': 0, '5': 4 },
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).companyJobs({ companyId: COMPANY, sort: 'title', order: 'asc' });
        expect(page.items.map((j) => [j.id, j.isSponsored, j.boost?.id])).toEqual([
          [12, true, 7],
          [13, false, 9],
          [14, false, 11],
          [job.jobId, false, 4],
        ]);
      });
  });
});
