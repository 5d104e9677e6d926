import { findCompany } from './company-access';
import { db } from './db';
import { JobStatus } from '../src/domain/enums/job';

/** A company's path and its job counts, shared by the handlers, the seed and the provider states. */

/** Every company by its id (the lists join each job's company in). */
export const companiesById = () => new Map(db.companies.all().map((c) => [c.id, c]));

/** Keeps a company's counts of active, pending-review and rejected jobs in step with its jobs. */
export async function recountCompany(companyId: number) {
  const company = findCompany(companyId);
  if (!company) return;
  const jobs = db.jobs.findMany((q) => q.where({ companyId }));
  const count = (status: number) => jobs.filter((j) => j.status === status).length;
  await db.companies.update(company, {
    data(c) {
      c.activeJobsCount = count(JobStatus.Active);
      c.pendingReviewJobsCount = count(JobStatus.PendingReview);
      c.rejectedJobsCount = count(JobStatus.Rejected);
    },
  });
}
