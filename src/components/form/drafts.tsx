import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { draftKey, dropDraft, readDraft, writeDraft } from '../../state/draft-store';
import { signedInUserId as sessionUser } from '../../state/session';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's draft (src/state/drafts.ts): while the form holds unsaved changes of a signed-in user, they are kept; when
 * the form opens again for the same user on the same page, what was kept is put back (and the form holds it as
 * unsaved changes, so it asks before it is lost), and `restored` says so until the user saves or discards it.
 * Leaving the form on purpose (another page, the tab closed or reloaded) drops the draft; a session that ends under
 * the form keeps it.
 */
export function useFormDraft<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>, enabled: boolean) {
  const { pathname } = useLocation();
  const [opened] = useState(() => {
    const user = sessionUser();
    const key = enabled && user !== null ? draftKey(user, pathname, Object.keys(form.getValues())) : null;
    const kept = Object.entries((key && readDraft(key)) ?? {});
    return { user, key, changes: kept.filter(([name, value]) => !same(value, form.getValues(name as Path<V>))) };
  });
  const { key, user, changes } = opened;
  const [restored, setRestored] = useState(changes.length > 0);
  /** Whether the form holds unsaved changes (as its last change left it). */
  const dirty = useRef(false);

  useEffect(() => {
    if (!changes.length) return;
    for (const [name, value] of changes)
      form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
    dirty.current = true;
  }, [changes, form]);

  useEffect(() => {
    if (!key) return;
    const keep = (values: object) => (dirty.current ? writeDraft(key, values) : dropDraft(key));
    // Kept again after a remount (React's development check mounts twice; what the first unmount dropped).
    if (dirty.current) keep(form.getValues());
    const unsubscribe = form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => {
        dirty.current = Boolean(isDirty);
        keep(values);
        if (!isDirty) setRestored(false);
      },
    });
    // Left on purpose while signed in as the same user: the draft goes. A session that ended keeps it.
    const leave = () => {
      if (sessionUser() === user) dropDraft(key);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [key, user, form]);

  return {
    restored,
    /** Puts the form back to its saved values and forgets the draft. */
    discard: () => {
      if (key) dropDraft(key);
      form.reset(form.formState.defaultValues as V);
      setRestored(false);
    },
  };
}

/** Says that the form holds a draft kept from an earlier session, and offers to discard it. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="notice notice--draft" role="status">
      <p>Your changes from before you were signed out are back. They are not saved yet.</p>
      <button type="button" className="button" onClick={onDiscard}>
        Discard changes
      </button>
    </div>
  );
}
