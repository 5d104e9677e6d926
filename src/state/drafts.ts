import { storageKeys } from './keys';
import { session } from './storage';

/**
 * Drafts: what a signed-in user typed in a form and had not saved, kept in this tab's session storage while the form
 * holds it, so that a session ending under the form (signed out in another tab, expired, refused by the API) loses
 * nothing: the form offers it back once the same user is on the same page again. A draft goes when it is saved, when
 * the user leaves the form on purpose, and when the user signs out in this tab (src/components/form/drafts.tsx). Reading and writing one: ./draft-store.ts.
 */

/** Signing out in this tab is leaving on purpose: its drafts go. */
export function dropAllDrafts() {
  const area = session();
  const keys = Array.from({ length: area.length }, (_, i) => area.key(i));
  for (const key of keys) if (key?.startsWith(storageKeys.draftPrefix)) area.removeItem(key);
}
