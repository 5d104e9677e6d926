import type { Guarded } from './guarded';
import { job } from './job-fixtures';
import { applicantsApi } from '../../src/api/applicants';
import { Role } from '../../src/domain/enums/user';

/** The hiring calls of a job's employer (src/api/applicants.ts), for the token cases of ./guarded-calls.ts. */

const move = { applicationIds: [501], stage: 1 as const };

export const hiringCalls: Guarded[] = [
  {
    description: "a request for a job's applicants without a token",
    method: 'GET',
    path: `/admin/Job/${job.jobId}/applicants`,
    role: Role.Employer,
    call: (h) => applicantsApi(h).list(job.jobId),
  },
  {
    description: 'an applicant moved to a stage without a token',
    method: 'PUT',
    path: `/admin/Job/${job.jobId}/applicants/stage`,
    role: Role.Employer,
    request: (b) => b.jsonBody(move),
    call: (h) => applicantsApi(h).move(job.jobId, move),
  },
  {
    description: 'a job closed without a token',
    method: 'PUT',
    path: `/admin/Job/${job.jobId}/close`,
    role: Role.Employer,
    request: (b) => b.jsonBody({ how: 'none' }),
    call: (h) => applicantsApi(h).close(job.jobId, { how: 'none' }),
  },
];
