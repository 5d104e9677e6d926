import { describeStates } from './define';
import type { companyListStates } from '../../mocks/states/company-list';

export default describeStates<typeof companyListStates>({
  'the company {companyId} named {name} was created {daysAgo} days ago, in membership status {membershipStatus}': {
    creates:
      'the company `companyId` (replacing any of that id, its jobs removed) named `name`, created `daysAgo` ' +
      "days before the clock's now, in that membership status; in Harrisburg, PA, US, without a logo or " +
      'website, no jobs',
  },
  'the company {companyId} has the logo {logo} and the website {website}': {
    creates: 'the company (as the states before put it) has that logo and website',
  },
  'the company {companyId} has {active} active, {pending} pending review and {rejected} rejected jobs from the id {jobId}':
    {
      creates:
        'the company (as the states before put it) has these jobs (the job of "an active job {jobId} titled {title} exists at company {companyId}" in these statuses), ' +
        'ids from `jobId` up in that order; its counts follow',
    },
});
