import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormState, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useFormAction, useSchemaForm } from './Form';
import { LeaveConfirm, useLeaveGuard } from './LeaveGuard';

/**
 * A page of sections, each a form of its own saved on its own (an intent of the route's action), with one question
 * for the whole page before unsaved changes are lost: a router holds one blocker, so the sections report whether they
 * hold changes and the page asks (the sections' forms hold no blocker of their own).
 */

/** A section tells the page whether it holds unsaved changes. */
export type DirtyReport = (section: string, dirty: boolean) => void;

/** The page's one leave question, over every section's unsaved changes: render `question` once on the page. */
export function useSectionsLeaveGuard(): { report: DirtyReport; question: ReactNode } {
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const report = useCallback<DirtyReport>(
    (section, isDirty) => setDirty((d) => (Boolean(d[section]) === isDirty ? d : { ...d, [section]: isDirty })),
    [],
  );
  const blocker = useLeaveGuard(Object.values(dirty).some(Boolean));
  return { report, question: <LeaveConfirm blocker={blocker} /> };
}

interface SectionOptions<S extends z.ZodMiniType<FieldValues, FieldValues>, T> {
  /** The section's intent in the route's action; it also names the section to the page. */
  intent: string;
  /**
   * The values of the data as loaded now: a form without changes takes them (saved in another tab, loaded again
   * after a save), one being edited keeps what is typed.
   */
  fresh: DefaultValues<z.input<S>>;
  /** The page's `report`; null for a form that is no part of the page's question (a dialog's). */
  report: DirtyReport | null;
  /** Changes the form's values do not hold (a file chosen, to upload on save). */
  unsaved?: boolean;
  /** The values once saved, from the action's answer (empty for passwords). */
  afterSave?: (value: T) => DefaultValues<z.input<S>>;
  /** Fields beside the form's values that show their own refusal (a file chooser): see `Form`'s `ownErrors`. */
  ownErrors?: readonly string[];
  method?: 'post' | 'put';
}

/**
 * A section's form: the schema's form, its own submission to the route's action (with its intent; one at a time, as
 * every form of the abstraction), its unsaved changes reported to the page. `formProps` go to its `<Form>`.
 */
export function useSectionForm<S extends z.ZodMiniType<FieldValues, FieldValues>, T = unknown>(
  schema: S,
  { intent, fresh, report, unsaved = false, afterSave, ownErrors, method = 'post' }: SectionOptions<S, T>,
) {
  const form = useSchemaForm(schema, fresh);
  const { submit, busy, result } = useFormAction<T>();
  const { isDirty } = useFormState({ control: form.control });
  const key = JSON.stringify(fresh);
  // The form opened with the data as loaded (and a draft may have been put back since): only data loaded later resets it.
  const loaded = useRef(key);
  useEffect(() => {
    if (loaded.current === key) return;
    loaded.current = key;
    if (!isDirty) form.reset(JSON.parse(key) as DefaultValues<z.input<S>>);
  }, [key, form, isDirty]);
  const saved = useRef(result);
  useEffect(() => {
    if (saved.current === result) return;
    saved.current = result;
    if (result?.ok && afterSave) form.reset(afterSave(result.value));
  }, [result, form, afterSave]);
  const dirty = isDirty || unsaved;
  useEffect(() => report?.(intent, dirty), [report, intent, dirty]);
  useEffect(() => () => report?.(intent, false), [report, intent]);
  return {
    form,
    busy,
    result,
    isDirty,
    /** Sends the section's values (and its files) with its intent. */
    submit: (values: object) => submit({ intent, ...values }, method),
    formProps: { form, result, busy, confirmLeave: false, ownErrors, keepDraft: true },
  };
}
