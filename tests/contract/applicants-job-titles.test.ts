import { describe, expect, it } from 'vitest';
import { caseyListed, client, jordanListed, withApplicants } from './applicants-fixtures';
import { bearer, day, employer, job } from './job-fixtures';
import { apiPact } from './pact';
import { CandidateSort } from '../../src/domain/enums/hiring';

/**
 * src/api/applicants.ts by job title where the titles meet: beside Casey (no job title) and Jordan (Raft guide) of
 * ./applicants-fixtures.ts, Avery Young ("river guide") and Blair Alder ("River Guide"), one title but for its capitals,
 * and Robin Stone, with no profile, who applied after them all.
 */
const pact = apiPact();

const LIVES =
  'the candidate {email} lives in {placeId}, looks for work as {jobTitle} at {min} a year or more, and says nothing else';
const NAMED = 'the candidate {email} named {firstName} {lastName} has the user id {userId}';
const APPLIED = 'the candidate {email} applied to the job {jobId} {daysAgo} days ago as application {applicationId}';
const avery = { email: 'avery@example.com', firstName: 'Avery', lastName: 'Young', userId: 44 };
const blair = { email: 'blair@example.com', firstName: 'Blair', lastName: 'Alder', userId: 45 };
const robin = { email: 'robin@example.com', firstName: 'Robin', lastName: 'Stone', userId: 40 };

/** One who lives in Pittsburgh asking $90,000, as Jordan does: Jordan's match, without Premium. */
const asJordan = (who: typeof avery, applicationId: number, jobTitle: string) => ({
  ...jordanListed,
  applicationId,
  userId: who.userId,
  firstName: who.firstName,
  lastName: who.lastName,
  jobTitle,
  appliedDate: day(-1),
  isPremium: false,
});
const robinListed = {
  applicationId: 506,
  userId: robin.userId,
  firstName: 'Robin',
  lastName: 'Stone',
  jobTitle: null,
  location: null,
  appliedDate: day(-1),
  stage: 0,
  // As applicants-without-profile.test.ts words it: nothing to match but the job, 40.
  matchPercent: 40,
  matchReasons: ['No commute', 'No job type preference', 'Paid per year', 'Remote work'],
  isPremium: false,
};

describe('admin/Job/{id}/applicants by job title, titles of one word but for capitals', () => {
  it('compares the titles case aside, then by name; those without a title last', async () => {
    let interaction = withApplicants(pact.addInteraction());
    for (const [who, title, applicationId] of [
      [avery, 'river guide', 504],
      [blair, 'River Guide', 505],
    ] as const)
      interaction = interaction
        .given(NAMED, who)
        .given(LIVES, { email: who.email, placeId: 'pittsburgh-pa', jobTitle: title, min: 90_000 })
        .given(APPLIED, { email: who.email, jobId: job.jobId, daysAgo: 1, applicationId });
    await interaction
      .given(NAMED, robin)
      .given(APPLIED, { email: robin.email, jobId: job.jobId, daysAgo: 1, applicationId: 506 })
      .uponReceiving("a request for a job's applicants by job title, two titles differing only in capitals")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ candidateSort: '1' }).headers(bearer(employer.token)),
      )
      // Raft guide; then "River Guide" and "river guide", one title, by last name: Alder before Young (case first,
      // "river guide" would come first); then Casey Rivera and Robin Stone, no title, by last name.
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [
              jordanListed,
              asJordan(blair, 505, 'River Guide'),
              asJordan(avery, 504, 'river guide'),
              caseyListed(0),
              robinListed,
            ],
            totalCount: 5,
            pageNumber: 1,
            pageSize: 20,
            counts: { '0': 5, '1': 0, '2': 0, '3': 0, '4': 5 },
          },
        }),
      )
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId, { candidateSort: CandidateSort.JobTitle });
        expect(listed.items.map((a) => a.lastName)).toEqual(['Blake', 'Alder', 'Young', 'Rivera', 'Stone']);
      });
  });

  it('orders one match of one day by the higher application id, whatever the order applied', async () => {
    let interaction = withApplicants(pact.addInteraction());
    // Blair's application is stored first, though its id is the higher.
    for (const [who, title, applicationId] of [
      [blair, 'River Guide', 505],
      [avery, 'river guide', 504],
    ] as const)
      interaction = interaction
        .given(NAMED, who)
        .given(LIVES, { email: who.email, placeId: 'pittsburgh-pa', jobTitle: title, min: 90_000 })
        .given(APPLIED, { email: who.email, jobId: job.jobId, daysAgo: 1, applicationId });
    await interaction
      .uponReceiving("a request for a job's applicants, two of one match applied the same day")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) => b.headers(bearer(employer.token)))
      // The best match first (Casey); then the three of 33 %, the newest first: Blair (505) and Avery (504), a day
      // ago, by the higher id; Jordan, two days ago.
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [
              caseyListed(0),
              asJordan(blair, 505, 'River Guide'),
              asJordan(avery, 504, 'river guide'),
              jordanListed,
            ],
            totalCount: 4,
            pageNumber: 1,
            pageSize: 20,
            counts: { '0': 4, '1': 0, '2': 0, '3': 0, '4': 4 },
          },
        }),
      )
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId);
        expect(listed.items.map((a) => a.applicationId)).toEqual([501, 505, 504, 502]);
      });
  });
});
