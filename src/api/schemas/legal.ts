import { z } from 'zod/mini';
import { isoDateTime } from './common';
import { contentList } from './content';

/** The legal pages, by their path: each has one published text in the content service's `legal_pages`. */
export const LEGAL_SLUGS = ['terms-conditions', 'privacy-policy', 'terms-of-service', 'nda-agreement'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** The fields of a legal page the app shows, as the content service's `fields` parameter names them. */
export const LEGAL_FIELDS = 'slug,title,body,date_updated';

/** A legal page's text: its body is rich text (HTML), sanitised before it is shown. */
const legalPageSchema = z.object({
  slug: z.enum(LEGAL_SLUGS),
  title: z.string(),
  body: z.string(),
  date_updated: isoDateTime,
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** GET items/legal_pages: the published text of one page (a list of one, or none). */
export const legalPagesSchema = contentList(legalPageSchema);

/** The query of items/legal_pages: published texts only, of the page named, with the fields the app shows. */
export const legalPagesQuerySchema = z.object({
  status: z.literal('published'),
  slug: z.enum(LEGAL_SLUGS, 'Unknown legal page'),
  fields: z.string(),
});
export type LegalPagesQuery = z.infer<typeof legalPagesQuerySchema>;
