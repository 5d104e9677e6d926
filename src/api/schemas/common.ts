import { z } from 'zod';

/**
 * Every product-API response wraps its payload in `result` (SPEC section 7 names it for Auth/login,
 * Company/get-suggestions and Company/upload-logo; this project uses the same envelope for all calls).
 */
export const envelope = <T extends z.ZodType>(result: T) => z.object({ result });

/**
 * The error body of the catalogue (SPEC section 8): field errors, an error text, or an exception message.
 * The spec names the three sources, not their keys; the keys are designed here (contracts/README.md).
 */
export const errorBodySchema = z.object({
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error: z.string().optional(),
  exceptionMessage: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const isoDateTime = z.iso.datetime({ offset: true });
