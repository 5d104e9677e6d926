import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { STAGES, stageName, type Move, type Stage } from './stages';
import type { Applicant } from '../../api/schemas/applicants';
import { MatchWhy } from '../../components/hiring/MatchWhy';
import { formatDate } from '../../domain/dates';
import { href } from '../../domain/paths';

const nameOf = (a: Applicant) => `${a.firstName} ${a.lastName}`;

/** A stage to move to, and the button that moves: the one control of a row and of the selection. */
function MoveTo({
  label,
  busy,
  exclude,
  onMove,
}: {
  label: string;
  busy: boolean;
  exclude?: number;
  onMove: (stage: Stage) => void;
}) {
  const id = useId();
  const choices = STAGES.filter((s) => s !== exclude);
  const [stage, setStage] = useState<Stage>(choices[0]!);
  const chosen = choices.includes(stage) ? stage : choices[0]!;
  return (
    <span className="move-to">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} value={chosen} onChange={(e) => setStage(Number(e.target.value) as Stage)}>
        {choices.map((s) => (
          <option key={s} value={s}>
            {stageName(s)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--small"
        aria-disabled={busy}
        onClick={() => !busy && onMove(chosen)}
      >
        Move
      </button>
    </span>
  );
}

/**
 * The applicants as a table: name (to their profile), the role they look for, where they live, when they applied,
 * their match and why, their stage and a move of it; a box per row selects them for a move of several at once.
 */
export function ApplicantTable({
  items,
  caption,
  busy,
  move,
}: {
  items: Applicant[];
  caption: string;
  busy: boolean;
  /** Null when the applicants may not move (a closed job). */
  move: ((move: Move) => void) | null;
}) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Only applicants still shown count as selected (a move or a filter may have taken some away).
  const chosen = items.filter((a) => selected.has(a.applicationId));
  const all = items.length > 0 && chosen.length === items.length;
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selection = useRef<HTMLSpanElement>(null);
  const moveChosen = (stage: Stage) => {
    move?.({ applicationIds: chosen.map((a) => a.applicationId), stage, names: chosen.map(nameOf) });
    setSelected(new Set());
    // The bulk move's controls go with the selection: the focus stays in the bar, on what it now says.
    selection.current?.focus();
  };
  return (
    <>
      {move && (
        <div className="bulk-bar" role="group" aria-label="Selected applicants">
          <span ref={selection} tabIndex={-1}>
            {chosen.length ? `${chosen.length} selected` : 'Select applicants to move several at once'}
          </span>
          {chosen.length > 0 && <MoveTo label="Move the selected applicants to" busy={busy} onMove={moveChosen} />}
        </div>
      )}
      <div className="table-scroll">
        <table className="data-table applicant-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {move && (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select every applicant shown"
                    checked={all}
                    onChange={(e) => setSelected(new Set(e.target.checked ? items.map((a) => a.applicationId) : []))}
                  />
                </th>
              )}
              <th scope="col">Name</th>
              <th scope="col">Looking for</th>
              <th scope="col">Lives in</th>
              <th scope="col">Applied</th>
              <th scope="col">Match</th>
              <th scope="col">Stage</th>
            </tr>
          </thead>
          <tbody>
            {items.map((a) => (
              <tr key={a.applicationId}>
                {move && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${nameOf(a)}`}
                      checked={selected.has(a.applicationId)}
                      onChange={(e) => toggle(a.applicationId, e.target.checked)}
                    />
                  </td>
                )}
                <th scope="row">
                  <Link to={href('candidateView', { id: a.userId })}>{nameOf(a)}</Link>
                  {a.isPremium && <span className="badge badge--premium">Premium</span>}
                </th>
                <td>{a.jobTitle ?? <span className="muted">Not said</span>}</td>
                <td>{a.location ?? <span className="muted">Not said</span>}</td>
                <td>
                  <time dateTime={a.appliedDate}>{formatDate(a.appliedDate)}</time>
                </td>
                <td>
                  <MatchWhy applicant={a} />
                </td>
                <td>
                  <span className={`stage stage--${a.stage}`}>{stageName(a.stage)}</span>
                  {move && (
                    <MoveTo
                      label={`Move ${nameOf(a)} to`}
                      busy={busy}
                      exclude={a.stage}
                      onMove={(stage) => move({ applicationIds: [a.applicationId], stage, names: [nameOf(a)] })}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
