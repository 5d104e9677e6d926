import { ACTIVE_COMPANIES_MAX, type ActiveCompanies } from '../../src/api/schemas/company-profile';
import type { CompanyRecord, JobRecord } from '../db';
import { isListed } from './jobs';

/**
 * GET Company/get-active-companies: the companies with a live job (one the public lists show now), the most live jobs
 * first, then by name; the totals count every such company and their live jobs. A job whose company is gone counts
 * for no one.
 */
export function activeCompanies(
  jobs: readonly JobRecord[],
  companies: ReadonlyMap<number, CompanyRecord>,
  nowIso: string,
): ActiveCompanies {
  const live = new Map<number, number>();
  for (const job of jobs)
    if (companies.has(job.companyId) && isListed(job, nowIso))
      live.set(job.companyId, (live.get(job.companyId) ?? 0) + 1);
  const hiring = [...live].map(([id, liveJobsCount]) => ({ company: companies.get(id)!, liveJobsCount }));
  hiring.sort(
    (a, b) =>
      b.liveJobsCount - a.liveJobsCount || a.company.name.localeCompare(b.company.name) || a.company.id - b.company.id,
  );
  return {
    items: hiring.slice(0, ACTIVE_COMPANIES_MAX).map(({ company: c, liveJobsCount }) => ({
      id: c.id,
      name: c.name,
      path: c.path,
      logo: c.logo,
      city: c.city,
      state: c.state,
      country: c.country,
      liveJobsCount,
    })),
    totalCount: hiring.length,
    liveJobsCount: hiring.reduce((sum, h) => sum + h.liveJobsCount, 0),
  };
}
