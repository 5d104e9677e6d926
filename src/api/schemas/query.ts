import type { z } from 'zod/mini';
import type { Query } from '../http';

/** Query strings to typed queries and back: shared by the app's URLs, its clients and the mock's validation. */

/** A parsed query back to query parameters (lists repeat their key; absent values are left out). */
export function toQuery(query: object): Query {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Query;
}

/**
 * Parses what a URL holds, dropping the parameters that do not validate instead of failing the whole page
 * (an old or hand-edited link still opens, with the filters it can keep): a bad item of a list goes alone.
 */
export function parseLenient<S extends z.ZodMiniType<object>>(schema: S, raw: Record<string, unknown>): z.infer<S> {
  let input = { ...raw };
  for (let attempt = 0; attempt < 8; attempt++) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const badItems = new Map<string, Set<number>>();
    for (const { path } of parsed.error.issues) {
      const key = String(path[0] ?? '');
      const items = badItems.get(key) ?? new Set<number>();
      // Without an item's index (or not a list): the whole parameter goes.
      items.add(typeof path[1] === 'number' && Array.isArray(input[key]) ? path[1] : -1);
      badItems.set(key, items);
    }
    const next: Record<string, unknown> = { ...input };
    for (const [key, items] of badItems) {
      const value = next[key];
      if (items.has(-1) || !Array.isArray(value)) delete next[key];
      else next[key] = value.filter((_, i) => !items.has(i));
    }
    input = next;
  }
  return schema.parse({});
}

/** URLSearchParams as a record: a repeated key becomes a list. */
export function paramsRecord(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}

export type ParamsPatch = Record<string, string | number | ReadonlyArray<string | number> | undefined>;

/**
 * URL parameters with a change applied (a list repeats its key; undefined or '' removes the key). Any change
 * but the page number goes back to page 1.
 */
export function patchParams(params: URLSearchParams, patch: ParamsPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    next.delete(key);
    for (const v of Array.isArray(value) ? value : [value])
      if (v !== undefined && v !== '') next.append(key, String(v));
  }
  if (!('pageNumber' in patch)) next.delete('pageNumber');
  return next;
}

/** A pager's links: these parameters with that page (page 1 has no page parameter). */
export const pageHref = (params: URLSearchParams) => (page: number) =>
  `?${patchParams(params, { pageNumber: page > 1 ? page : undefined }).toString()}`;
