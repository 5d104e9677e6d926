import { z } from 'zod/mini';
import { fromText } from './common';
import { BENEFIT_FLAGS } from '../../domain/benefits';
import { MAX_SALARY } from '../../domain/constants';
import { JobType, RemoteStatus } from '../../domain/enums/job';
import { DatePostedFilter } from '../../domain/enums/job-search';

/**
 * The query of GET Job/search (and of the /jobs and /job-board URLs, which use the same names, so a link can be
 * shared). Query strings carry text, so numbers are coerced and a list may come as one value or repeated keys.
 * The mock validates the same schema and answers 400 with field errors when it fails.
 */

/** Absent or empty stays absent (an empty form field is "no filter"). */
export const blankToUndefined = (v: unknown) => (v === '' || (Array.isArray(v) && v.length === 0) ? undefined : v);
export const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(z.transform(blankToUndefined), z.optional(schema));
const number = (min: number, max: number, message: string) =>
  fromText(z.number({ error: message }).check(z.minimum(min, message), z.maximum(max, message)));
export const int = (min: number, max: number, message: string) =>
  fromText(z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message)));
export const oneOf = <T extends number>(codes: readonly T[], message: string) =>
  fromText(
    z.number({ error: message }).check(z.refine((n) => (codes as readonly number[]).includes(n), message)),
  ) as unknown as z.ZodMiniType<T>;
/** One value or repeated keys, as a list. */
const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.transform((v: unknown) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v])),
    z.optional(z.array(item)),
  );

export const JOB_SORT_FIELDS = ['createdDate', 'title', 'expireDate'] as const;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** The distances the search offers around a place, in miles; a place without one is searched within the default. */
export const RADIUS_MILES = [10, 25, 50, 100, 250] as const;
export const RADIUS_DEFAULT = 50;
export const KEYWORD_MAX = 100;

/** The offered distance nearest to a number of miles (a link may hold any number). */
export const nearestRadius = (miles: number) =>
  RADIUS_MILES.reduce<number>((best, r) => (Math.abs(r - miles) < Math.abs(best - miles) ? r : best), RADIUS_DEFAULT);

/** What the API says of an id that names no lookup, by query key (the mock's 400s: src/api/schemas/job-lookups.ts). */
export const unknownLookup = {
  jobFieldId: 'Unknown job field',
  focusIds: 'Unknown focus',
  yearsOfExperienceIds: 'Unknown experience level',
  salaryCompensationId: 'Unknown pay period',
} as const;

const salaryMessage = `Enter an amount from 0 to ${MAX_SALARY.toLocaleString('en-US')}`;
export const pageFields = {
  pageNumber: optional(int(1, 100_000, 'Page numbers start at 1')),
  pageSize: optional(int(1, PAGE_SIZE_MAX, `A page holds 1 to ${PAGE_SIZE_MAX} jobs`)),
};
export const datePosted = optional(
  z.enum(Object.values(DatePostedFilter) as [DatePostedFilter, ...DatePostedFilter[]], 'Choose a date posted'),
);

/**
 * A point to measure distance from and the radius go together: when one of lat, lng and radius is given, each missing
 * one is a field error of its own, saying which it is. The app's search sends all three or none (a place and its
 * distance), so only an API caller sees these.
 */
const distancePart = (key: 'lat' | 'lng' | 'radius', message: string) =>
  z.refine<{ lat?: number; lng?: number; radius?: number }>(
    (q) => q[key] !== undefined || [q.lat, q.lng, q.radius].every((v) => v === undefined),
    { message, path: [key] },
  );

export const jobSearchQuerySchema = z
  .object({
    keyword: optional(z.string().check(z.maxLength(KEYWORD_MAX, `Keep the keywords under ${KEYWORD_MAX} characters`))),
    jobTypes: listOf(oneOf(Object.values(JobType), 'Unknown job type')),
    remoteStatuses: listOf(oneOf(Object.values(RemoteStatus), 'Unknown remote status')),
    datePosted,
    /** A point to measure distance from, and the radius in miles: all three or none. */
    lat: optional(number(-90, 90, 'Latitude is -90 to 90')),
    lng: optional(number(-180, 180, 'Longitude is -180 to 180')),
    radius: optional(number(1, 3000, 'Choose a distance')),
    salaryMin: optional(number(0, MAX_SALARY, salaryMessage)),
    salaryMax: optional(number(0, MAX_SALARY, salaryMessage)),
    salaryCompensationId: optional(int(1, 1000, unknownLookup.salaryCompensationId)),
    benefits: listOf(z.enum(BENEFIT_FLAGS, 'Unknown benefit')),
    jobFieldId: optional(int(1, 10_000, unknownLookup.jobFieldId)),
    focusIds: listOf(int(1, 10_000, unknownLookup.focusIds)),
    yearsOfExperienceIds: listOf(int(1, 1000, unknownLookup.yearsOfExperienceIds)),
    sort: optional(z.enum(JOB_SORT_FIELDS, 'Sort by created date, title or expiry date')),
    order: optional(z.enum(['asc', 'desc'], 'Sort ascending or descending')),
    ...pageFields,
  })
  .check(
    z.refine((q) => q.salaryMin === undefined || q.salaryMax === undefined || q.salaryMin <= q.salaryMax, {
      message: 'The maximum must be at least the minimum',
      path: ['salaryMax'],
    }),
    distancePart('lat', 'The latitude (lat) is missing: lat, lng and radius go together'),
    distancePart('lng', 'The longitude (lng) is missing: lat, lng and radius go together'),
    distancePart('radius', 'The distance (radius) is missing: lat, lng and radius go together'),
  );
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;
