import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { InviteDialog } from './InviteDialog';
import type { loader, RespondSubmission, WithdrawSubmission } from './matches.data';
import type { MatchingCandidate } from '../../api/schemas/matching';
import { pageHref, patchParams, type ParamsPatch } from '../../api/schemas/query';
import { useFormAction } from '../../components/form/Form';
import { DistanceFilters } from '../../components/hiring/DistanceFilters';
import { MatchWhy } from '../../components/hiring/MatchWhy';
import { PatchLink } from '../../components/list/PatchLink';
import { ResultList } from '../../components/list/ResultList';
import { useRowFocus, type Rows } from '../../components/list/useRowFocus';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { CandidateResponseKind, MessageStatus, messageStatusLabels } from '../../domain/enums/hiring';
import { href } from '../../domain/paths';
import { counted } from '../../domain/text';

const nameOf = (c: MatchingCandidate) => `${c.firstName} ${c.lastName}`;

/** The candidates' cards as the focus finds them: a response can take a card out of the list, or its button away. */
const rows: Rows<MatchingCandidate> = {
  key: (c) => c.userId,
  labelId: (id) => `match-${id}`,
  actions: '.match-card__actions',
};

/** What the employer said to a candidate, in a word. */
function responseText(c: MatchingCandidate): string {
  const r = c.response;
  if (!r) return 'No response yet';
  if (r.kind === CandidateResponseKind.InvitedToApply)
    return `Invited: ${(messageStatusLabels[r.messageStatus as MessageStatus] ?? '').toLowerCase()}`;
  return r.kind === CandidateResponseKind.MarkedInterested ? 'Interested' : 'Not interested';
}

/**
 * job-matches/{id} (docs/hiring.md): candidates who have not applied and whose profile matches a live job, best
 * match first, within the distance filters; the employer marks them interested or not (hidden, undoable) or invites
 * them to apply with a message. The whole view is in the URL.
 */
