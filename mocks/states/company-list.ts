import { defineStates, num, str } from './define';
import { addJobs, ensureCompany } from './support';
import { JobStatus } from '../../src/domain/enums/job';
import { slug } from '../../src/domain/text';
import { buildJob } from '../builders';
import { clock } from '../clock';
import { db } from '../db';

/** The admins' company list (admin/Company/get-all, grouped-counts): companies of a given age and membership. */

export const companyListStates = defineStates({
  // The builder's company (Harrisburg, PA; no logo or website), with this name, age and membership status, no jobs.
  'the company {companyId} named {name} was created {daysAgo} days ago, in membership status {membershipStatus}':
    async (p) => {
      const name = str(p, 'name');
      await ensureCompany(num(p, 'companyId'), {
        name,
        path: slug(name),
        createdDate: clock.daysFromNow(-num(p, 'daysAgo')),
        membershipStatus: num(p, 'membershipStatus'),
      });
    },
  // The company (as the states before put it) with a logo and a website.
  'the company {companyId} has the logo {logo} and the website {website}': async (p) => {
    const company = await ensureCompany(num(p, 'companyId'));
    await db.companies.update(company, {
      data(c) {
        c.logo = str(p, 'logo');
        c.website = str(p, 'website');
      },
    });
  },
  // The builder's jobs (mocks/builders/jobs.ts) in these statuses, ids counting up from `jobId`; the counts follow.
  'the company {companyId} has {active} active, {pending} pending review and {rejected} rejected jobs from the id {jobId}':
    async (p) => {
      const companyId = num(p, 'companyId');
      const statuses = [
        ...Array<number>(num(p, 'active')).fill(JobStatus.Active),
        ...Array<number>(num(p, 'pending')).fill(JobStatus.PendingReview),
        ...Array<number>(num(p, 'rejected')).fill(JobStatus.Rejected),
      ];
      const first = num(p, 'jobId');
      await addJobs(...statuses.map((status, i) => buildJob({ id: first + i, companyId, status })));
    },
});
