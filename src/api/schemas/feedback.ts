import { z } from 'zod/mini';
import { emailSchema } from './account';
import { integer, isoDateTime } from './common';
import { pageOf } from './job';
import { int, optional, PAGE_SIZE_MAX } from './job-search';
import { blankToNull } from './rules';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGE_MIN, FEEDBACK_TOPICS } from '../../domain/feedback';

/**
 * Feedback (calls and shapes proposed here: contracts/reference.md): what anyone sends (POST Feedback), and what the site
 * admins read (GET admin/Feedback, PUT admin/Feedback/{id}/read). The form, the route's action and the mock check the
 * same schema.
 */

const CHOOSE_TOPIC = 'Choose what your feedback is about';

/** POST Feedback: a topic, a message, and an address to answer to (none: null; an emptied field reads as none). */
export const feedbackInputSchema = z.object({
  topic: z.enum(FEEDBACK_TOPICS, CHOOSE_TOPIC),
  message: z
    .string('Write your message')
    .check(
      z.trim(),
      z.minLength(1, 'Write your message'),
      z.minLength(FEEDBACK_MESSAGE_MIN, `Write at least ${FEEDBACK_MESSAGE_MIN} characters`),
      z.maxLength(FEEDBACK_MESSAGE_MAX, `Keep it under ${FEEDBACK_MESSAGE_MAX.toLocaleString('en-US')} characters`),
    ),
  // None given (no field in the body) is none too.
  email: z.pipe(
    z.transform((value: unknown) => blankToNull(value ?? null)),
    z.nullable(emailSchema),
  ),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

/** The signed-in user a feedback was sent by (their account's address, whatever address the feedback gives). */
const feedbackUserSchema = z.object({
  id: integer,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** A feedback as stored: what was sent, who sent it (null: a visitor), when, and whether an admin has read it. */
export const feedbackSchema = z.object({
  id: integer,
  topic: z.enum(FEEDBACK_TOPICS),
  message: z.string(),
  email: z.nullable(z.string()),
  user: z.nullable(feedbackUserSchema),
  createdDate: isoDateTime,
  read: z.boolean(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET admin/Feedback: a page of every feedback, newest first, and how many of all are unread. */
export const feedbackPageSchema = z.extend(pageOf(feedbackSchema), { unreadCount: integer });

/** The query of GET admin/Feedback: the page (from 1), of 20 unless another size is asked for. */
export const feedbackQuerySchema = z.object({
  pageNumber: optional(int(1, 100_000, 'Page numbers start at 1')),
  pageSize: optional(int(1, PAGE_SIZE_MAX, `A page holds 1 to ${PAGE_SIZE_MAX} items`)),
});
export type FeedbackQuery = z.infer<typeof feedbackQuerySchema>;
