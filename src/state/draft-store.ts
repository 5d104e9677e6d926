import { storageKeys } from './keys';
import { session } from './storage';

/** One form's draft in this tab's session storage (what drafts are: ./drafts.ts). Loaded with the forms only. */

/** The key of a form's draft: the user's, the page's and the form's (its fields, sorted: one page may hold several). */
export const draftKey = (userId: number, pathname: string, fields: readonly string[]) =>
  `${storageKeys.draftPrefix}${userId}:${pathname}#${[...fields].sort().join(',')}`;

/**
 * What is never kept: a password (whatever the form) and files (the user chooses them again).
 */
const keepable = (name: string, value: unknown) =>
  /password/i.test(name) || (typeof Blob !== 'undefined' && value instanceof Blob) ? undefined : value;

export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = session().getItem(key);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: object) {
  try {
    session().setItem(key, JSON.stringify(values, keepable));
  } catch {
    // Storage full or refused: the leave question still guards what is typed.
  }
}

export const dropDraft = (key: string) => session().removeItem(key);
