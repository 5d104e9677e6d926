import { z } from 'zod/mini';

/** What the forms' schemas share (kept out of ./common, which the first page of /jobs loads). */

/** A form's blank text as none (null): an empty choice, an emptied field. */
export const blankToNull = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/**
 * A rule across fields runs as soon as the fields it reads are valid themselves, whatever else is wrong (zod skips
 * it otherwise): a form then shows every message at once. It never runs on a value that is not an object at all
 * (an issue of the value itself, with no path): a missing object is refused, not read.
 */
export const onceValid = (...fields: string[]) => ({
  when: (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0]))),
});

/** The id of a record a form or a button names (a job to save, a company to join): a positive whole number. */
export const recordIdSchema = z.int('Unknown record').check(z.positive('Unknown record'));
