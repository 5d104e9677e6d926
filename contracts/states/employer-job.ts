import { describeStates } from './define';
import type { employerJobStates } from '../../mocks/states/employer-job';

export default describeStates<typeof employerJobStates>({
  'a job {jobId} titled {title} exists at company {companyId} in status {status}': {
    creates:
      'as "an active job {jobId} titled {title} exists at company {companyId}", but in `status` (published yesterday when 3 or 6, else not published; when ' +
      '4, rejected with the reason "The housing benefit is ticked, but the description does not say what ' +
      'the housing is or what it costs.")',
  },
  'the job {jobId} was created {daysAgo} days ago': {
    creates:
      'the job (put by a state before) was created (and last written) `daysAgo` days ago: the dashboard, ' +
      'newest first by default, orders by it',
  },
  'the application deadline of the job {jobId} passed {daysAgo} days ago': {
    creates:
      'the job (put by a state before) has its application deadline (`expireDate`) `daysAgo` days before ' +
      'the clock: an active one is Expired',
  },
  'the role of the job {jobId} was filled {roleFilled}': {
    creates:
      'the job (put by a state before) has `roleFilled` `external` or `basecamp`: a closed one is Role ' +
      'filled - External or - Basecamp',
  },
  'the job {jobId} is open until filled': {
    creates: 'the job (put by a state before) has no application deadline (`expireDate` null)',
  },
});
