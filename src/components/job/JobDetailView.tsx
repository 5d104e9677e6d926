import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { jobCandidate } from '../../api/job-candidate-client';
import { ApiError } from '../../api/http';
import type { JobDetail, MyJobStatus } from '../../api/schemas/job-candidate';
import { CompanyLogo } from './CompanyLogo';
import { locationLabel, salaryOf } from './JobCard';
import { useDocumentMeta } from '../ui/useDocumentMeta';
import { useLoad, useNow } from '../ui/useLoad';
import { benefitLabels } from '../../domain/benefits';
import { formatDate, postedAgo } from '../../domain/dates';
import {
  ApplicationStatus,
  appliedByFilterLabels,
  jobStatusLabels,
  jobTypeLabels,
  remoteStatusLabels,
  type AppliedByFilter,
  JobStatus,
  type JobType,
  type RemoteStatus,
} from '../../domain/enums';
import { isOpen, jobPostingJsonLd } from '../../domain/job-posting';
import { useAtomValue } from 'jotai/react';
import { isCandidate, userAtom } from '../../state/session';

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

/** Save and apply, for candidates; a way to sign in for visitors. Confirmations are announced. */
function Actions({ job, onChange }: { job: JobDetail; onChange: (status: MyJobStatus | null) => void }) {
  const user = useAtomValue(userAtom);
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const now = useNow();
  const open = isOpen(job, now);
  const status = job.myStatus;
  const applied = status?.status === ApplicationStatus.Applied;
  const saved = status?.status === ApplicationStatus.Watching;

  if (!user) {
    return (
      <div className="job-actions">
        {open && (
          <Link className="button button--primary button--block" to={`/login?returnUrl=${encodeURIComponent(location.pathname + location.search)}`}>
            Sign in to apply
          </Link>
        )}
        <p className="muted">Candidates save jobs and apply with their Basecamp profile.</p>
      </div>
    );
  }
  if (!isCandidate(user)) return null;

  const run = async (action: () => Promise<MyJobStatus | null>, done: string) => {
    setBusy(true);
    try {
      onChange(await action());
      setMessage(done);
    } catch (error) {
      // The catalogue has shown the reason; a 409 "already applied" means our copy is stale: reload it.
      if ((error as ApiError).status === 409) onChange((await jobCandidate.getById(job.id).catch(() => job)).myStatus);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="job-actions">
      {applied ? (
        <p className="job-actions__applied">
          <strong>Applied {status.appliedDate ? `on ${formatDate(status.appliedDate)}` : ''}</strong>
          <span className="badge badge--stage">{appliedByFilterLabels[status.stage as AppliedByFilter] ?? 'Applied'}</span>
          <Link to="/recommended-jobs?tab=applied">See your applications</Link>
        </p>
      ) : open ? (
        <button type="button" className="button button--primary button--block" disabled={busy} onClick={() => dialog.current?.showModal()}>
          Apply now
        </button>
      ) : null}
      {!applied && (
        <button
          type="button"
          className="button button--block"
          aria-pressed={saved}
          disabled={busy}
          onClick={() =>
            saved
              ? run(async () => (await jobCandidate.unwatch(job.id), null), 'Removed from your saved jobs.')
              : run(() => jobCandidate.watch(job.id), 'Saved. You will find it under Saved in your jobs.')
          }
        >
          {saved ? '★ Saved' : '☆ Save job'}
        </button>
      )}
      <p role="status" className="job-actions__status">
        {message}
      </p>
      <dialog ref={dialog} className="dialog" aria-labelledby="apply-title">
        <form
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault();
            dialog.current?.close();
            void run(() => jobCandidate.apply(job.id), `Application sent to ${job.company.name}.`);
          }}
        >
          <h2 id="apply-title">Apply to {job.title}</h2>
          <p>
            {job.company.name} will see your Basecamp profile: your experience, skills, résumé and the way to reach you.
          </p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button type="submit" className="button button--primary">
              Send application
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}

export interface JobDetailViewProps {
  /** The job's id as the URL holds it (not yet checked to be a number). */
  id: string;
  /** Where "back" goes: the search the job was opened from. */
  back: { to: string; label: string };
  /** The address of this job's page, for the JobPosting markup. */
  url: string;
}

/**
 * A job's page (job/{id}, and a job opened on the public board): every field of the job (SPEC section 3), pay as
 * section 9 shows it, benefits, dates, the company card; the page title, meta description and JobPosting markup;
 * save and apply for candidates, a way to sign in for visitors.
 */
