import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CompanyLogo } from './CompanyLogo';
import type { JobCard as JobCardData } from '../../api/schemas/job';
import { benefitLabels } from '../../domain/benefits';
import { postedText } from '../../domain/dates';
import { milesToKm } from '../../domain/distance';
import {
  isRemoteWork,
  jobTypeLabels,
  remoteStatusLabels,
  type JobType,
  type RemoteStatus,
} from '../../domain/enums/job';
import { href as pathTo } from '../../domain/paths';
import { formatSalary, hasSalary } from '../../domain/salary';
import { scrollKey } from '../route/scroll-key';
import { useNow } from '../ui/useNow';

/** 'Boulder, CO' in the US; 'Squamish, BC, Canada' elsewhere. */
export function locationLabel(job: { city: string | null; state: string | null; country: string | null }): string {
  // A draft may not have its place yet.
  if (job.city === null || job.country === null) return 'No place yet';
  const country = job.country === 'US' ? null : job.country === 'CA' ? 'Canada' : job.country;
  return [job.city, job.state, country].filter(Boolean).join(', ');
}

/** '25 mi (40 km)': miles first, kilometres by the spec's factor. */
export function distanceLabel(miles: number): string {
  return `${Math.round(miles).toLocaleString('en-US')} mi (${Math.round(milesToKm(miles)).toLocaleString('en-US')} km)`;
}

export const salaryOf = (
  job: Pick<JobCardData, 'salaryMin' | 'salaryMax' | 'salaryCompensationName'> & { country: string | null },
) =>
  formatSalary({
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    compensationName: job.salaryCompensationName,
    country: job.country,
  });

/** A job card's tag for a job without pay: N/A as the spec writes it (and the job's page), named as the pay. */
const PAY_NOT_LISTED = 'Pay: N/A';

/**
 * What a job's page is told of the list it was opened from (the link's history state): the list's location, and the
 * key its scroll position is kept under (`key`: see scroll-key.ts), which the page's back link restores.
 */
export interface OpenedFrom {
  from: { pathname: string; search: string; key: string };
}

/** A job in a list: what a candidate scans for (title, company, place, type, pay, perks, age), linking to its page. */
export function JobCard({
  job,
  href = pathTo('job', { id: job.id }),
  children,
}: {
  job: JobCardData;
  href?: string;
  children?: ReactNode;
}) {
  const benefits = benefitLabels(job);
  const now = useNow();
  const list = useLocation();
  const opened: OpenedFrom = { from: { pathname: list.pathname, search: list.search, key: scrollKey(list) } };
  return (
    <article className="job-card card" aria-labelledby={`job-${job.id}-title`}>
      <CompanyLogo name={job.companyName} logo={job.companyLogo} />
      <div className="job-card__body">
        <div className="job-card__top">
          <h3 id={`job-${job.id}-title`} className="job-card__title">
            <Link to={href} state={opened}>
              {job.title}
            </Link>
          </h3>
          {job.isSponsored && <span className="badge badge--sponsored">Sponsored</span>}
        </div>
        <p className="job-card__company">
          {job.companyName} · {locationLabel(job)}
          {/* Remote work: how far its office is says nothing of a commute (its Remote tag says it all). */}
          {job.distanceMiles !== null && !isRemoteWork(job.remoteStatus) && (
            <> · {distanceLabel(job.distanceMiles)} away</>
          )}
        </p>
        <ul className="tags" aria-label="Job facts">
          <li className="tag">{jobTypeLabels[job.jobType as JobType] ?? 'Other'}</li>
          <li className="tag">{remoteStatusLabels[job.remoteStatus as RemoteStatus] ?? 'Unknown'}</li>
          {/* A job that does not say what it pays gets a plain tag, not the highlighted pay tag. */}
          {hasSalary(job) ? (
            <li className="tag tag--pay">{salaryOf(job)}</li>
          ) : (
            <li className="tag">{PAY_NOT_LISTED}</li>
          )}
          {benefits.map((label) => (
            <li key={label} className="tag tag--perk">
              {label}
            </li>
          ))}
        </ul>
        <p className="job-card__meta">{postedText(job.publishedDate, now)}</p>
        {children}
      </div>
    </article>
  );
}
