import { useEffect, useState } from 'react';
import { useFormState, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { Profile } from '../../../api/schemas/profile';
import { useFormAction, useSchemaForm } from '../../../components/form/Form';
import type { LiveSection } from '../profile-form';

/** What a section tells the editor as it is edited: whether it holds unsaved changes, and its values now. */
export type SectionReport = (dirty: boolean, live: LiveSection) => void;

/**
 * One section of the profile editor: its form (the section's schema), its own submission (a fetcher of the route's
 * action), and its values as typed now. A saved section takes the values the server answered (new photos included);
 * an untouched one takes the profile as loaded again (saved in another tab), and one being edited keeps what is typed.
 */
export function useSection<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  saved: Profile,
  valuesOf: (profile: Profile) => DefaultValues<z.input<S>>,
) {
  const form = useSchemaForm(schema, valuesOf(saved));
  const action = useFormAction<Profile>();
  const { isDirty } = useFormState({ control: form.control });
  const values = useWatch({ control: form.control }) as z.input<S>;
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(saved));
  }, [saved, form, valuesOf]);
  const { result } = action;
  useEffect(() => {
    if (result?.ok) form.reset(valuesOf(result.value));
  }, [result, form, valuesOf]);
  return { form, isDirty, values, ...action };
}

/** Runs `onNew` (during render: it may set the caller's state) once for each new action result. */
export function useOnNewResult<T>(result: T, onNew: (result: T) => void) {
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    setSeen(result);
    onNew(result);
  }
}
