import { MatchersV3 as M } from '@pact-foundation/pact';
import { day, descriptionOf, job, jobInput } from './job-fixtures';
import type { JobInput } from '../../src/api/schemas/employer-job';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * A job as its employer edits it (the answer of GET, POST and PUT admin/Job): what the request or the provider state
 * fixes is exact, the dates too (the interactions give `CLOCK` first).
 */

/** The job written from an input: the input's fields exact (the server keeps what it was sent); created by a state 2 days ago unless `changes` say. */
export const writtenJob = (id: unknown, input: JobInput = jobInput, changes: Record<string, unknown> = {}) => {
  const { companyId, status, ...fields } = input;
  return {
    ...fields,
    companyId,
    status,
    id,
    // The listing score the server computes from the input (src/domain/job-lifecycle.ts): exact.
    score: 80,
    createdDate: day(-2),
    publishedDate: null,
    rejectReason: null,
    ...changes,
  };
};

/**
 * The job a job state puts at the company (contracts/reference.md, "an active job"): in `status`, the reason of a
 * rejection as `a job ... in status {status}` gives it, published only once live.
 */
export const stateJob = (id: number, title: string, status: number, changes: Record<string, unknown> = {}) => ({
  id,
  companyId: job.companyId,
  status,
  title,
  description: descriptionOf(title),
  jobType: 1,
  remoteStatus: 3,
  remoteCountries: ['US', 'CA'],
  jobFieldId: 1,
  focusId: 2,
  yearsOfExperienceId: 2,
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  lat: 40.2732,
  lng: -76.8867,
  salaryMin: 45000,
  salaryMax: 60000,
  salaryCompensationId: 5,
  expireDate: day(30),
  isHousingIncluded: true,
  isHousingSubsidized: false,
  isRelocationStipend: false,
  isCommuterBenefits: false,
  isHQPosition: false,
  score: 80,
  createdDate: day(-2),
  publishedDate: status === JobStatus.Active || status === JobStatus.ApplicationClosed ? day(-1) : null,
  rejectReason: status === JobStatus.Rejected ? REJECT_REASON : null,
  ...changes,
});

/** The reason the state `a job ... in status {status}` gives a rejected job. */
export const REJECT_REASON =
  'The housing benefit is ticked, but the description does not say what the housing is or what it costs.';

/** A job's id the server chose: by type. */
export const newId = (example: number) => M.integer(example);
