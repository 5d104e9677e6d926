import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { STAGES, stageName, type Move, type Stage } from './stages';
import type { Applicant } from '../../api/schemas/applicants';
import { MatchWhy } from '../../components/hiring/MatchWhy';
import { formatDate } from '../../domain/dates';
import { href } from '../../domain/paths';

const nameOf = (a: Applicant) => `${a.firstName} ${a.lastName}`;
const DRAG_TYPE = 'application/x-basecamp-application';

/**
 * The applicants as a board of the stages, a column each. An applicant moves by the "Move to" buttons of their card
 * (keyboard and pointer alike), or by dragging the card to a column (a pointer's shortcut, never the only way). After
 * a move the focus follows the card to its new column.
 */
export function ApplicantBoard({
  items,
  busy,
  move,
}: {
  items: Applicant[];
  busy: boolean;
  /** Null when the applicants may not move (a closed job). */
  move: ((move: Move) => void) | null;
}) {
  const board = useRef<HTMLDivElement>(null);
  // The card a move came from: once it shows in its new column, its "Move to" control takes the focus.
  const follow = useRef<{ id: number; stage: Stage } | null>(null);
  const [over, setOver] = useState<Stage | null>(null);
  useLayoutEffect(() => {
    const moved = follow.current;
    if (!moved || items.find((a) => a.applicationId === moved.id)?.stage !== moved.stage) return;
    board.current?.querySelector<HTMLElement>(`[data-application="${moved.id}"] .move-menu summary`)?.focus();
    follow.current = null;
  }, [items]);

  const moveOne = (a: Applicant, stage: Stage) => {
    if (!move || a.stage === stage || busy) return;
    follow.current = { id: a.applicationId, stage };
    move({ applicationIds: [a.applicationId], stage, names: [nameOf(a)] });
  };
  const drop = (stage: Stage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const id = Number(event.dataTransfer.getData(DRAG_TYPE));
    const a = items.find((i) => i.applicationId === id);
    if (a) moveOne(a, stage);
  };

  return (
    <div className="board" ref={board}>
      {STAGES.map((stage) => {
        const here = items.filter((a) => a.stage === stage);
        return (
          <section
            key={stage}
            className={`board__column${over === stage ? ' board__column--over' : ''}`}
            aria-labelledby={`stage-${stage}`}
            onDragOver={(e) => {
              if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
              e.preventDefault();
              setOver(stage);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={drop(stage)}
          >
            <h2 id={`stage-${stage}`} className="board__title">
              {stageName(stage)} <span className="tabs__count">{here.length}</span>
            </h2>
            <ul className="board__cards">
              {here.map((a) => (
                <li
                  key={a.applicationId}
                  className="board__card card"
                  data-application={a.applicationId}
                  draggable={Boolean(move) && !busy}
                  onDragStart={(e) => {
                    e.dataTransfer.setData(DRAG_TYPE, String(a.applicationId));
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                >
                  <h3>
                    <Link to={href('candidateView', { id: a.userId })}>{nameOf(a)}</Link>
                    {a.isPremium && <span className="badge badge--premium">Premium</span>}
                  </h3>
                  <p className="muted">
                    {[a.jobTitle, a.location].filter(Boolean).join(' · ') || 'No role or place given'}
                  </p>
                  <p className="muted">
                    Applied <time dateTime={a.appliedDate}>{formatDate(a.appliedDate)}</time>
                  </p>
                  <MatchWhy applicant={a} />
                  {move && (
                    <details className="move-menu">
                      <summary>
                        Move to…<span className="visually-hidden"> {nameOf(a)}</span>
                      </summary>
                      <ul>
                        {STAGES.filter((s) => s !== stage).map((s) => (
                          <li key={s}>
                            <button
                              type="button"
                              className="button button--ghost button--small"
                              aria-disabled={busy}
                              onClick={() => !busy && moveOne(a, s)}
                            >
                              {stageName(s)}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </li>
              ))}
            </ul>
            {here.length === 0 && <p className="muted board__empty">No one at this stage.</p>}
          </section>
        );
      })}
    </div>
  );
}
