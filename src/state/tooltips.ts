import { z } from 'zod/mini';
import { tooltipSchema, type Tooltip } from '../api/schemas/content';
import { storageKeys } from './keys';
import { readJson } from './storage';

/** SPEC section 9: tooltips are cached in session storage (one fetch per browser session). */
export async function cachedTooltips(fetchTooltips: () => Promise<Tooltip[]>): Promise<Record<string, string>> {
  let tooltips = readJson(sessionStorage, storageKeys.tooltips, z.array(tooltipSchema));
  if (!tooltips) {
    tooltips = await fetchTooltips();
    sessionStorage.setItem(storageKeys.tooltips, JSON.stringify(tooltips));
  }
  return Object.fromEntries(tooltips.map((t) => [t.field_name, t.tooltip]));
}
