import { storageKeys } from './keys';
import { session } from './storage';

/**
 * Drafts: what a signed-in user typed in a form and had not saved, kept in this tab's session storage while the form
 * holds it, so that a session ending under the form (signed out in another tab, expired, refused by the API) loses
 * nothing: the form offers it back once the same user is on the same page again. A draft goes when it is saved, when
 * the user leaves the form on purpose, and when the user signs out in this tab (src/components/form/drafts.tsx).
 */

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

/** Signing out in this tab is leaving on purpose: its drafts go. */
export function dropAllDrafts() {
  const area = session();
  const keys = Array.from({ length: area.length }, (_, i) => area.key(i));
  for (const key of keys) if (key?.startsWith(storageKeys.draftPrefix)) area.removeItem(key);
}
