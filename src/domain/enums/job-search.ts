// Enumerations of docs/product.md §3 (no TypeScript `enum`), declared as ./enumeration.ts says. The job search: how
// recent a posting is and how results are sorted.
import { codesOf, labelsOf, type CodeOf } from './enumeration';

// No codes in the spec: string values.
const datePostedFilter = {
  Past24Hours: ['Past24Hours', 'Past 24 hours'],
  PastWeek: ['PastWeek', 'Past week'],
  PastMonth: ['PastMonth', 'Past month'],
  AnyTime: ['AnyTime', 'Any time'],
} as const;
export const DatePostedFilter = codesOf(datePostedFilter),
  datePostedFilterLabels = labelsOf(datePostedFilter);
export type DatePostedFilter = CodeOf<typeof DatePostedFilter>;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Maximum age of a posting for each filter, in ms; null = no limit. A month is taken as 30 days (spec is silent). */
export const datePostedMaxAgeMs: Record<DatePostedFilter, number | null> = {
  Past24Hours: DAY_MS,
  PastWeek: 7 * DAY_MS,
  PastMonth: 30 * DAY_MS,
  AnyTime: null,
};

// Field names are the spec's; directions are strings.
const jobSortField = {
  CreatedDate: ['createdDate', 'Created date'],
  Title: 'title',
  ExpireDate: ['expireDate', 'Expire date'],
} as const;
export const JobSortField = codesOf(jobSortField),
  jobSortFieldLabels = labelsOf(jobSortField);
export type JobSortField = CodeOf<typeof JobSortField>;
type SortDirection = 'asc' | 'desc';
export interface JobSort {
  field: JobSortField;
  direction: SortDirection;
}
/** The six job sort options: each field ascending (A to Z), then descending: the order of every sort menu. */
export const jobSortOptions: readonly JobSort[] = (['createdDate', 'title', 'expireDate'] as const).flatMap((field) =>
  (['asc', 'desc'] as const).map((direction) => ({ field, direction })),
);
