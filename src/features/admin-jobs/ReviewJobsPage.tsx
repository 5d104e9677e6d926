import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { RejectDialog } from './RejectDialog';
import type { loader, ReviewSubmission } from './review-jobs.data';
import { ReviewFilters, type FilterPatch } from './ReviewFilters';
import { ReviewRow } from './ReviewRow';
import type { ReviewDecisionInput, ReviewJob } from '../../api/schemas/job-review';
import { pageHref, patchParams } from '../../api/schemas/query';
import { useFormAction } from '../../components/form/Form';
import { SortSelect } from '../../components/job/SortSelect';
import { ResultList } from '../../components/list/ResultList';
import { useNow } from '../../components/ui/useNow';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { JobStatus, jobStatusLabels } from '../../domain/enums/job';
import { ReviewDecision } from '../../domain/job-lifecycle';

const decided: Record<ReviewDecision, string> = {
  3: 'approved: it is live',
  4: 'rejected: the employer sees why',
  6: 'closed: it takes no more applications',
};

/**
 * admin/jobs (role Admin): the review queue, with its filters (in the URL), and the decisions Approve, Reject (with
 * a reason) and Close, sent to the route's action; the queue is loaded again after each decision.
 */
export default function ReviewJobsPage() {
  const { query, queue, companies, options } = useLoaderData<typeof loader>();
  const now = useNow();
  const [params, update] = useUrlParams();
  const revalidator = useRevalidator();
  const decision = useFormAction<ReviewJob>();
  // The last decision sent (a fetcher forgets what it sent once it is done).
  const [sent, setSent] = useState<ReviewSubmission>();
  const [rejecting, setRejecting] = useState<ReviewJob | null>(null);
  // The dialog closes once its job is rejected (a refusal keeps it open, with what was typed).
  const [answered, setAnswered] = useState(decision.result);
  if (answered !== decision.result) {
    setAnswered(decision.result);
    if (decision.result?.ok) setRejecting(null);
  }

  const status = query.status ?? JobStatus.PendingReview;
  const apply = (patch: FilterPatch) => update((current) => patchParams(current, patch));
  const decide = (job: ReviewJob, input: ReviewDecisionInput) => {
    const submission: ReviewSubmission = { ...input, jobId: job.id };
    setSent(submission);
    return decision.submit(submission);
  };
  const message =
    decision.result?.ok && sent
      ? `“${decision.result.value.title}” was ${decided[sent.status as ReviewDecision]}.`
      : '';
  const rejectResult =
    sent?.status === ReviewDecision.Reject && sent.jobId === rejecting?.id ? decision.result : undefined;

  return (
    <section className="page">
      <h1>Review jobs</h1>
      <p className="lead">
        Approve jobs to publish them, reject them with a reason the employer sees, or close live jobs.
      </p>
      <ReviewFilters
        key={query.keyword ?? ''}
        query={query}
        status={status}
        companies={companies}
        options={options}
        apply={apply}
      />
      <p role="status" className="sr-status notice">
        {message}
      </p>
      <h2 className="visually-hidden">Jobs</h2>
      <ResultList
        result={queue}
        pendingText="Loading jobs…"
        failedText="The jobs could not be loaded"
        count={(page) =>
          `${page.totalCount} ${page.totalCount === 1 ? 'job' : 'jobs'} ${status === JobStatus.PendingReview ? 'waiting for review' : `in ${jobStatusLabels[status as JobStatus]}`}`
        }
        toolbar={
          <SortSelect
            sort={query.sort}
            order={query.order ?? 'asc'}
            onChange={(sort, order) => apply({ sort, order })}
          />
        }
        empty={
          <>
            <h2>{status === JobStatus.PendingReview ? 'The queue is empty' : 'No jobs here'}</h2>
            <p className="muted">
              {status === JobStatus.PendingReview
                ? 'Every job sent for review has been decided.'
                : 'Try another status or clear the filters.'}
            </p>
          </>
        }
        onRetry={() => void revalidator.revalidate()}
        pageHref={pageHref(params)}
        itemKey={(job) => job.id}
      >
        {(job) => (
          <ReviewRow
            job={job}
            now={now}
            busy={decision.busy}
            onDecide={(j, d) =>
              d === ReviewDecision.Reject ? setRejecting(j) : decide(j, { status: d, reason: null })
            }
          />
        )}
      </ResultList>
      {rejecting && (
        <RejectDialog
          job={rejecting}
          busy={decision.busy}
          result={rejectResult}
          onReject={(input) => decide(rejecting, input)}
          onClose={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
