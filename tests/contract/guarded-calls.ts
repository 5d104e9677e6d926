import { readFileSync } from 'node:fs';
import { BOUNDARY, LOGO, type Guarded } from './guarded';
import { accountCalls } from './guarded-account-calls';
import { hiringCalls } from './guarded-hiring-calls';
import { membershipCalls } from './guarded-membership-calls';
import { job, jobInput } from './job-fixtures';
import { adminCompanyApi } from '../../src/api/admin-company';
import { boostApi } from '../../src/api/boost';
import { companyApi } from '../../src/api/company';
import { employerJobApi } from '../../src/api/employer-job';
import { feedbackApi } from '../../src/api/feedback';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { jobReviewApi } from '../../src/api/job-review';
import type { CompanyInput } from '../../src/api/schemas/company-profile';
import { ApplicationStatus } from '../../src/domain/enums/applications';
import { AdPlacementType } from '../../src/domain/enums/boost';
import { Role } from '../../src/domain/enums/user';
import { ReviewDecision } from '../../src/domain/job-lifecycle';

/**
 * Every guarded call of the product API (but GET admin/Company/get-primary, POST Job/watch and POST
 * admin/Boost/{id}/pay, whose token cases are in their areas' files), for the cases that send no valid token:
 * no-token.test.ts and token-cases.test.ts. The candidate's own account and profile: ./guarded-account-calls.ts.
 */

const image = () => new File([readFileSync(LOGO)], 'logo.png', { type: 'image/png' });
const company: CompanyInput = {
  name: 'Susquehanna River Guides',
  website: null,
  description: '',
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  typeId: 1,
  sizeId: 2,
};
const boost = {
  jobId: job.jobId,
  placement: AdPlacementType.Sponsored,
  weeks: 2,
  startDate: '2099-05-04T00:00:00.000Z',
};
const decision = { status: ReviewDecision.Approve, reason: null };
const jobId = String(job.jobId);
const companyId = String(job.companyId);

