import { useState } from 'react';

/**
 * What the user is typing, started from a value and started again whenever that value changes (`key` names it: the
 * URL's keyword, say). Unlike remounting the field with a React key, the field stays the same element, so the focus
 * stays in it while the list reloads. `adopt(key)`: the draft already shows what that key will (the user chose it, and
 * the URL follows): when the key becomes it, what was typed meanwhile is kept.
 */
export function useDraft<T>(initial: () => T, key: string): [T, (next: T) => void, adopt: (key: string) => void] {
  const [draft, setDraft] = useState(initial);
  const [source, setSource] = useState(key);
  const [adopted, adopt] = useState<string>();
  if (source !== key) {
    // Adjusted during render (React's way to reset state when a prop changes): no extra paint of the stale draft.
    setSource(key);
    if (key !== adopted) setDraft(initial());
    adopt(undefined);
  }
  return [draft, setDraft, adopt];
}
