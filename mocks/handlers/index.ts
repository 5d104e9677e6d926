import { accountSettingsHandlers } from './account-settings';
import { adminCompanyHandlers } from './admin-company';
import { applicantHandlers } from './applicants';
import { authHandlers } from './auth';
import { boostHandlers } from './boost';
import { companyHandlers } from './company';
import { companyInvitationHandlers } from './company-invitations';
import { companyListHandlers } from './company-list';
import { companyPeopleHandlers } from './company-people';
import { contentHandlers } from './content';
import { employerJobHandlers } from './employer-job';
import { feedbackHandlers } from './feedback';
import { homeHandlers } from './home';
import { jobHandlers } from './job';
import { jobReviewHandlers } from './job-review';
import { matchingHandlers } from './matching';
import { myJobsHandlers } from './my-jobs';
import { organizationHandlers } from './organization';
import { payInsightsHandlers } from './pay-insights';
import { placeHandlers } from './place';
import { profileHandlers } from './profile';
import { quizHandlers } from './quiz';
import { userCompanyHandlers } from './user-companies';

// Order matters where paths overlap: the first handler that matches answers (admin/Job/review before admin/Job/:id).
export const handlers = [
  ...authHandlers,
  // Before admin/Company's PUT admin/Company/:id: PUT admin/Company/change-primary-company is no id.
  ...userCompanyHandlers,
  ...adminCompanyHandlers,
  ...companyListHandlers,
  ...companyPeopleHandlers,
  ...companyInvitationHandlers,
  ...companyHandlers,
  ...organizationHandlers,
  ...jobHandlers,
  ...payInsightsHandlers,
  ...myJobsHandlers,
  ...jobReviewHandlers,
  ...applicantHandlers,
  ...matchingHandlers,
  ...employerJobHandlers,
  ...boostHandlers,
  ...homeHandlers,
  ...placeHandlers,
  ...profileHandlers,
  ...accountSettingsHandlers,
  ...quizHandlers,
  ...contentHandlers,
  ...feedbackHandlers,
];
