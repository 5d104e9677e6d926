import { z } from 'zod/mini';

/**
 * Schemas use zod's tree-shakable `zod/mini` API (same core as classic zod, a fraction of the bundle):
 * the initial JavaScript of /jobs has a budget of 115 kB gzip.
 */

/**
 * Every product-API response wraps its payload in `result` (SPEC section 7 names it for Auth/login,
 * Company/get-suggestions and Company/upload-logo; this project uses the same envelope for all calls).
 */
export const envelope = <T extends z.ZodMiniType>(result: T) => z.object({ result });

/**
 * The error body of the catalogue (SPEC section 8): field errors, an error text, or an exception message.
 * The spec names the three sources, not their keys; the keys are designed here (contracts/README.md).
 */
export const errorBodySchema = z.object({
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  error: z.optional(z.string()),
  exceptionMessage: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A date and time in ISO 8601 with a zone (`2026-11-22T12:00:00.000Z`); a plain pattern (zod's iso helpers weigh more). */
export const isoDateTime = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/, 'Expected a date and time (ISO 8601)'),
);
export const integer = z.int();

/**
 * An id in a path (`admin/Job/{id}`): the path's text, a positive whole number of at most 16 digits (no sign, no
 * leading zero), as that number (a safe integer). A path whose id does not parse names nothing that exists.
 * Marked pure (a bundler keeps a method call such as `.check` otherwise): a build that does not use it drops it.
 */
export const pathIdSchema = z.pipe(/* @__PURE__ */ z.string().check(z.regex(/^[1-9]\d{0,15}$/)), z.pipe(z.transform(Number), z.int()));

/** A number that must be one of an enumeration's codes. */
export const codeOf = (codes: Record<string, number>, message: string) => {
  const values = Object.values(codes);
  return z.int(message).check(z.refine((n) => values.includes(n), message));
};

/** The first message of each field of a zod error, by the field's name (`path[0]`): what a form shows beside its fields. */
export function firstIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}
