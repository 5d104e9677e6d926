import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { adminCompany, jobReview } from '../../api/back-office-client';
import { firstIssues } from '../../api/schemas/common';
import { reviewDecisionSchema, reviewQuerySchema, type ReviewJob } from '../../api/schemas/job-review';
import { pageHref, paramsRecord, parseLenient, patchParams } from '../../api/schemas/query';
import { locationLabel, salaryOf } from '../../components/job/JobCard';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { Pager } from '../../components/list/Pager';
import { SortSelect } from '../../components/job/SortSelect';
import { Options, TextAreaField } from '../../components/form/Field';
import { useNow } from '../../components/ui/useNow';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { postedAgo } from '../../domain/dates';
import { JobStatus, jobStatusLabels, jobTypeLabels, type JobType } from '../../domain/enums';
import { decisionsFor, ReviewDecision, reviewDecisionLabels } from '../../domain/job-lifecycle';
import { StatusBadge } from '../../components/job/StatusBadge';

/** The statuses an admin looks through, the queue first. */
const statusChoices = [JobStatus.PendingReview, JobStatus.MissingInformation, JobStatus.Active, JobStatus.Rejected, JobStatus.ApplicationClosed, JobStatus.Draft];

const decided: Record<ReviewDecision, string> = { 3: 'approved: it is live', 4: 'rejected: the employer sees why', 6: 'closed: it takes no more applications' };

/** The reason of a rejection, asked in a dialog; checked with the API's own schema. */
function RejectDialog({ job, onReject, onClose }: { job: ReviewJob; onReject: (reason: string) => Promise<boolean>; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewDecisionSchema.safeParse({ status: ReviewDecision.Reject, reason });
    if (!parsed.success) {
      setError(firstIssues(parsed.error.issues).reason);
      return;
    }
    setBusy(true);
    const ok = await onReject(parsed.data.reason ?? '');
    setBusy(false);
    if (ok) dialog.current?.close();
  };
  return (
    <dialog
      ref={(node) => {
        dialog.current = node;
        if (node && !node.open) node.showModal();
      }}
      className="dialog"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={titleId}>Reject “{job.title}”</h2>
        <p className="muted">{job.companyName} sees this reason beside the job, and can edit it and send it again.</p>
        <TextAreaField
          label="Reason"
          rows={4}
          value={reason}
          error={error}
          hint="What is missing or wrong, in a sentence or two."
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="button button--danger" disabled={busy}>
            {busy ? 'Rejecting…' : 'Reject job'}
          </button>
        </div>
      </form>
    </dialog>
  );
}