export function JobDetailView({ id, back, url }: JobDetailViewProps) {
  const valid = /^[1-9]\d{0,15}$/.test(id);
  const now = useNow();
  // An id that is not a number is not looked up: it cannot exist.
  const [loaded] = useLoad(id, () => (valid ? jobCandidate.getById(Number(id)) : Promise.reject(new ApiError('Not found', 'http', 404))));
  // The candidate's own status after saving or applying, over what the page loaded.
  const [myStatus, setMyStatus] = useState<{ id: string; status: MyJobStatus | null } | null>(null);
  const load =
    loaded.kind === 'failed'
      ? { kind: (loaded.error as ApiError).status === 404 ? ('missing' as const) : ('failed' as const) }
      : loaded.kind === 'done'
        ? { kind: 'done' as const, job: myStatus?.id === id ? { ...loaded.value, myStatus: myStatus.status } : loaded.value }
        : loaded;

  const job = load.kind === 'done' ? load.job : null;
  const jsonLd = job ? jobPostingJsonLd(job, url, now) : null;
  useDocumentMeta(job ? job.title : load.kind === 'missing' ? 'Job not found' : null, job?.description ?? null, jsonLd);

  if (load.kind === 'loading') {
    return (
      <section className="page" aria-busy="true">
        <p role="status">Loading the job…</p>
        <div className="card skeleton" style={{ height: 240 }} />
      </section>
    );
  }
  if (load.kind === 'missing' || load.kind === 'failed') {
    return (
      <section className="page page--narrow empty-state">
        <h1>{load.kind === 'missing' ? 'This job is not available' : 'The job could not be loaded'}</h1>
        <p className="lead">
          {load.kind === 'missing'
            ? 'It may have been filled or taken down, or the link is wrong.'
            : 'Check your connection, then reload the page.'}
        </p>
        <Link className="button button--primary" to={back.to}>
          Search all jobs
        </Link>
      </section>
    );
  }

  const detail = job!;
  const open = isOpen(detail, now);
  const benefits = benefitLabels(detail);
  const facts: Array<[string, string]> = [
    ['Job type', jobTypeLabels[detail.jobType as JobType] ?? 'Other'],
    ['Remote', remoteStatusLabels[detail.remoteStatus as RemoteStatus] ?? 'Unknown'],
    ['Pay', salaryOf(detail)],
    ['Location', locationLabel(detail)],
    ['Field', detail.focusName ? `${detail.jobFieldName} · ${detail.focusName}` : detail.jobFieldName],
    ['Experience', detail.yearsOfExperienceName ?? 'Not specified'],
    ['Posted', detail.publishedDate ? formatDate(detail.publishedDate) : 'Not published yet'],
    ['Apply by', detail.expireDate ? formatDate(detail.expireDate) : 'Open until filled'],
    ['Status', open ? 'Taking applications' : detail.status === JobStatus.Active ? 'Past its deadline' : (jobStatusLabels[detail.status as JobStatus] ?? 'Unknown')],
    // The listing score (SPEC section 3's `score`): how complete the posting is (src/domain/job-lifecycle.ts).
    ['Listing score', `${detail.score}/100`],
  ];
  if (detail.remoteCountries.length) facts.splice(2, 0, ['Applicants from', detail.remoteCountries.join(', ')]);

  return (
    <article className="page job-page">
      <p className="job-page__back">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <header className="job-page__header card">
        <CompanyLogo name={detail.company.name} logo={detail.company.logo} size={64} />
        <div>
          <div className="job-card__top">
            <h1>{detail.title}</h1>
            {detail.isSponsored && <span className="badge badge--sponsored">Sponsored</span>}
          </div>
          <p className="job-page__company">
            {detail.companyName} · {locationLabel(detail)}
          </p>
          <p className="job-page__pay">{salaryOf(detail)}</p>
          <p className="muted">Posted {postedAgo(detail.publishedDate ?? detail.createdDate, now).toLowerCase()}</p>
          {!open && (
            <p className="notice" role="note">
              {detail.status === JobStatus.Active || detail.status === JobStatus.ApplicationClosed
                ? 'This job no longer takes applications.'
                : `Not listed: ${jobStatusLabels[detail.status as JobStatus] ?? 'unknown status'}.`}
            </p>
          )}
        </div>
      </header>
      <div className="job-page__layout">
        <div className="job-page__main card">
          <h2>About the job</h2>
          <Paragraphs text={detail.description} />
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
            <Actions job={detail} onChange={(status) => setMyStatus({ id, status })} />
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
              <CompanyLogo name={detail.company.name} logo={detail.company.logo} size={40} />
              <h2 id="company-title">{detail.company.name}</h2>
            </div>
            {detail.company.description && <p>{detail.company.description}</p>}
            <p className="muted">
              {[detail.company.city, detail.company.state].filter(Boolean).join(', ')} · {detail.company.activeJobsCount}{' '}
              {detail.company.activeJobsCount === 1 ? 'open job' : 'open jobs'}
            </p>
            <p className="company-card__links">
              {detail.company.path && <Link to={`/brand/${detail.company.path}`}>Company page</Link>}
              {detail.company.website && (
                <a href={detail.company.website} rel="noopener noreferrer" target="_blank">
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
