import { describe, expect, it } from 'vitest';
import { bearer, candidate, CLOCK, day, job, jobDetail, NOW } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import {
  active,
  appliedByCall,
  savedByCall,
  removedByCall,
  savedDaysAgo,
  appliedAtStage,
  raft,
  kayak,
  client,
  savedItem,
  appliedItem,
  listOf,
  withJobs,
  detailOf,
  appliedBesideOthers,
} from './reads-jobs-fixtures';
import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';

/**
 * src/api/job-candidate.ts: the candidate's saved and applied jobs read after a save, a removal or an application made
 * through the provider's own calls (POST Job/apply, POST and DELETE Job/watch), each beside a record the write must
 * leave as it was; and the application's refusals (a job no longer live, a second application).
 */
const pact = apiPact();

describe('POST Job/apply, then the lists', () => {
  it('lists the application made through the call first, beside the other one, at every stage', async () => {
    await appliedBesideOthers(pact.addInteraction())
      .uponReceiving('a request for the applied jobs after an application made through the call')
      .withRequest('GET', '/Job/my-jobs', (b) => b.query({ status: '0' }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) =>
        // Newest applied first; no `appliedBy`: every stage. The saved job stays out.
        b.jsonBody(
          listOf([
            appliedItem(job.jobId, job.title, NOW),
            appliedItem(kayak.jobId, kayak.title, day(-3), AppliedByFilter.Interviewing),
          ]),
        ),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).myJobs({ status: ApplicationStatus.Applied });
        expect(page.items.map((i) => [i.job.id, i.stage, i.appliedDate])).toEqual([
          [job.jobId, 0, NOW],
          [kayak.jobId, AppliedByFilter.Interviewing, day(-3)],
        ]);
      });
  });

  it('lists them at every stage for `appliedBy` 4, and only those just applied for 0', async () => {
    await appliedBesideOthers(pact.addInteraction())
      .uponReceiving('a request for the applied jobs at every stage, after an application made through the call')
      .withRequest('GET', '/Job/my-jobs', (b) =>
        b.query({ status: '0', appliedBy: '4' }).headers(bearer(candidate.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          listOf([
            appliedItem(job.jobId, job.title, NOW),
            appliedItem(kayak.jobId, kayak.title, day(-3), AppliedByFilter.Interviewing),
          ]),
        ),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).myJobs({
          status: ApplicationStatus.Applied,
          appliedBy: AppliedByFilter.All,
        });
        expect(page.items.map((i) => i.job.id)).toEqual([job.jobId, kayak.jobId]);
      });
  });

  it('lists only the applications at stage Applied for `appliedBy` 0', async () => {
    await appliedBesideOthers(pact.addInteraction())
      .uponReceiving('a request for the applied jobs at stage Applied, after an application made through the call')
      .withRequest('GET', '/Job/my-jobs', (b) =>
        b.query({ status: '0', appliedBy: '0' }).headers(bearer(candidate.token)),
      )
      // The one just made, at stage Applied; the Interviewing one stays out.
      .willRespondWith(200, (b) => b.jsonBody(listOf([appliedItem(job.jobId, job.title, NOW)])))
      .executeTest(async (server) => {
        const page = await client(server.url).myJobs({
          status: ApplicationStatus.Applied,
          appliedBy: AppliedByFilter.Applied,
        });
        expect(page.items.map((i) => i.job.id)).toEqual([job.jobId]);
      });
  });

  it('leaves the saved job of another job as it was', async () => {
    await appliedBesideOthers(pact.addInteraction())
      .uponReceiving('a request for the saved jobs after an application to another job made through the call')
      .withRequest('GET', '/Job/my-jobs', (b) => b.query({ status: '4' }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody(listOf([savedItem(raft.jobId, raft.title, day(-3))])))
      .executeTest(async (server) => {
        const page = await client(server.url).myJobs({ status: ApplicationStatus.Watching });
        expect(page.items.map((i) => [i.job.id, i.status])).toEqual([[raft.jobId, ApplicationStatus.Watching]]);
      });
  });

  it('takes a saved job applied to out of the saved list, the other saved one kept', async () => {
    await withJobs(pact.addInteraction())
      .given(savedDaysAgo, { email: candidate.email, jobId: job.jobId, daysAgo: 3 })
      .given(savedDaysAgo, { email: candidate.email, jobId: raft.jobId, daysAgo: 1 })
      .given(appliedByCall, { token: candidate.token, jobId: job.jobId })
      .uponReceiving('a request for the saved jobs after a saved job was applied to through the call')
      .withRequest('GET', '/Job/my-jobs', (b) => b.query({ status: '4' }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody(listOf([savedItem(raft.jobId, raft.title, day(-1))])))
      .executeTest(async (server) => {
        const page = await client(server.url).myJobs({ status: ApplicationStatus.Watching });
        expect(page.items.map((i) => i.job.id)).toEqual([raft.jobId]);
      });
  });

  it("gives the job's page the application made through the call, not the save before it", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given(active, job)
      .given(savedDaysAgo, { email: candidate.email, jobId: job.jobId, daysAgo: 3 })
      .given(appliedByCall, { token: candidate.token, jobId: job.jobId })
      .uponReceiving('a request for a job by id after a saved job was applied to through the call')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: jobDetail({ status: 0, stage: 0, appliedDate: NOW }) }))
      .executeTest(async (server) => {
        const detail = await client(server.url).getById(job.jobId);
        expect(detail.myStatus).toEqual({ status: ApplicationStatus.Applied, stage: 0, appliedDate: NOW });
      });
  });
});