function ReviewRow({ job, now, onDecide, onAskReason }: { job: ReviewJob; now: number; onDecide: (job: ReviewJob, decision: ReviewDecision) => void; onAskReason: (job: ReviewJob) => void }) {
  const titleId = `review-${job.id}`;
  return (
    <article className="card review-job" aria-labelledby={titleId}>
      <div className="review-job__head">
        <CompanyLogo name={job.companyName} logo={job.companyLogo} size={40} />
        <div>
          <h3 id={titleId} className="job-card__title">
            <Link to={`/job/${job.id}`}>{job.title}</Link>
          </h3>
          <p className="job-card__company">
            {job.companyName} · {locationLabel(job)}
          </p>
        </div>
        <StatusBadge job={job} now={now} />
      </div>
      <p className="muted">
        {job.jobFieldName} · {jobTypeLabels[job.jobType as JobType] ?? 'Other'} · {salaryOf(job)} · Listing score {job.score}/100 · Last
        changed {postedAgo(job.updatedDate, now).toLowerCase()}
      </p>
      {job.rejectReason && (
        <p className="notice notice--warning">
          <strong>Rejected:</strong> {job.rejectReason}
        </p>
      )}
      <details className="review-job__text">
        <summary>Read the posting</summary>
        {job.description.split(/\n{2,}/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </details>
      <p className="review-job__actions">
        {decisionsFor(job.status).map((decision) => (
          <button
            key={decision}
            type="button"
            className={`button${decision === ReviewDecision.Approve ? ' button--primary' : decision === ReviewDecision.Reject ? ' button--danger' : ''}`}
            onClick={() => (decision === ReviewDecision.Reject ? onAskReason(job) : onDecide(job, decision))}
          >
            {reviewDecisionLabels[decision]}
            {' '}<span className="visually-hidden">{job.title}</span>
          </button>
        ))}
      </p>
    </article>
  );
}

/** admin/jobs (role Admin): the review queue, with its filters, and the decisions Approve, Reject and Close. */
export default function ReviewJobsPage() {
  const ids = useId();
  const now = useNow();
  const [params, update] = useUrlParams();
  const query = parseLenient(reviewQuerySchema, paramsRecord(params));
  const status = query.status ?? JobStatus.PendingReview;
  const [load, reload] = useLoad(JSON.stringify(query), (signal) => jobReview.queue(query, signal));
  const [companies] = useLoad('company-names', () => adminCompany.allNames());
  const [options] = useLoad('job-options', () => api.job.getOptions());
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [rejecting, setRejecting] = useState<ReviewJob | null>(null);
  const [message, setMessage] = useState('');
  const setParam = (patch: Record<string, string | undefined>) => update((current) => patchParams(current, patch));

  const decide = async (job: ReviewJob, decision: ReviewDecision, reason?: string) => {
    try {
      await jobReview.decide(job.id, { status: decision, reason: reason ?? null });
      setMessage(`“${job.title}” was ${decided[decision]}.`);
      reload();
      return true;
    } catch {
      // The catalogue has shown why; the list may be out of date.
      reload();
      return false;
    }
  };

  const total = load.kind === 'done' ? load.value.totalCount : 0;
  return (
    <section className="page">
      <h1>Review jobs</h1>
      <p className="lead">Approve jobs to publish them, reject them with a reason the employer sees, or close live jobs.</p>
      <form
        className="card review-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setParam({ keyword: keyword.trim() || undefined });
        }}
      >
        <div className="field field--compact">
          <label htmlFor={`${ids}-status`}>Status</label>
          <select id={`${ids}-status`} value={status} onChange={(e) => setParam({ status: e.target.value === String(JobStatus.PendingReview) ? undefined : e.target.value })}>
            {statusChoices.map((s) => (
              <option key={s} value={s}>
                {jobStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--compact">
          <label htmlFor={`${ids}-company`}>Company</label>
          <select id={`${ids}-company`} value={query.companyId ?? ''} onChange={(e) => setParam({ companyId: e.target.value || undefined })}>
            <option value="">All companies</option>
            {companies.kind === 'done' && <Options items={companies.value} />}
          </select>
        </div>
        <div className="field field--compact">
          <label htmlFor={`${ids}-field`}>Job field</label>
          <select id={`${ids}-field`} value={query.jobFieldId ?? ''} onChange={(e) => setParam({ jobFieldId: e.target.value || undefined })}>
            <option value="">All fields</option>
            {options.kind === 'done' && <Options items={options.value.jobFields} />}
          </select>
        </div>
        <div className="field field--compact review-filters__keyword">
          <label htmlFor={`${ids}-keyword`}>Keywords</label>
          <input id={`${ids}-keyword`} type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="Title, company or town" />
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      <div className="results__bar">
        <p role="status" className="results__count">
          {load.kind === 'loading'
            ? 'Loading…'
            : load.kind === 'failed'
              ? 'The jobs could not be loaded.'
              : `${total} ${total === 1 ? 'job' : 'jobs'} ${status === JobStatus.PendingReview ? 'waiting for review' : `in ${jobStatusLabels[status as JobStatus]}`}`}
        </p>
        <SortSelect sort={query.sort} order={query.order ?? 'asc'} onChange={(sort, order) => setParam({ sort, order })} />
      </div>
      <p role="status" className="sr-status notice">
        {message}
      </p>
      {load.kind === 'done' && total === 0 && (
        <div className="card empty-state">
          <h2>{status === JobStatus.PendingReview ? 'The queue is empty' : 'No jobs here'}</h2>
          <p className="muted">{status === JobStatus.PendingReview ? 'Every job sent for review has been decided.' : 'Try another status or clear the filters.'}</p>
        </div>
      )}
      {load.kind === 'done' && total > 0 && (
        <>
          <h2 className="visually-hidden">Jobs</h2>
          <ul className="job-list">
            {load.value.items.map((job) => (
              <li key={job.id}>
                <ReviewRow job={job} now={now} onDecide={(j, d) => void decide(j, d)} onAskReason={setRejecting} />
              </li>
            ))}
          </ul>
          <Pager page={load.value.pageNumber} pageCount={Math.max(1, Math.ceil(total / load.value.pageSize))} href={pageHref(params)} />
        </>
      )}
      {rejecting && (
        <RejectDialog job={rejecting} onReject={(reason) => decide(rejecting, ReviewDecision.Reject, reason)} onClose={() => setRejecting(null)} />
      )}
    </section>
  );
}
