import { atom } from 'jotai/vanilla';

/**
 * How many forms on screen hold changes not saved yet (each form's leave guard counts itself in while it does):
 * signing out asks first when any do, as leaving the page does.
 */
export const unsavedFormsAtom = atom(0);

/**
 * A write held back for a few seconds so that it can be undone (an admin closing a job): it goes to its route action
 * when its time comes, through the shell's sender (src/app/HeldWrites.tsx), whatever page is open by then. Held,
 * undone and sent through ./held-writes.ts (loaded by the screens that hold one, not with the first page).
 */
export interface HeldWrite {
  /** What it is: a second hold of the same key while one is held is dropped (a double click holds one). */
  key: string;
  /** The route action it is sent to, and what it sends (as `useFormAction`'s `submit` takes it). */
  action: string;
  values: unknown;
  /** When it is sent (ms since the epoch), unless undone first. */
  sendAt: number;
  /** Who held it: only their session sends it. */
  userId: number;
  /** On its way: too late to undo. */
  sending: boolean;
}

export const heldWritesAtom = atom<readonly HeldWrite[]>([]);
