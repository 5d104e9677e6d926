import { useEffect, useRef, type RefObject } from 'react';
import type { ReviewJob } from '../../api/schemas/job-review';

type Request =
  | { kind: 'left'; id: number; index: number; before: readonly ReviewJob[] }
  | { kind: 'back'; id: number; before: readonly ReviewJob[] };

const firstAction = (row: Element | null | undefined) =>
  row?.querySelector<HTMLElement>('.review-job__actions button') ?? null;

/**
 * Where the focus goes when a decided job leaves the list (its buttons go with it): the first action of the row that
 * took its place (the one before it, when it was last), or the empty list's heading (or its retry); when an undone
 * job comes back, its own first action. It moves once the list shown has changed (`items`, a new array after each
 * load or hold) and the page is `ready` (no decision on its way, no dialog open); a job still listed (the decision
 * was refused) keeps the focus where it is.
 */
export function useRowFocus(
  items: readonly ReviewJob[] | null,
  ready: boolean,
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  const request = useRef<Request | null>(null);
  useEffect(() => {
    const asked = request.current;
    if (!asked || !ready || items === null || items === asked.before) return;
    request.current = null;
    const listed = items.some((job) => job.id === asked.id);
    if (asked.kind === 'left' && listed) return;
    const rows = Array.from(list.current?.querySelectorAll('article.review-job') ?? []);
    const target =
      asked.kind === 'back'
        ? firstAction(list.current?.querySelector(`article[aria-labelledby="review-${asked.id}"]`))
        : (firstAction(rows[Math.min(asked.index, rows.length - 1)]) ??
          list.current?.querySelector<HTMLElement>('.empty-state [tabindex="-1"], .empty-state button'));
    (target ?? fallback.current)?.focus();
  }, [items, ready, list, fallback]);
  return {
    /** A decision on `job` is made: it is to leave `items`. */
    leaving: (job: ReviewJob, shown: readonly ReviewJob[]) => {
      request.current = {
        kind: 'left',
        id: job.id,
        index: Math.max(
          0,
          shown.findIndex((j) => j.id === job.id),
        ),
        before: shown,
      };
    },
    /** `job` is to come back into `items`. */
    back: (job: ReviewJob, shown: readonly ReviewJob[]) => {
      request.current = { kind: 'back', id: job.id, before: shown };
    },
  };
}
