import { apiHttp } from '.';
import { adminCompanyApi } from './admin-company';
import { boostApi } from './boost';
import { employerJobApi } from './employer-job';
import { jobReviewApi } from './job-review';

/**
 * The app's clients of the employers' and admins' screens (companies, job posting, review), bound like those of
 * ./index but loaded only with those screens.
 */
export const adminCompany = adminCompanyApi(apiHttp);
export const employerJob = employerJobApi(apiHttp);
export const jobReview = jobReviewApi(apiHttp);
export const boost = boostApi(apiHttp);
