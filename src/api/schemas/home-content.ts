import { z } from 'zod/mini';
import { integer } from './common';
import { contentList, fieldsOf } from './content';

/**
 * What the content service tells visitors on home and the benefits pages: testimonials and partners. Published items
 * only, in the editors' order (each item's `sort`, then its id); shapes designed here (contracts/reference.md).
 */

/** Who a testimonial speaks to: the candidates' pages or the employers'. */
const TESTIMONIAL_AUDIENCES = ['candidate', 'employer'] as const;

/** GET items/testimonials: a person who found work or hired through the board, in their words. */
const testimonialSchema = z.object({
  id: integer,
  quote: z.string(),
  author_name: z.string(),
  author_role: z.string(),
  audience: z.enum(TESTIMONIAL_AUDIENCES),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsSchema = contentList(testimonialSchema);
export const TESTIMONIAL_FIELDS = fieldsOf(testimonialSchema);

/**
 * GET items/partners: an organisation the board works with (its logo is drawn from its name: no remote images). Its
 * website is a link of the page: an http(s) address only (never `javascript:`), else the answer is malformed.
 */
const partnerSchema = z.object({
  id: integer,
  name: z.string(),
  website: z.string().check(z.regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i)),
  description: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnersSchema = contentList(partnerSchema);
export const PARTNER_FIELDS = fieldsOf(partnerSchema);
