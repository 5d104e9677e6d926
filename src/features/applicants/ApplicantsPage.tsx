import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { ApplicantBoard } from './ApplicantBoard';
import type { loader, MoveSubmission } from './applicants.data';
import { ApplicantTable } from './ApplicantTable';
import { CloseJobDialog } from './CloseJobDialog';
import { STAGES, stageName, type Move } from './stages';
import { pageHref, patchParams, type ParamsPatch } from '../../api/schemas/query';
import { useFormAction } from '../../components/form/Form';
import { DistanceFilters } from '../../components/hiring/DistanceFilters';
import { CountTabs } from '../../components/list/CountTabs';
import { PatchLink } from '../../components/list/PatchLink';
import { ResultList } from '../../components/list/ResultList';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { AppliedByFilter } from '../../domain/enums/applications';
import {
  CandidateMatchSort,
  candidateMatchSortLabels,
  CandidateSort,
  candidateSortLabels,
} from '../../domain/enums/hiring';
import { JobStatus } from '../../domain/enums/job';
import { href } from '../../domain/paths';
import { counted } from '../../domain/text';

/** The sorts offered, in one list: the candidate match sort, then the candidate sort (which takes its place). */
const SORTS: ReadonlyArray<{ key: string; label: string; patch: ParamsPatch }> = [
  ...Object.values(CandidateMatchSort).map((sort) => ({
    key: `sort-${sort}`,
    label: candidateMatchSortLabels[sort],
    patch: { sort: sort === CandidateMatchSort.HighLowMatch ? undefined : sort, candidateSort: undefined },
  })),
  ...Object.values(CandidateSort).map((sort) => ({
    key: `by-${sort}`,
    label: candidateSortLabels[sort],
    patch: { sort: undefined, candidateSort: sort },
  })),
];

/**
 * job-applicants/{id} (docs/hiring.md): who applied to a job, with their match and why, by stage (tabs with
 * counts), sorted and filtered by distance and pay, as a table a page at a time or a board of the stages. The
 * employer moves one or several applicants to a stage; each is emailed, and their own list shows it at once. The
 * whole view is in the URL.
 */
export default function ApplicantsPage() {
  const { job, view, query, list } = useLoaderData<typeof loader>();
  const [params, update] = useUrlParams();
  const revalidator = useRevalidator();
  const mover = useFormAction();
  const closer = useFormAction();
  const [closing, setClosing] = useState(false);
  // Once the job is closed the dialog is done (and its opener gone).
  const closedNow = closer.result?.ok === true;
  // Then its opener is gone too: the notice that the job is closed takes the focus.
  const closedNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (closedNow && job.status === JobStatus.ApplicationClosed) closedNotice.current?.focus();
  }, [closedNow, job.status]);
  const ids = useId();
  const open = job.status === JobStatus.Active;
  // A closed job's applicants keep their stage (the server refuses a move).
  const canMove = job.status !== JobStatus.ApplicationClosed;
  const apply = (patch: ParamsPatch) => update((current) => patchParams(current, { pageNumber: undefined, ...patch }));
  const move = (m: Move) => void mover.submit({ intent: 'move', ...m } satisfies MoveSubmission);
  const stage = query.stage ?? AppliedByFilter.All;
  const sortKey = query.candidateSort !== undefined ? `by-${query.candidateSort}` : `sort-${query.sort ?? 0}`;
  const counts = list.ok ? list.value.counts : null;
  const stageText = stage === AppliedByFilter.All ? 'every stage' : stageName(stage);

  return (
    <section className="page applicants-page">
      <p className="breadcrumb">
        <Link to={href('profile')}>Company dashboard</Link>
      </p>
      <h1>
        Applicants <span className="applicants-page__job">for {job.title}</span>
      </h1>
      <p className="lead">
        Who applied, how well each matches the job, and where each application stands. Moving someone tells them by
        email. <Link to={href('job', { id: job.id })}>See the job</Link>
      </p>
      {open ? (
        <p className="applicants-page__actions">
          <Link className="button button--primary" to={href('jobMatches', { id: job.id })}>
            Find matching candidates
          </Link>
          <button type="button" className="button" onClick={() => setClosing(true)}>
            Close this job…
          </button>
        </p>
      ) : (
        job.status === JobStatus.ApplicationClosed && (
          <p className="notice" ref={closedNotice} tabIndex={-1}>
            This job is closed: its applicants keep the stage they had when it closed.
          </p>
        )
      )}
      {closing && !closedNow && (
        <CloseJobDialog
          title={job.title}
          busy={closer.busy}
          result={closer.result}
          onClose={() => setClosing(false)}
          onSubmit={(close) => closer.submit(close)}
        />
      )}

      <div className="applicant-filters">
        <label htmlFor={`${ids}-sort`}>
          Sort by
          <select
            id={`${ids}-sort`}
            value={sortKey}
            onChange={(e) => apply(SORTS.find((s) => s.key === e.target.value)?.patch ?? {})}
          >
            {SORTS.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <DistanceFilters radius={query.radius} range={query.range} apply={apply} />
        <nav aria-label="View" className="view-switch">
          {(['table', 'board'] as const).map((v) => (
            <PatchLink
              key={v}
              patch={{ view: v === 'board' ? v : undefined, stage: undefined }}
              params={params}
              apply={apply}
              aria-current={view === v ? 'page' : undefined}
              className="view-switch__link"
            >
              {v === 'table' ? 'Table' : 'Board'}
            </PatchLink>
          ))}
        </nav>
      </div>

      {view === 'table' && (
        <CountTabs
          params={params}
          apply={apply}
          label="Stage"
          tabs={[AppliedByFilter.All, ...STAGES].map((s) => ({
            key: s,
            label: s === AppliedByFilter.All ? 'All' : stageName(s),
            count: counts?.[s],
            patch: { stage: s === AppliedByFilter.All ? undefined : s },
            current: s === stage,
          }))}
        />
      )}
      <ResultList
        result={list}
        pendingText="Loading applicants…"
        failedText="The applicants could not be loaded"
        count={(page) =>
          view === 'board'
            ? counted(page.totalCount, 'applicant')
            : `${counted(page.totalCount, 'applicant')} at ${stageText}${page.totalCount > page.pageSize ? `, page ${page.pageNumber} of ${Math.ceil(page.totalCount / page.pageSize)}` : ''}`
        }
        empty={
          <>
            <h2>No applicants here yet</h2>
            <p className="muted">
              {stage === AppliedByFilter.All && !query.radius && !query.range
                ? 'When candidates apply, they show here with their match.'
                : 'Try another stage, or clear the filters.'}
            </p>
          </>
        }
        onRetry={() => void revalidator.revalidate()}
        pageHref={pageHref(params)}
        table={(items) =>
          view === 'board' ? (
            <ApplicantBoard items={items} busy={mover.busy} move={canMove ? move : null} />
          ) : (
            <ApplicantTable
              items={items}
              busy={mover.busy}
              move={canMove ? move : null}
              caption={`Applicants for ${job.title} at ${stageText}`}
            />
          )
        }
      />
    </section>
  );
}
