import { Link, useLocation } from 'react-router-dom';
import { CompanyLogo } from './CompanyLogo';
import type { Applicant } from './job-page.data';
import { JobActions } from './JobActions';
import { locationLabel, salaryOf, type OpenedFrom } from './JobCard';
import type { JobDetail } from '../../api/schemas/job-candidate';
import { benefitLabels } from '../../domain/benefits';
import { formatDate, NOT_PUBLISHED, postedText } from '../../domain/dates';
import { jobTypeLabels, remoteStatusLabels, type JobType, type RemoteStatus } from '../../domain/enums/job';
import { jobStatusLabels, JobStatus } from '../../domain/enums/job';
import { isOpen, jobPostingJsonLd } from '../../domain/job-posting';
import { href } from '../../domain/paths';
import { hasSalary } from '../../domain/salary';
import { ScreenProblem } from '../route/RouteProblem';
import { useDocumentMeta } from '../ui/useDocumentMeta';
import { useNow } from '../ui/useNow';

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <p key={i}>{p.trim()}</p>
        ))}
    </>
  );
}

export interface JobDetailViewProps {
  /** The job, as the route's loader got it (src/components/job/job-page.data.ts). */
  job: JobDetail;
  /** What a signed-in candidate's application would share (null for anyone else): the apply dialog says it. */
  applicant: Applicant | null;
  /** Where "back" goes: the search the job was opened from. */
  back: { to: string; label: string };
  /** The address of this job's page, for the JobPosting markup. */
  url: string;
}

/** A job's page that cannot be shown: not available (404), or not loaded (with a retry). Its routes' problem page. */
export const JobProblem = ({ back }: { back: string }) => (
  <ScreenProblem
    missing={{
      meta: 'Job not found',
      title: 'This job is not available',
      text: 'It may have been filled or taken down, or the link is wrong.',
    }}
    failed={{ meta: 'Job', title: 'The job could not be loaded' }}
    action={{ to: back, label: 'Search all jobs' }}
  />
);

/**
 * A job's page (job/{id}, and a job opened on the public board): every field of the job (docs/product.md §3), pay as
 * section 9 shows it, benefits, dates, the company card; the page title, meta description and JobPosting markup;
 * save and apply for candidates, a way to sign in for visitors.
 */
export function JobDetailView({ job, applicant, back, url }: JobDetailViewProps) {
  const now = useNow();
  const from = (useLocation().state as Partial<OpenedFrom> | null)?.from;
  const list = from && { to: from.pathname + from.search, key: from.key };
  useDocumentMeta(job.title, job.description, jobPostingJsonLd(job, url, now));

  const open = isOpen(job, now);
  const benefits = benefitLabels(job);
  const facts: Array<[string, string]> = [
    ['Job type', jobTypeLabels[job.jobType as JobType] ?? 'Other'],
    ['Remote', remoteStatusLabels[job.remoteStatus as RemoteStatus] ?? 'Unknown'],
    ['Pay', salaryOf(job)],
    ['Location', locationLabel(job)],
    ['Field', job.focusName ? `${job.jobFieldName} · ${job.focusName}` : job.jobFieldName],
    ['Experience', job.yearsOfExperienceName ?? 'Not specified'],
    ['Posted', job.publishedDate ? formatDate(job.publishedDate) : NOT_PUBLISHED],
    ['Apply by', job.expireDate ? formatDate(job.expireDate) : 'Open until filled'],
    [
      'Status',
      open
        ? 'Taking applications'
        : job.status === JobStatus.Active
          ? 'Past its deadline'
          : (jobStatusLabels[job.status as JobStatus] ?? 'Unknown'),
    ],
  ];
  // The listing score (docs/product.md §3's `score`: how complete the posting is, src/domain/job-lifecycle.ts) is the
  // company's own business: the API sends it to the company's people and site admins only (null to anyone else).
  if (job.score !== null) facts.push(['Listing score', `${job.score}/100`]);
  if (job.remoteCountries.length) facts.splice(2, 0, ['Applicants from', job.remoteCountries.join(', ')]);

  return (
    <article className="page job-page">
      <p className="job-page__back">
        {/* Back to the list it was opened from, where it was (the key its scroll position is kept under: scroll-key.ts). */}
        <Link to={list?.to ?? back.to} state={list && { scrollKey: list.key }}>
          ← {!list || list.to === back.to ? back.label : 'Back to the list'}
        </Link>
      </p>
      <header className="job-page__header card">
        <CompanyLogo name={job.company.name} logo={job.company.logo} size={64} />
        <div>
          <div className="job-card__top">
            <h1>{job.title}</h1>
            {job.isSponsored && <span className="badge badge--sponsored">Sponsored</span>}
          </div>
          <p className="job-page__company">
            {job.companyName} · {locationLabel(job)}
          </p>
          {/* Pay under the title only when the job says it (the facts say 'N/A' otherwise). */}
          {hasSalary(job) && <p className="job-page__pay">{salaryOf(job)}</p>}
          <p className="muted">{postedText(job.publishedDate, now)}</p>
          {!open && (
            <p className="notice" role="note">
              {job.status === JobStatus.Active || job.status === JobStatus.ApplicationClosed
                ? 'This job no longer takes applications.'
                : `Not listed: ${jobStatusLabels[job.status as JobStatus] ?? 'unknown status'}.`}
            </p>
          )}
        </div>
      </header>
      <div className="job-page__layout">
        <div className="job-page__main card">
          <h2>About the job</h2>
          <Paragraphs text={job.description} />
          <h2>Benefits</h2>
          {benefits.length ? (
            <ul className="tags">
              {benefits.map((b) => (
                <li key={b} className="tag tag--perk">
                  {b}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No extra benefits listed.</p>
          )}
        </div>
        <aside className="job-page__side" aria-label="Apply and company">
          <div className="card">
            <JobActions job={job} applicant={applicant} />
            <dl className="facts">
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <section className="card company-card" aria-labelledby="company-title">
            <div className="company-card__head">
              <CompanyLogo name={job.company.name} logo={job.company.logo} size={40} />
              <h2 id="company-title">{job.company.name}</h2>
            </div>
            {job.company.description && <p>{job.company.description}</p>}
            <p className="muted">
              {[job.company.city, job.company.state].filter(Boolean).join(', ')} · {job.company.activeJobsCount}{' '}
              {job.company.activeJobsCount === 1 ? 'open job' : 'open jobs'}
            </p>
            <p className="company-card__links">
              {job.company.path && <Link to={href('brand', { name: job.company.path })}>Company page</Link>}
              {job.company.website && (
                <a href={job.company.website} rel="noopener noreferrer" target="_blank">
                  Website<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
            </p>
          </section>
        </aside>
      </div>
    </article>
  );
}
