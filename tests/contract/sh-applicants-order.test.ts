import { describe, expect, it } from 'vitest';
import { caseyListed, client, jordanListed, withApplicants } from './applicants-fixtures';
import { bearer, day, employer, job } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { CandidateMatchSort, CandidateSort } from '../../src/domain/enums/hiring';

/**
 * A job's applicants in each order, with a third applicant who tells the orders apart: Avery Blake, a sea kayak guide in
 * Pittsburgh asking more than the job pays (the match Jordan has), who applied 8 days ago. By name the two Blakes go
 * by first name; by job title Casey, who gives none, is last; of two equal matches the newer application is first.
 * Avery's application to another job of the company, and a candidate who only saved the job, are no applicants.
 */
const pact = apiPact();

const avery = { email: 'avery@example.com', firstName: 'Avery', lastName: 'Blake', userId: 43 };
const averyListed = {
  applicationId: 503,
  userId: 43,
  firstName: 'Avery',
  lastName: 'Blake',
  jobTitle: 'Sea kayak guide',
  location: 'Pittsburgh, PA',
  appliedDate: day(-8),
  stage: 0,
  matchPercent: 33,
  matchReasons: ['No commute', 'No job type preference', 'Remote work'],
  isPremium: false,
};
const APPLIED = 'the candidate {email} applied to the job {jobId} {daysAgo} days ago as application {applicationId}';

/** Casey and Jordan (./applicants-fixtures.ts), and Avery; the decoys. */
const withThree = (interaction: Interaction) =>
  withApplicants(
    interaction.given('the candidate {email} named {firstName} {lastName} has the user id {userId}', avery),
  )
    .given(
      'the candidate {email} lives in {placeId}, looks for work as {jobTitle} at {min} a year or more, and says nothing else',
      { email: avery.email, placeId: 'pittsburgh-pa', jobTitle: 'Sea kayak guide', min: 90_000 },
    )
    .given(APPLIED, { email: avery.email, jobId: job.jobId, daysAgo: 8, applicationId: 503 })
    .given('an active job {jobId} titled {title} exists at company {companyId}', {
      jobId: 12,
      title: 'Canoe Instructor',
      companyId: job.companyId,
    })
    .given(APPLIED, { email: avery.email, jobId: 12, daysAgo: 1, applicationId: 504 })
    .given('the candidate {email} has saved the job {jobId}', { email: 'sky@example.com', jobId: job.jobId });

const page = (items: unknown[]) => ({
  result: { items, totalCount: 3, pageNumber: 1, pageSize: 20, counts: { '0': 3, '1': 0, '2': 0, '3': 0, '4': 3 } },
});
const names = (items: { firstName: string }[]) => items.map((a) => a.firstName);

describe('admin/Job/{id}/applicants: the orders', () => {
  it('puts the best match first, and of two equal matches the newer application', async () => {
    await withThree(pact.addInteraction())
      .uponReceiving("a request for a job's three applicants, the best match first")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody(page([caseyListed(0), jordanListed, averyListed])))
      .executeTest(async (server) => {
        expect(names((await client(server.url).list(job.jobId)).items)).toEqual(['Casey', 'Jordan', 'Avery']);
      });
  });

  it('puts the oldest application first', async () => {
    await withThree(pact.addInteraction())
      .uponReceiving("a request for a job's three applicants, oldest first")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ sort: '2' }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody(page([averyListed, caseyListed(0), jordanListed])))
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId, { sort: CandidateMatchSort.OldestFirst });
        expect(names(listed.items)).toEqual(['Avery', 'Casey', 'Jordan']);
      });
  });

  it('sorts by last name, then first name', async () => {
    await withThree(pact.addInteraction())
      .uponReceiving("a request for a job's three applicants by name")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ candidateSort: '0' }).headers(bearer(employer.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody(page([averyListed, jordanListed, caseyListed(0)])))
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId, { candidateSort: CandidateSort.Name });
        expect(names(listed.items)).toEqual(['Avery', 'Jordan', 'Casey']);
      });
  });

  it('sorts by job title, an applicant without one last', async () => {
    await withThree(pact.addInteraction())
      .uponReceiving("a request for a job's three applicants by job title")
      .withRequest('GET', `/admin/Job/${job.jobId}/applicants`, (b) =>
        b.query({ candidateSort: '1' }).headers(bearer(employer.token)),
      )
      // Raft guide, Sea kayak guide, none: neither the order by name nor the newest first.
      .willRespondWith(200, (b) => b.jsonBody(page([jordanListed, averyListed, caseyListed(0)])))
      .executeTest(async (server) => {
        const listed = await client(server.url).list(job.jobId, { candidateSort: CandidateSort.JobTitle });
        expect(names(listed.items)).toEqual(['Jordan', 'Avery', 'Casey']);
      });
  });
});
