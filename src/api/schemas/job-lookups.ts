import type { JobOptions } from './job';
import { unknownLookup, type JobSearchQuery } from './job-search';

/**
 * The job search's ids checked against the job lookups (Job/options/get). One rule for both sides: the mock answers
 * 400 with these messages (the schema's own for ids out of range); the app leaves such ids out of a link and says so
 * (src/components/job-search/search-links.ts, loaded only for links that hold ids).
 */

type LookupKey = keyof typeof unknownLookup;

/**
 * The query without the ids that name nothing (a focus counts only in the job field asked for, when one is), and the
 * message of each key that held one.
 */
export function withKnownLookups(
  query: JobSearchQuery,
  options: JobOptions,
): { query: JobSearchQuery; errors: Partial<Record<LookupKey, string>> } {
  const known: JobSearchQuery = { ...query };
  const errors: Partial<Record<LookupKey, string>> = {};
  const keep = <K extends LookupKey>(key: K, isKnown: (id: number) => boolean) => {
    const value = known[key];
    if (value === undefined) return;
    const ids = Array.isArray(value) ? value : [value];
    const kept = ids.filter(isKnown);
    if (kept.length === ids.length) return;
    errors[key] = unknownLookup[key];
    known[key] = (Array.isArray(value) ? (kept.length ? kept : undefined) : undefined) as JobSearchQuery[K];
  };
  const listed = (list: ReadonlyArray<{ id: number }>) => (id: number) => list.some((o) => o.id === id);
  keep('jobFieldId', listed(options.jobFields));
  keep('focusIds', (id) =>
    options.focuses.some((f) => f.id === id && (known.jobFieldId === undefined || f.jobFieldId === known.jobFieldId)),
  );
  keep('yearsOfExperienceIds', listed(options.yearsOfExperience));
  keep('salaryCompensationId', listed(options.salaryCompensations));
  return { query: known, errors };
}