describe('POST Job/watch, then the lists', () => {
  it('lists the job saved through the call first, beside the one saved before; the application stays out', async () => {
    await withJobs(pact.addInteraction())
      .given(savedDaysAgo, { email: candidate.email, jobId: raft.jobId, daysAgo: 3 })
      .given(appliedAtStage, { email: candidate.email, jobId: kayak.jobId, stage: AppliedByFilter.Applied })
      .given(savedByCall, { token: candidate.token, jobId: job.jobId })
      .uponReceiving('a request for the saved jobs after a save made through the call')
      .withRequest('GET', '/Job/my-jobs', (b) => b.query({ status: '4' }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody(listOf([savedItem(job.jobId, job.title, NOW), savedItem(raft.jobId, raft.title, day(-3))])),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).myJobs({ status: ApplicationStatus.Watching });
        expect(page.items.map((i) => [i.job.id, i.createdDate])).toEqual([
          [job.jobId, NOW],
          [raft.jobId, day(-3)],
        ]);
      });
  });

  it('keeps one record of a job saved again through the call, with the date it was first saved', async () => {
    await withJobs(pact.addInteraction())
      .given(savedDaysAgo, { email: candidate.email, jobId: raft.jobId, daysAgo: 3 })
      .given(savedByCall, { token: candidate.token, jobId: raft.jobId })
      .uponReceiving('a request for the saved jobs after a saved job was saved again through the call')
      .withRequest('GET', '/Job/my-jobs', (b) => b.query({ status: '4' }).headers(bearer(candidate.token)))
      // One item, saved three days ago: a second save changes nothing (no second record, no new date).
      .willRespondWith(200, (b) => b.jsonBody(listOf([savedItem(raft.jobId, raft.title, day(-3))])))
      .executeTest(async (server) => {
        const page = await client(server.url).myJobs({ status: ApplicationStatus.Watching });
        expect(page.items.map((i) => [i.job.id, i.createdDate])).toEqual([[raft.jobId, day(-3)]]);
      });
  });

  it("gives the job's page the save made through the call", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given(active, job)
      .given(savedByCall, { token: candidate.token, jobId: job.jobId })
      .uponReceiving('a request for a job by id after a save made through the call')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: jobDetail({ status: 4, stage: 0, appliedDate: null }) }))
      .executeTest(async (server) => {
        const detail = await client(server.url).getById(job.jobId);
        expect(detail.myStatus).toEqual({ status: ApplicationStatus.Watching, stage: 0, appliedDate: null });
      });
  });
});

describe('DELETE Job/watch, then the lists', () => {
  /** The candidate saved the job yesterday and Raft Guide 3 days ago, applied to Kayak Instructor; then removes the job. */
  const removedBesideOthers = (interaction: Interaction) =>
    withJobs(interaction)
      .given(savedDaysAgo, { email: candidate.email, jobId: job.jobId, daysAgo: 1 })
      .given(savedDaysAgo, { email: candidate.email, jobId: raft.jobId, daysAgo: 3 })
      .given(appliedAtStage, { email: candidate.email, jobId: kayak.jobId, stage: AppliedByFilter.Applied })
      .given(removedByCall, { token: candidate.token, jobId: job.jobId });

  it('no longer lists the job removed through the call; the other saved job stays', async () => {
    await removedBesideOthers(pact.addInteraction())
      .uponReceiving('a request for the saved jobs after a saved job was removed through the call')
      .withRequest('GET', '/Job/my-jobs', (b) => b.query({ status: '4' }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody(listOf([savedItem(raft.jobId, raft.title, day(-3))])))
      .executeTest(async (server) => {
        const page = await client(server.url).myJobs({ status: ApplicationStatus.Watching });
        expect(page.items.map((i) => i.job.id)).toEqual([raft.jobId]);
      });
  });

  it('leaves the application to another job as it was', async () => {
    await removedBesideOthers(pact.addInteraction())
      .uponReceiving('a request for the applied jobs after a saved job was removed through the call')
      .withRequest('GET', '/Job/my-jobs', (b) => b.query({ status: '0' }).headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody(listOf([appliedItem(kayak.jobId, kayak.title, day(-3))])))
      .executeTest(async (server) => {
        const page = await client(server.url).myJobs({ status: ApplicationStatus.Applied });
        expect(page.items.map((i) => i.job.id)).toEqual([kayak.jobId]);
      });
  });

  it("gives the job's page no status once its save is removed through the call, whatever another job's", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given(active, job)
      .given(active, raft)
      .given(savedDaysAgo, { email: candidate.email, jobId: job.jobId, daysAgo: 1 })
      // Decoy: Raft Guide stays saved, a record of the candidate that is not this job's.
      .given(savedDaysAgo, { email: candidate.email, jobId: raft.jobId, daysAgo: 3 })
      .given(removedByCall, { token: candidate.token, jobId: job.jobId })
      .uponReceiving('a request for a job by id after its save was removed through the call')
      .withRequest('GET', '/Job/by-id', (b) => b.query({ jobId: String(job.jobId) }).headers(bearer(candidate.token)))
      // Two active jobs at the company now.
      .willRespondWith(200, (b) => b.jsonBody({ result: detailOf(null, 2) }))
      .executeTest(async (server) => {
        const detail = await client(server.url).getById(job.jobId);
        expect(detail.myStatus).toBeNull();
      });
  });
});
