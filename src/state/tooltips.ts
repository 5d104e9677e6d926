import { z } from 'zod/mini';
import { storageKeys } from './keys';
import { session, storedAtom } from './storage';
import { appStore } from './store';
import { tooltipSchema, type Tooltip } from '../api/schemas/content';

/** docs/product.md §9: tooltips are cached in session storage (one fetch per browser session). */
export const tooltipsAtom = storedAtom<Tooltip[] | null>(
  storageKeys.tooltips,
  null,
  z.nullable(z.array(tooltipSchema)),
  session,
);

/** The content service's tooltips by field name: from the session's cache, or fetched once and cached. */
export async function cachedTooltips(fetchTooltips: () => Promise<Tooltip[]>): Promise<Record<string, string>> {
  let tooltips = appStore.get(tooltipsAtom);
  if (!tooltips) {
    tooltips = await fetchTooltips();
    appStore.set(tooltipsAtom, tooltips);
  }
  return Object.fromEntries(tooltips.map((t) => [t.field_name, t.tooltip]));
}
