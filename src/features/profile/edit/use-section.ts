import { useState } from 'react';
import { useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { Profile } from '../../../api/schemas/profile';
import { useSectionForm, type DirtyReport } from '../../../components/form/sections';
import type { CompletenessPart } from '../../../domain/completeness';
import type { LiveSection } from '../profile-form';

/** A section tells the editor its values as typed now (the completeness follows them before they are saved). */
type LiveReport = (live: LiveSection) => void;

/** What the editor gives each section: the saved profile, its completeness, and where to report changes. */
export interface SectionProps {
  saved: Profile;
  percent: number;
  parts: readonly CompletenessPart[];
  report: DirtyReport;
  onLive: LiveReport;
}

/**
 * One section of the profile editor: a section of the form abstraction (src/components/form/sections.tsx) over the
 * saved profile, saved with PUT; once saved it takes the values the server answered (new photos included). Its values
 * as typed now come with it.
 */
export function useProfileSection<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  intent: LiveSection['section'],
  {
    saved,
    valuesOf,
    report,
  }: { saved: Profile; valuesOf: (p: Profile) => DefaultValues<z.input<S>>; report: DirtyReport },
  files: { unsaved: boolean; ownErrors: readonly string[] } = { unsaved: false, ownErrors: [] },
) {
  const section = useSectionForm(schema, {
    intent,
    fresh: valuesOf(saved),
    report,
    afterSave: valuesOf,
    method: 'put',
    ...files,
  });
  const values = useWatch({ control: section.form.control }) as z.input<S>;
  return { ...section, values };
}

/** Runs `onNew` (during render: it may set the caller's state) once for each new action result. */
export function useOnNewResult<T>(result: T, onNew: (result: T) => void) {
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    setSeen(result);
    onNew(result);
  }
}

const sameParts = (a: readonly CompletenessPart[], b: readonly CompletenessPart[]) =>
  a.length === b.length &&
  a.every(
    (p, i) =>
      p.section === b[i]?.section && p.field === b[i]?.field && p.label === b[i]?.label && p.done === b[i]?.done,
  );

/**
 * Whether a section would show the same with these props (React's `memo`): its parts compared by what they say, since
 * the page computes them anew as anything is typed. A keystroke then renders its own section and the page's totals,
 * not every section.
 */
export function sameSectionProps<P extends SectionProps>(before: P, after: P): boolean {
  return (Object.keys(after) as (keyof P)[]).every((key) =>
    key === 'parts' ? sameParts(before.parts, after.parts) : Object.is(before[key], after[key]),
  );
}
