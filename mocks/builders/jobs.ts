import { builder, location } from './builder';
import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { JobType, RemoteStatus } from '../../src/domain/enums/job';
import { JobStatus } from '../../src/domain/enums/job';
import { listingScore } from '../../src/domain/job-lifecycle';
import { clock } from '../clock';
import { applicationRecord, candidateResponseRecord, jobChangeRecord, jobRecord, type JobRecord } from '../records';

const isPublished = (status: number) => status === JobStatus.Active || status === JobStatus.ApplicationClosed;

/**
 * An active job of company 1 (the provider states' job, contracts/reference.md): full-time, remote in region (US, CA),
 * created 2 days ago and published yesterday (not published in a status before Active), open for 30 more days,
 * paying 45,000-60,000 per year with housing included, Guiding & Instruction / Paddling, 1-2 years of experience,
 * in Harrisburg, PA. The description follows from the title, the score (the listing score) from the whole job.
 */
export const buildJob = builder(jobRecord, (overrides) => {
  const { title = 'River Trip Planner', status = JobStatus.Active } = overrides;
  const job: JobRecord = {
    id: 1,
    companyId: 1,
    title,
    description: `${title}: plan and lead multi-day paddling trips for small groups.`,
    status,
    jobType: JobType.FullTime,
    remoteStatus: RemoteStatus.RemoteInRegion,
    createdDate: clock.daysFromNow(-2),
    updatedDate: clock.daysFromNow(-1),
    publishedDate: isPublished(status) ? clock.daysFromNow(-1) : null,
    expireDate: clock.daysFromNow(30),
    score: 0,
    salaryMin: 45_000,
    salaryMax: 60_000,
    salaryCompensationId: 5,
    isHousingIncluded: true,
    isHousingSubsidized: false,
    isRelocationStipend: false,
    isCommuterBenefits: false,
    isHQPosition: false,
    jobFieldId: 1,
    focusId: 2,
    yearsOfExperienceId: 2,
    ...location('harrisburg-pa'),
    remoteCountries: ['US', 'CA'],
    rejectReason: null,
    roleFilled: null,
    ...overrides,
  };
  return { ...job, score: listingScore(job).score };
});

/** User 1's application to job 1, made now, at stage Applied; a saved job (status Watching) has no applied date. */
export const buildApplication = builder(
  applicationRecord,
  ({ status = ApplicationStatus.Applied, createdDate = clock.iso() }) => ({
    id: 1,
    userId: 1,
    jobId: 1,
    status,
    stage: AppliedByFilter.Applied,
    createdDate,
    appliedDate: status === ApplicationStatus.Watching ? null : createdDate,
  }),
);

/** Job 1 as its company's own employer (user 1) posted it, now. */
export const buildJobChange = builder(jobChangeRecord, ({ id = 1 }) => ({
  id,
  jobId: 1,
  userId: 1,
  date: clock.iso(),
  action: 'posted' as const,
  fields: [],
  byOutsider: false,
}));

/** User 1 invited by user 3 to apply to job 1, now, not seen yet. */
export const buildCandidateResponse = builder(candidateResponseRecord, ({ id = 1 }) => ({
  id,
  jobId: 1,
  userId: 1,
  kind: 2,
  message: 'Your paddling experience fits this trip leader role: we would love your application.',
  byUserId: 3,
  createdDate: clock.iso(),
  seenDate: null,
}));
