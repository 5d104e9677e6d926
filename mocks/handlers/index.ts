import { authHandlers } from './auth';
import { adminCompanyHandlers } from './admin-company';
import { jobHandlers } from './job';
import { jobReviewHandlers } from './job-review';
import { employerJobHandlers } from './employer-job';
import { boostHandlers } from './boost';
import { contentHandlers } from './content';

// Order matters where paths overlap: the first handler that matches answers (admin/Job/review before admin/Job/:id).
export const handlers = [
  ...authHandlers,
  ...adminCompanyHandlers,
  ...jobHandlers,
  ...jobReviewHandlers,
  ...employerJobHandlers,
  ...boostHandlers,
  ...contentHandlers,
];
