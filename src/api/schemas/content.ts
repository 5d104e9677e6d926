import { z } from 'zod';

/** POST auth/authenticate of the content service: the fixed API credentials ({key}) and the token it returns. */
export const contentCredentialsSchema = z.object({ key: z.string().min(1) });
export const contentTokenSchema = z.object({
  data: z.object({ accessToken: z.string().min(1), expires: z.iso.datetime({ offset: true }) }),
});
export type ContentToken = z.infer<typeof contentTokenSchema>['data'];

export const tooltipSchema = z.object({ field_name: z.string(), tooltip: z.string() });
export type Tooltip = z.infer<typeof tooltipSchema>;

/** Content-service lists come as `{ data: [...] }`. */
export const contentList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
