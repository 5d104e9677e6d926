import { MatchersV3 as M } from '@pact-foundation/pact';
import { activeDates, candidate, card, CLOCK, job, jobDetail, NOW, signedIn } from './job-fixtures';
import { recordingNotifier, type Interaction } from './pact';
import { createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { AppliedByFilter } from '../../src/domain/enums/applications';

/** The states and records of the reads after a candidate's save, removal or application (reads-jobs-*.test.ts). */
export const active = 'an active job {jobId} titled {title} exists at company {companyId}';
export const appliedByCall = 'the candidate signed in with token {token} has applied to the job {jobId}';
export const savedByCall = 'the candidate signed in with token {token} has saved the job {jobId}';
export const removedByCall = 'the candidate signed in with token {token} has removed the saved job {jobId}';
export const savedDaysAgo = 'the candidate {email} saved the job {jobId} {daysAgo} days ago';
export const appliedAtStage = 'the candidate {email} has applied to the job {jobId} and is at stage {stage}';

export const raft = { jobId: 12, title: 'Raft Guide', companyId: job.companyId };
export const kayak = { jobId: 13, title: 'Kayak Instructor', companyId: job.companyId };
export const client = (url: string, notify = recordingNotifier().notify) =>
  jobCandidateApi(createHttp({ baseUrl: url, notify, ...signedIn(candidate.token) }));

/** A record of the list: saved (status 4) or applied (status 0), dated exactly (the clock is fixed). */
export const savedItem = (jobId: number, title: string, savedDate: string) => ({
  id: M.integer(1),
  status: 4,
  stage: 0,
  createdDate: savedDate,
  appliedDate: null,
  job: card(jobId, title, { distanceMiles: null, ...activeDates }),
});
export const appliedItem = (jobId: number, title: string, appliedDate: string, stage = 0) => ({
  id: M.integer(1),
  status: 0,
  stage,
  createdDate: appliedDate,
  appliedDate,
  job: card(jobId, title, { distanceMiles: null, ...activeDates }),
});
export const listOf = (items: unknown[]) => ({
  result: { items, totalCount: items.length, pageNumber: 1, pageSize: 20 },
});

/** On the clock: the candidate signed in, and three active jobs: the job (11), 12 Raft Guide, 13 Kayak Instructor. */
export const withJobs = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given(active, job)
    .given(active, raft)
    .given(active, kayak);

/** The job's page of a company that has `count` active jobs. */
export const detailOf = (myStatus: unknown, count: number) => {
  const detail = jobDetail(myStatus);
  return { ...detail, company: { ...detail.company, activeJobsCount: count } };
};

/**
 * The candidate saved Raft Guide 3 days ago and is interviewing for Kayak Instructor (applied 3 days ago), then applies
 * to the job through the provider's own call, now.
 */
export const appliedBesideOthers = (interaction: Interaction) =>
  withJobs(interaction)
    .given(savedDaysAgo, { email: candidate.email, jobId: raft.jobId, daysAgo: 3 })
    .given(appliedAtStage, { email: candidate.email, jobId: kayak.jobId, stage: AppliedByFilter.Interviewing })
    .given(appliedByCall, { token: candidate.token, jobId: job.jobId });
