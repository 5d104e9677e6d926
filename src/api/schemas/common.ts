import { z } from 'zod/mini';

/**
 * Schemas use zod's tree-shakable `zod/mini` API (same core as classic zod, a fraction of the bundle): the first page's
 * JavaScript has a budget (docs/decisions/0001-first-load-budget.md).
 */

/**
 * Every product-API response wraps its payload in `result` (docs/product.md §7 names it for Auth/login,
 * Company/get-suggestions and Company/upload-logo; this project uses the same envelope for all calls).
 */
export const envelope = <T extends z.ZodMiniType>(result: T) => z.object({ result });

/**
 * The error body of the catalogue (docs/product.md §8): field errors, an error text, or an exception message.
 * The spec names the three sources, not their keys; the keys are designed here (contracts/reference.md).
 */
export const errorBodySchema = z.object({
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  error: z.optional(z.string()),
  exceptionMessage: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A date and time in ISO 8601 with a zone (`2026-11-22T12:00:00.000Z`); a plain pattern (zod's iso helpers weigh more). */
export const isoDateTime = z
  .string()
  .check(
    z.regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/,
      'Expected a date and time (ISO 8601)',
    ),
  );
export const integer = z.int();

/** Whether a number may come as its text (a form's field, a query string); not in a JSON body (parseJsonBody). */
let numbersAsText = true;

/**
 * A number, or in a form or a query its text: text that reads as a finite number is that number, anything else is
 * handed on as it came, so `true`, `[1]` or `null` are no numbers (zod's coercion made `true` 1).
 */
export const fromText = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown) =>
      numbersAsText && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v,
    ),
    schema,
  );

/**
 * A JSON body checked as the OpenAPI document reads it: its numbers are JSON numbers, never text (zod parses
 * synchronously, so no other parse sees the switch).
 */
export function parseJsonBody<T>(schema: z.ZodMiniType<T>, value: unknown) {
  numbersAsText = false;
  try {
    return schema.safeParse(value);
  } finally {
    numbersAsText = true;
  }
}

/**
 * An id in a path (`admin/Job/{id}`): the path's text, a positive whole number of at most 16 digits (no sign, no
 * leading zero), as that number (a safe integer). A path whose id does not parse names nothing that exists.
 * Marked pure (a bundler keeps a method call such as `.check` otherwise): a build that does not use it drops it.
 */
export const pathIdSchema = z.pipe(
  /* @__PURE__ */ z.string().check(z.regex(/^[1-9]\d{0,15}$/)),
  z.pipe(z.transform(Number), z.int()),
);

/** A whole number beyond the safe integers as 0: no record has that id either, so it is looked up as any other. */
const noneBeyondSafe = (n: number) => (Math.abs(n) > Number.MAX_SAFE_INTEGER ? 0 : n);

/**
 * An id a query names a record by (`Job/by-id?jobId=`): any whole number, as that number. One no record has, however
 * large or small, answers as an unknown id does (404), never as a malformed value; text that is no whole number is one.
 */
export const queryId = (message: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v) ? noneBeyondSafe(Number(v)) : v)),
    z.int(message),
  );

/** An id a JSON body names a record by (a boost's `jobId`): any whole number, as `queryId`. */
export const bodyId = (message: string) => z.number(message).check(z.overwrite(noneBeyondSafe), z.int(message));

/** A number that must be one of an enumeration's codes. */
export const codeOf = (codes: Record<string, number>, message: string) => {
  const values = Object.values(codes);
  return z.int(message).check(z.refine((n) => values.includes(n), message));
};

/**
 * Zod issues as the catalogue's field errors, `{ 'field.path': [message, …] }` (a list item as `remoteCountries.0`),
 * each message once: the mock answers a 400 with them, and forms show them beside their fields. The one mapping of both.
 */
export function issuesByField(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const messages = (out[issue.path.map(String).join('.') || 'body'] ??= []);
    // Two checks may refuse a value in the same words (a number both not safe and above the maximum): say it once.
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return out;
}

/** The first message of each field: what a form shows beside the field. */
export function firstMessages(errors: Record<string, readonly string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) out[field] = messages[0];
  return out;
}

/** The first message of each field of a zod error. */
export const firstIssues = (issues: Parameters<typeof issuesByField>[0]) => firstMessages(issuesByField(issues));
