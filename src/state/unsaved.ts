import { atom } from 'jotai/vanilla';

/**
 * How many forms on screen hold changes not saved yet (each form's leave guard counts itself in while it does):
 * signing out asks first when any do, as leaving the page does.
 */
export const unsavedFormsAtom = atom(0);
