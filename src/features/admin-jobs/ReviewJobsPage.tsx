import { useAtomValue } from 'jotai/react';
import { useMemo, useRef, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { CloseDialog } from './CloseDialog';
import { CLOSE_UNDO_MS, closedIdOf, closeKey, decidedMessage, undoneMessage } from './decisions';
import { ReasonDialog, type ReasonDecision } from './ReasonDialog';
import type { loader, ReviewSubmission } from './review-jobs.data';
import { ReviewFilters } from './ReviewFilters';
import { ReviewNotice } from './ReviewNotice';
import { ReviewRow, reviewRows } from './ReviewRow';
import type { ReviewDecisionInput, ReviewJob } from '../../api/schemas/job-review';
import { pageHref, patchParams, type ParamsPatch } from '../../api/schemas/query';
import { useFormAction } from '../../components/form/Form';
import { SortSelect } from '../../components/job/SortSelect';
import { CountTabs } from '../../components/list/CountTabs';
import { ResultList, useListPending } from '../../components/list/ResultList';
import { useRowFocus } from '../../components/list/useRowFocus';
import { useNow } from '../../components/ui/useNow';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { OrderSearchStatus, orderSearchStatusLabels } from '../../domain/enums/job-lists';
import { ReviewDecision } from '../../domain/job-lifecycle';
import { ORDER_TABS } from '../../domain/order-status';
import { href } from '../../domain/paths';
import { holdWrite, releaseWrite } from '../../state/held-writes';
import { heldWritesAtom } from '../../state/unsaved';

/** The notice's message, and the job whose close it can undo. */
interface Notice {
  text: string;
  undo?: ReviewJob;
}

/** A job to decide on with a reason, and which decision. */
interface Asking {
  job: ReviewJob;
  decision: ReasonDecision;
}

/**
 * admin/jobs (role Admin; docs/product.md §4.13): every job by order status, a tab each with its count for the
 * company and keywords (the queue, Pending Review, first), with the filters and tab in the URL, and the decisions
 * Approve, Ask for information and Reject (with what the employer sees) and Close (asked first, and held a few
 * seconds to be undone: src/state/held-writes.ts), sent to the route's action; the list is loaded again after each
 * decision. A job that leaves the list is named in the notice above it, and the focus goes on to the next row.
 */
export default function ReviewJobsPage() {
  const { query, queue, counts, companies } = useLoaderData<typeof loader>();
  const now = useNow();
  const [params, update] = useUrlParams();
  const revalidator = useRevalidator();
  const pending = useListPending();
  const decision = useFormAction<ReviewJob>();
  // The last decision sent (a fetcher forgets what it sent once it is done).
  const [sent, setSent] = useState<ReviewSubmission>();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [closing, setClosing] = useState<ReviewJob | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The dialog closes once its job is decided (a refusal keeps it open, with what was typed).
  const [answered, setAnswered] = useState(decision.result);
  if (answered !== decision.result) {
    setAnswered(decision.result);
    if (decision.result?.ok && sent) {
      setNotice({ text: decidedMessage[sent.status as ReviewDecision](decision.result.value) });
      setAsking(null);
    }
  }

  // Jobs whose close is held for its undo window are gone from the list already (and from its count); once sent,
  // they stay hidden until the list is loaded again (without them), not shown again in between.
  const held = useAtomValue(heldWritesAtom);
  const [hiding, setHiding] = useState({ queue, ids: [] as number[] });
  const kept = hiding.queue === queue ? hiding.ids : [];
  const hiddenIds = [...new Set([...kept, ...held.flatMap((w) => closedIdOf(w.key) ?? [])])];
  if (hiding.queue !== queue || hiddenIds.length !== kept.length) setHiding({ queue, ids: hiddenIds });
  const hiddenKey = hiddenIds.join(',');
  const shown = useMemo(() => {
    if (!queue.ok) return queue;
    const hidden = new Set(hiddenKey.split(',').filter(Boolean).map(Number));
    const items = queue.value.items.filter((job) => !hidden.has(job.id));
    const gone = queue.value.items.length - items.length;
    return { ok: true as const, value: { ...queue.value, items, totalCount: queue.value.totalCount - gone } };
  }, [queue, hiddenKey]);
  const items = shown.ok ? shown.value.items : null;
  const list = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focus = useRowFocus(
    items,
    !decision.busy && !pending && !asking && !closing,
    { list, fallback: noticeRef },
    reviewRows,
  );
  const undoable =
    notice?.undo && held.some((w) => w.key === closeKey(notice.undo!.id) && !w.sending) ? notice.undo : null;

  const tab = query.orderStatus ?? OrderSearchStatus.PendingReview;
  const queueTab = tab === OrderSearchStatus.PendingReview;
  const countOf = (orderStatus: OrderSearchStatus) => counts?.find((c) => c.orderStatus === orderStatus)?.count;
  const apply = (patch: ParamsPatch) => update((current) => patchParams(current, patch));
  const decide = (job: ReviewJob, input: ReviewDecisionInput) => {
    const submission: ReviewSubmission = { ...input, jobId: job.id };
    setSent(submission);
    focus.acted(job, items ?? []);
    return decision.submit(submission);
  };
  const close = (job: ReviewJob) => {
    const submission: ReviewSubmission = { jobId: job.id, status: ReviewDecision.Close, reason: null };
    if (!holdWrite({ key: closeKey(job.id), action: href('adminJobs'), values: submission }, CLOSE_UNDO_MS)) return;
    focus.acted(job, items ?? []);
    setClosing(null);
    setNotice({ text: decidedMessage[ReviewDecision.Close](job), undo: job });
  };
  const undo = (job: ReviewJob) => {
    if (!releaseWrite(closeKey(job.id))) return;
    setHiding((h) => ({ ...h, ids: h.ids.filter((id) => id !== job.id) }));
    focus.back(job, items ?? []);
    setNotice({ text: undoneMessage(job) });
  };
  const askResult = sent?.status === asking?.decision && sent?.jobId === asking?.job.id ? decision.result : undefined;

  return (
    <section className="page">
      <h1>Review jobs</h1>
      <p className="lead">
        Every job on the board by order status. Approve jobs to publish them, ask the employer for missing information,
        reject them with a reason the employer sees, or close live jobs.
      </p>
      <ReviewFilters key={query.keyword ?? ''} query={query} companies={companies} apply={apply} />
      <CountTabs
        params={params}
        apply={apply}
        label="Order status"
        tabs={ORDER_TABS.map((orderStatus) => ({
          key: orderStatus,
          label: orderSearchStatusLabels[orderStatus],
          count: countOf(orderStatus),
          patch: { orderStatus: orderStatus === OrderSearchStatus.PendingReview ? undefined : orderStatus },
          current: orderStatus === tab,
        }))}
      />
      <ReviewNotice
        text={notice?.text ?? ''}
        undo={undoable ? { title: undoable.title, onUndo: () => undo(undoable) } : null}
        noticeRef={noticeRef}
      />
      <h2 className="visually-hidden">{orderSearchStatusLabels[tab]}</h2>
      <div ref={list}>
        <ResultList
          result={shown}
          pendingText="Loading jobs…"
          failedText="The jobs could not be loaded"
          count={(page) =>
            `${page.totalCount} ${page.totalCount === 1 ? 'job' : 'jobs'} ${queueTab ? 'waiting for review' : tab === OrderSearchStatus.All ? 'in all' : `in ${orderSearchStatusLabels[tab]}`}`
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
              <h2 tabIndex={-1}>{queueTab ? 'The queue is empty' : 'No jobs here'}</h2>
              <p className="muted">
                {queueTab ? 'Every job sent for review has been decided.' : 'Try another tab or clear the filters.'}
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
                d === ReviewDecision.Reject || d === ReviewDecision.MissingInformation
                  ? setAsking({ job: j, decision: d })
                  : d === ReviewDecision.Close
                    ? setClosing(j)
                    : decide(j, { status: d, reason: null })
              }
            />
          )}
        </ResultList>
      </div>
      {asking && (
        <ReasonDialog
          key={`${asking.job.id}-${asking.decision}`}
          job={asking.job}
          decision={asking.decision}
          busy={decision.busy}
          result={askResult}
          onDecide={(input) => decide(asking.job, input)}
          onClose={() => setAsking(null)}
        />
      )}
      {closing && <CloseDialog job={closing} onConfirm={() => close(closing)} onCancel={() => setClosing(null)} />}
    </section>
  );
}
