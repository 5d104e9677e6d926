import { z } from 'zod/mini';
import { integer } from './common';
import { contentList, fieldsOf } from './content';

/**
 * A state section's texts in the content service (`state_pages`, designed here: contracts/reference.md): each item one
 * entry of a section (an FAQ's question and answer, an activity, a testimonial …), its body rich text, sanitised
 * before it is shown. Published items only, in the editors' order (each item's `sort`, then its id).
 */

/** The sections of a state's page, in the order the page shows them. */
const STATE_SECTIONS = [
  'about',
  'opportunities',
  'activities',
  'recreation',
  'education',
  'organizations',
  'testimonials',
  'get_involved',
  'faq',
] as const;
export type StateSection = (typeof STATE_SECTIONS)[number];

const statePageSchema = z.object({
  id: integer,
  section: z.enum(STATE_SECTIONS),
  title: z.string(),
  body: z.string(),
});
export type StatePage = z.infer<typeof statePageSchema>;

/** GET items/state_pages: the published entries of a state's page. */
export const statePagesSchema = contentList(statePageSchema);
export const STATE_PAGE_FIELDS = fieldsOf(statePageSchema);

/** The query of items/state_pages: published entries only, of one state (its two letters), with the fields shown. */
export const statePagesQuerySchema = z.object({
  status: z.literal('published'),
  state: z.string('Name the state').check(z.regex(/^[A-Z]{2}$/, 'Name the state by its two capital letters')),
  fields: z.string(),
});
export type StatePagesQuery = z.infer<typeof statePagesQuerySchema>;
