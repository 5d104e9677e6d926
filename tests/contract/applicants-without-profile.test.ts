import { describe, expect, it } from 'vitest';
import { caseyListed, client, jordanListed, withApplicants } from './applicants-fixtures';
import { bearer, day, employer, job } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { CandidateSort } from '../../src/domain/enums/hiring';

/**
 * src/api/applicants.ts: beside Casey and Jordan (./applicants-fixtures.ts), Robin Stone, who applied a day ago and has
 * no profile yet (no job title, no place), and Sky Moss, who only saved the job.
 */
const pact = apiPact();

const robin = { email: 'robin@example.com', firstName: 'Robin', lastName: 'Stone', userId: 40 };
const robinListed = {
  applicationId: 503,
  userId: robin.userId,
  firstName: 'Robin',
  lastName: 'Stone',
  jobTitle: null,
  location: null,
  appliedDate: day(-1),
  stage: 0,
  // Nothing to match but the job: remote in region, remote for one with no place (20), no job type or pay asked
  // (7.5 each), remote work they do not say they consider (5): 40.
  matchPercent: 40,
  matchReasons: ['No commute', 'No job type preference', 'Paid per year', 'Remote work'],
  isPremium: false,
};
const page = (items: unknown[]) => ({
  result: { items, totalCount: 3, pageNumber: 1, pageSize: 20, counts: { '0': 3, '1': 0, '2': 0, '3': 0, '4': 3 } },
});

const withRobin = (interaction: Interaction) =>
  withApplicants(interaction)
    .given('the candidate {email} named {firstName} {lastName} has the user id {userId}', robin)
    .given('the candidate {email} applied to the job {jobId} {daysAgo} days ago as application {applicationId}', {
      email: robin.email,
      jobId: job.jobId,
      daysAgo: 1,
      applicationId: 503,
    })
    // Saved, not applied: no applicant.
    .given('the candidate {email} has saved the job {jobId}', { email: 'sky@example.com', jobId: job.jobId });

describe('admin/Job/{id}/applicants with an applicant who has no profile', () => {
  it('lists them matched on nothing they said', async () => {
    await withRobin(pact.addInteraction())
      .uponReceiving("a request for a job's applicants, one of them without a profile")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody(page([caseyListed(0), robinListed, jordanListed])))
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId);
        expect(listed.items.map((a) => [a.firstName, a.location])).toEqual([
          ['Casey', 'Harrisburg, PA'],
          ['Robin', null],
          ['Jordan', 'Pittsburgh, PA'],
        ]);
      });
  });

  it('sorts by job title, those without one last, by name', async () => {
    await withRobin(pact.addInteraction())
      .uponReceiving("a request for a job's applicants by job title, one of them without a profile")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ candidateSort: '1' }).headers(bearer(employer.token)),
      )
      // Jordan, a raft guide; then Casey and Robin, who name no job title, by last name: Rivera before Stone (made
      // after her, so a server that keeps the order made, or reverses it, fails one of the two).
      .willRespondWith(200, (b) => b.jsonBody(page([jordanListed, caseyListed(0), robinListed])))
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId, { candidateSort: CandidateSort.JobTitle });
        expect(listed.items.map((a) => a.lastName)).toEqual(['Blake', 'Rivera', 'Stone']);
      });
  });

  it('sorts by name, the applicant made last among them', async () => {
    await withRobin(pact.addInteraction())
      .uponReceiving("a request for a job's applicants by name, one of them without a profile")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ candidateSort: '0' }).headers(bearer(employer.token)),
      )
      // Blake, Rivera, Stone: not the order the applications were made (Rivera, Blake, Stone), nor its reverse.
      .willRespondWith(200, (b) => b.jsonBody(page([jordanListed, caseyListed(0), robinListed])))
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId, { candidateSort: CandidateSort.Name });
        expect(listed.items.map((a) => a.lastName)).toEqual(['Blake', 'Rivera', 'Stone']);
      });
  });
});
