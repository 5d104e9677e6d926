import { apiHttp } from '.';
import { adminCompanyApi } from './admin-company';
import { bindings } from './bindings';
import { boostApi } from './boost';
import { companyApi } from './company';
import { employerJobApi } from './employer-job';
import { homeApi } from './home';
import { jobReviewApi } from './job-review';

/**
 * The app's clients of the employers' and admins' screens (companies, job posting, review, boosts, the employers'
 * home), bound like those of ./index but loaded only with those screens.
 */
export const adminCompany = adminCompanyApi(apiHttp);
export const employerJob = employerJobApi(apiHttp);
export const jobReview = jobReviewApi(apiHttp);
export const boost = boostApi(apiHttp);
export const company = companyApi(apiHttp, { onLogoUploaded: (id, logo) => bindings.onLogoUploaded(id, logo) });
export const home = homeApi(apiHttp);
