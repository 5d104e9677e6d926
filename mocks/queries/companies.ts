import { ACTIVE_COMPANIES_MAX, type ActiveCompanies, type CompanySummary } from '../../src/api/schemas/company-profile';
import type { CompanyRecord, JobRecord } from '../db';
import { isListed } from './jobs';

/** How many live jobs (the public lists show them now) each company of `companies` has; a job whose company is gone counts for no one. */
function liveJobCounts(jobs: readonly JobRecord[], companies: ReadonlyMap<number, unknown>, nowIso: string) {
  const live = new Map<number, number>();
  for (const job of jobs)
    if (companies.has(job.companyId) && isListed(job, nowIso))
      live.set(job.companyId, (live.get(job.companyId) ?? 0) + 1);
  return live;
}

/** A company as home and the state pages list it. */
const toSummary = (c: CompanyRecord, liveJobsCount: number): CompanySummary => ({
  id: c.id,
  name: c.name,
  path: c.path,
  logo: c.logo,
  city: c.city,
  state: c.state,
  country: c.country,
  liveJobsCount,
});

const byName = (a: CompanyRecord, b: CompanyRecord) => a.name.localeCompare(b.name) || a.id - b.id;

/** GET Organization/companies: these companies by name (then id), each with its live jobs. */
export function companySummaries(companies: readonly CompanyRecord[], jobs: readonly JobRecord[], nowIso: string) {
  const live = liveJobCounts(jobs, new Map(companies.map((c) => [c.id, c])), nowIso);
  return [...companies].sort(byName).map((c) => toSummary(c, live.get(c.id) ?? 0));
}

/**
 * GET Company/get-active-companies: the companies with a live job (one the public lists show now), the most live jobs
 * first, then by name; the totals count every such company and their live jobs.
 */
export function activeCompanies(
  jobs: readonly JobRecord[],
  companies: ReadonlyMap<number, CompanyRecord>,
  nowIso: string,
): ActiveCompanies {
  const live = liveJobCounts(jobs, companies, nowIso);
  const hiring = [...live].map(([id, liveJobsCount]) => ({ company: companies.get(id)!, liveJobsCount }));
  hiring.sort((a, b) => b.liveJobsCount - a.liveJobsCount || byName(a.company, b.company));
  return {
    items: hiring.slice(0, ACTIVE_COMPANIES_MAX).map(({ company, liveJobsCount }) => toSummary(company, liveJobsCount)),
    totalCount: hiring.length,
    liveJobsCount: hiring.reduce((sum, h) => sum + h.liveJobsCount, 0),
  };
}
