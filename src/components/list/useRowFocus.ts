import { useEffect, useRef, type RefObject } from 'react';

/** How a list's rows are found in the page: each an `article` labelled by an element of a known id. */
export interface Rows<T> {
  /** The item's key (an id). */
  key: (item: T) => number;
  /** The id of the element naming the item's row (its `aria-labelledby`). */
  labelId: (key: number) => string;
  /** Within a row, its actions: the first takes the focus. */
  actions: string;
}

type Request = { kind: 'acted' | 'back'; key: number; index: number; before: readonly unknown[] };

/**
 * Where the focus goes when a row's action changes the list: a row that left it (its buttons with it) hands the focus
 * to the first action of the row that took its place (the one before it, when it was last), or to the empty list's
 * heading (or its retry); a row that stays keeps the focus where it is, unless it was lost (the button pressed went
 * with the change): the row's first action takes it then; a row that comes back (an undo) takes it on its own first
 * action. It moves once the list shown has changed (`items`, a new array after each load) and the page is `ready`
 * (nothing on its way, no dialog open); never to the page's top.
 */
export function useRowFocus<T>(
  items: readonly T[] | null,
  ready: boolean,
  refs: { list: RefObject<HTMLElement | null>; fallback: RefObject<HTMLElement | null> },
  rows: Rows<T>,
) {
  const request = useRef<Request | null>(null);
  const { list, fallback } = refs;
  const { key, labelId, actions } = rows;
  useEffect(() => {
    const asked = request.current;
    if (!asked || !ready || items === null || items === asked.before) return;
    request.current = null;
    const rowOf = (k: number) => list.current?.querySelector(`article[aria-labelledby="${labelId(k)}"]`);
    const firstAction = (row: Element | null | undefined) => row?.querySelector<HTMLElement>(`${actions} button`);
    const listed = items.some((item) => key(item) === asked.key);
    if (asked.kind === 'acted' && listed) {
      // Lost: on nothing, or fallen back to a container around the list (the body, the page's main).
      const active = document.activeElement;
      if (!active || active.contains(list.current)) firstAction(rowOf(asked.key))?.focus();
      return;
    }
    const all = Array.from(list.current?.querySelectorAll('article[aria-labelledby]') ?? []);
    const target =
      asked.kind === 'back'
        ? firstAction(rowOf(asked.key))
        : (firstAction(all[Math.min(asked.index, all.length - 1)]) ??
          list.current?.querySelector<HTMLElement>('.empty-state [tabindex="-1"], .empty-state button'));
    (target ?? fallback.current)?.focus();
  }, [items, ready, list, fallback, key, labelId, actions]);
  const requestFor = (kind: Request['kind'], item: T, shown: readonly T[]) => {
    const k = key(item);
    request.current = {
      kind,
      key: k,
      index: Math.max(
        0,
        shown.findIndex((i) => key(i) === k),
      ),
      before: shown,
    };
  };
  return {
    /** An action on `item`, one of the rows `shown`, is made: it may leave the list, or change its row. */
    acted: (item: T, shown: readonly T[]) => requestFor('acted', item, shown),
    /** `item` is to come back into the list. */
    back: (item: T, shown: readonly T[]) => requestFor('back', item, shown),
  };
}