export const guarded: Guarded[] = [
  {
    description: 'a request for the names of all companies without a token',
    method: 'GET',
    path: '/admin/Company/all-names',
    role: Role.Admin,
    call: (h) => adminCompanyApi(h).allNames(),
  },
  {
    description: 'a request for a page of every company without a token',
    method: 'GET',
    path: '/admin/Company/get-all',
    role: Role.Admin,
    request: (b) => b.query({ search: 'paddle' }),
    call: (h) => adminCompanyApi(h).list({ search: 'paddle' }),
  },
  {
    description: 'a request for the counts of companies by membership status without a token',
    method: 'GET',
    path: '/admin/Company/grouped-counts',
    role: Role.Admin,
    call: (h) => adminCompanyApi(h).membershipCounts({}),
  },
  {
    description: 'a new company without a token',
    method: 'POST',
    path: '/admin/Company',
    role: Role.Employer,
    request: (b) => b.jsonBody(company),
    call: (h) => adminCompanyApi(h).create(company),
  },
  {
    description: "an update of a company's details without a token",
    method: 'PUT',
    path: `/admin/Company/${companyId}`,
    role: Role.Employer,
    request: (b) => b.jsonBody(company),
    call: (h) => adminCompanyApi(h).update(job.companyId, company),
  },
  {
    description: 'a request to join a company without a token',
    method: 'POST',
    path: '/admin/Company/send-join-request',
    role: Role.Employer,
    request: (b) => b.query({ companyId }),
    call: (h) => adminCompanyApi(h).sendJoinRequest(job.companyId),
  },
  {
    description: 'a withdrawal of a request to join a company without a token',
    method: 'DELETE',
    path: '/admin/Company/join-request',
    role: Role.Employer,
    request: (b) => b.query({ companyId }),
    call: (h) => adminCompanyApi(h).withdrawJoinRequest(job.companyId),
  },
  {
    description: "a request for the employer's own join request without a token",
    method: 'GET',
    path: '/admin/Company/join-request',
    role: Role.Employer,
    call: (h) => adminCompanyApi(h).ownJoinRequest(),
  },
  {
    description: 'an upload of a company logo without a token',
    method: 'POST',
    path: '/Company/upload-logo',
    role: Role.Employer,
    request: (b) => b.query({ companyId }).multipartBody('image/png', LOGO, 'file', BOUNDARY),
    call: (h) => companyApi(h).uploadLogo(image(), job.companyId),
  },
  {
    description: 'an upload of a company cover image without a token',
    method: 'POST',
    path: '/Company/upload-cover-image',
    role: Role.Employer,
    request: (b) => b.query({ companyId }).multipartBody('image/png', LOGO, 'file', BOUNDARY),
    call: (h) => companyApi(h).uploadCoverImage(image(), job.companyId),
  },
  {
    description: 'a request for the recommended jobs without a token',
    method: 'GET',
    path: '/Job/recommended',
    role: Role.User,
    call: (h) => jobCandidateApi(h).recommended({}),
  },
  {
    description: 'a request to remove a saved job without a token',
    method: 'DELETE',
    path: '/Job/watch',
    role: Role.User,
    request: (b) => b.query({ jobId }),
    call: (h) => jobCandidateApi(h).unwatch(job.jobId),
  },
  {
    description: 'an application to a job without a token',
    method: 'POST',
    path: '/Job/apply',
    role: Role.User,
    request: (b) => b.query({ jobId }),
    call: (h) => jobCandidateApi(h).apply(job.jobId),
  },
  {
    description: 'a request for the applied jobs without a token',
    method: 'GET',
    path: '/Job/my-jobs',
    role: Role.User,
    request: (b) => b.query({ status: '0' }),
    call: (h) => jobCandidateApi(h).myJobs({ status: ApplicationStatus.Applied }),
  },
  {
    description: "a request for the company's jobs without a token",
    method: 'GET',
    path: '/admin/Job/company-jobs',
    role: Role.Employer,
    request: (b) => b.query({ companyId }),
    call: (h) => employerJobApi(h).companyJobs({ companyId: job.companyId }),
  },
  {
    description: 'a request for a job to edit without a token',
    method: 'GET',
    path: `/admin/Job/${jobId}`,
    role: Role.Employer,
    call: (h) => employerJobApi(h).getForEdit(job.jobId),
  },
  {
    description: 'a new job without a token',
    method: 'POST',
    path: '/admin/Job',
    role: Role.Employer,
    request: (b) => b.jsonBody(jobInput),
    call: (h) => employerJobApi(h).create(jobInput),
  },
  {
    description: 'an edit of a job without a token',
    method: 'PUT',
    path: `/admin/Job/${jobId}`,
    role: Role.Employer,
    request: (b) => b.jsonBody(jobInput),
    call: (h) => employerJobApi(h).update(job.jobId, jobInput),
  },
  {
    description: 'a request for the review queue without a token',
    method: 'GET',
    path: '/admin/Job/review',
    role: Role.Admin,
    call: (h) => jobReviewApi(h).queue({}),
  },
  {
    description: 'a request for the counts of jobs by order status without a token',
    method: 'GET',
    path: '/admin/Job/order-counts',
    role: Role.Admin,
    request: (b) => b.query({ companyId }),
    call: (h) => jobReviewApi(h).orderCounts({ companyId: job.companyId }),
  },
  {
    description: 'a review decision without a token',
    method: 'PUT',
    path: `/admin/Job/${jobId}/status`,
    role: Role.Admin,
    request: (b) => b.jsonBody(decision),
    call: (h) => jobReviewApi(h).decide(job.jobId, decision),
  },
  {
    description: 'a request for the feedback without a token',
    method: 'GET',
    path: '/admin/Feedback',
    role: Role.Admin,
    call: (h) => feedbackApi(h).list(),
  },
  {
    description: 'a feedback marked read without a token',
    method: 'PUT',
    path: '/admin/Feedback/1/read',
    role: Role.Admin,
    call: (h) => feedbackApi(h).markRead(1),
  },
  {
    description: 'a boost without a token',
    method: 'POST',
    path: '/admin/Boost',
    role: Role.Employer,
    request: (b) => b.jsonBody(boost),
    call: (h) => boostApi(h).create(boost),
  },
  {
    description: 'a request for a boost without a token',
    method: 'GET',
    path: '/admin/Boost/5',
    role: Role.Employer,
    call: (h) => boostApi(h).get(5),
  },
  ...accountCalls,
  ...membershipCalls,
  ...hiringCalls,
];