export default function MatchesPage() {
  const { job, query, list } = useLoaderData<typeof loader>();
  const [params, update] = useUrlParams();
  const revalidator = useRevalidator();
  const responder = useFormAction();
  const [inviting, setInviting] = useState<MatchingCandidate | null>(null);
  const closeInvite = useCallback(() => setInviting(null), []);
  const ids = useId();
  const apply = (patch: ParamsPatch) => update((current) => patchParams(current, { pageNumber: undefined, ...patch }));
  const hidden = query.notInterested === 1;
  const listRef = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = list.ok ? list.value.items : null;
  const ready = !responder.busy && revalidator.state === 'idle' && !inviting;
  const focus = useRowFocus(items, ready, { list: listRef, fallback: heading }, rows);
  // Its buttons say they are unavailable while a response is on its way, and keep the focus (not `disabled`).
  const respond = (c: MatchingCandidate, kind: number) => {
    if (responder.busy) return;
    focus.acted(c, items ?? []);
    void responder.submit({
      intent: 'respond',
      userId: c.userId,
      kind,
      message: null,
      name: nameOf(c),
    } satisfies RespondSubmission);
  };
  const withdraw = (c: MatchingCandidate) => {
    if (responder.busy) return;
    focus.acted(c, items ?? []);
    void responder.submit({ intent: 'withdraw', userId: c.userId, name: nameOf(c) } satisfies WithdrawSubmission);
  };

  return (
    <section className="page applicants-page">
      <p className="breadcrumb">
        <Link to={href('profile')}>Company dashboard</Link> ·{' '}
        <Link to={href('jobApplicants', { id: job.id })}>Applicants</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        Matching candidates <span className="applicants-page__job">for {job.title}</span>
      </h1>
      <p className="lead">
        People who have not applied but whose profile fits the job, the best match first. Invite the ones you want: they
        get an email and can apply from it.
      </p>
      <div className="applicant-filters">
        <DistanceFilters radius={query.radius} range={query.range} apply={apply} />
        <label htmlFor={`${ids}-message`}>
          Invitations
          <select
            id={`${ids}-message`}
            value={query.messageStatus ?? MessageStatus.All}
            onChange={(e) =>
              apply({ messageStatus: e.target.value === String(MessageStatus.All) ? undefined : e.target.value })
            }
          >
            {Object.values(MessageStatus).map((s) => (
              <option key={s} value={s}>
                {s === MessageStatus.All ? 'All candidates' : messageStatusLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <PatchLink
          patch={{ notInterested: hidden ? undefined : 1 }}
          params={params}
          apply={apply}
          className="view-switch__text"
        >
          {hidden ? 'Back to the matches' : 'Show those marked not interested'}
        </PatchLink>
      </div>
      <div ref={listRef}>
        <ResultList
          result={list}
          pendingText="Finding candidates…"
          failedText="The matching candidates could not be loaded"
          count={(page) =>
            `${counted(page.totalCount, hidden ? 'candidate marked not interested' : 'matching candidate', hidden ? 'candidates marked not interested' : 'matching candidates')}${page.totalCount > page.pageSize ? `, page ${page.pageNumber} of ${Math.ceil(page.totalCount / page.pageSize)}` : ''}`
          }
          empty={
            <>
              <h2>{hidden ? 'No one is marked not interested' : 'No matching candidates here'}</h2>
              <p className="muted">
                {hidden
                  ? 'Those you mark not interested wait here, to undo.'
                  : 'Try without a filter, or later: new profiles come in every day.'}
              </p>
            </>
          }
          onRetry={() => void revalidator.revalidate()}
          pageHref={pageHref(params)}
          itemKey={(c) => c.userId}
          className="match-list"
        >
          {(c) => (
            <article className="card match-card" aria-labelledby={`match-${c.userId}`}>
              <h2 id={`match-${c.userId}`} className="match-card__name">
                <Link to={href('candidateView', { id: c.userId })}>{nameOf(c)}</Link>
              </h2>
              <p className="muted">
                {[c.jobTitle, c.location].filter(Boolean).join(' · ') || 'No role or place given'}
              </p>
              <MatchWhy applicant={c} />
              <p className="match-card__response">
                {c.response ? <strong>{responseText(c)}</strong> : <span className="muted">{responseText(c)}</span>}
                {c.response?.message && <span className="muted"> “{c.response.message}”</span>}
              </p>
              <div className="match-card__actions">
                {hidden ? (
                  <button
                    type="button"
                    className="button"
                    aria-disabled={responder.busy}
                    aria-label={`Undo not interested in ${nameOf(c)}`}
                    onClick={() => withdraw(c)}
                  >
                    Undo
                  </button>
                ) : (
                  <>
                    {/* Invited once: a second invitation would only send them the same email again. */}
                    {c.response?.kind !== CandidateResponseKind.InvitedToApply && (
                      <button
                        type="button"
                        className="button button--primary"
                        aria-label={`Invite ${nameOf(c)} to apply`}
                        onClick={() => setInviting(c)}
                      >
                        Invite to apply
                      </button>
                    )}
                    {c.response?.kind !== CandidateResponseKind.MarkedInterested && (
                      <button
                        type="button"
                        className="button"
                        aria-disabled={responder.busy}
                        aria-label={`Interested in ${nameOf(c)}`}
                        onClick={() => respond(c, CandidateResponseKind.MarkedInterested)}
                      >
                        Interested
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-disabled={responder.busy}
                      aria-label={`Not interested in ${nameOf(c)}`}
                      onClick={() => respond(c, CandidateResponseKind.MarkedNotInterested)}
                    >
                      Not interested
                    </button>
                  </>
                )}
              </div>
            </article>
          )}
        </ResultList>
      </div>
      {inviting && (
        <InviteDialog
          key={inviting.userId}
          candidate={inviting}
          jobTitle={job.title}
          onSend={() => focus.acted(inviting, items ?? [])}
          onClose={closeInvite}
        />
      )}
    </section>
  );
}
