import type { Guarded } from './guarded';
import { job } from './job-fixtures';
import { applicantsApi } from '../../src/api/applicants';
import { invitationsApi, matchingApi } from '../../src/api/matching';
import { Role } from '../../src/domain/enums/user';

/** The hiring calls of a job's employer (src/api/applicants.ts), for the token cases of ./guarded-calls.ts. */

const move = { applicationIds: [501], stage: 1 as const };
const response = { userId: 52, kind: 0, message: null };

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
  {
    description: "a request for a job's matching candidates without a token",
    method: 'GET',
    path: `/admin/Job/${job.jobId}/matching-candidates`,
    role: Role.Employer,
    call: (h) => matchingApi(h).list(job.jobId),
  },
  {
    description: 'a response to a matching candidate without a token',
    method: 'PUT',
    path: `/admin/Job/${job.jobId}/candidate-responses`,
    role: Role.Employer,
    request: (b) => b.jsonBody(response),
    call: (h) => matchingApi(h).respond(job.jobId, response),
  },
  {
    description: 'a response to a matching candidate taken back without a token',
    method: 'DELETE',
    path: `/admin/Job/${job.jobId}/candidate-responses`,
    role: Role.Employer,
    request: (b) => b.query({ userId: '52' }),
    call: (h) => matchingApi(h).withdraw(job.jobId, 52),
  },
  {
    description: "a request for the candidate's invitations without a token",
    method: 'GET',
    path: '/Job/invitations',
    role: Role.User,
    call: (h) => invitationsApi(h).list(),
  },
  {
    description: 'the invitations marked seen without a token',
    method: 'PUT',
    path: '/Job/invitations/seen',
    role: Role.User,
    call: (h) => invitationsApi(h).markSeen(),
  },
  {
    description: 'a request for the employers interested in the candidate without a token',
    method: 'GET',
    path: '/Job/interested-employers',
    role: Role.Premium,
    call: (h) => invitationsApi(h).interestedEmployers(),
  },
];
