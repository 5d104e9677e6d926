import { z } from 'zod/mini';
import { isoDateTime } from './common';

/** POST auth/authenticate of the content service: the fixed API credentials ({key}) and the token it returns. */
export const contentCredentialsSchema = z.object({ key: z.string().check(z.minLength(1)) });
export const contentTokenDataSchema = z.object({ accessToken: z.string().check(z.minLength(1)), expires: isoDateTime });
export const contentTokenSchema = z.object({ data: contentTokenDataSchema });
export type ContentToken = z.infer<typeof contentTokenDataSchema>;

export const tooltipSchema = z.object({ field_name: z.string(), tooltip: z.string() });
/**
 * The query of a list of items (items/tooltips, items/testimonials, items/partners): published items only, with the
 * fields the app shows (comma-separated).
 */
export const publishedQuerySchema = /* @__PURE__ */ z.object({ status: z.literal('published'), fields: z.string() });
export type PublishedQuery = z.infer<typeof publishedQuerySchema>;
export type Tooltip = z.infer<typeof tooltipSchema>;

/** The `fields` parameter that asks for an item's every field: `id,quote,author_name`. */
export const fieldsOf = (item: z.ZodMiniObject) => Object.keys(item.shape).join(',');

/** Content-service lists come as `{ data: [...] }`. */
export const contentList = <T extends z.ZodMiniType>(item: T) => z.object({ data: z.array(item) });
export const tooltipsSchema = /* @__PURE__ */ contentList(tooltipSchema);
