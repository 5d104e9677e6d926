/**
 * Feedback (designed here: docs/product.md §4.10): what it may be about, and how long its message is. One list, read
 * by the form's select, the API's schema (src/api/schemas/feedback.ts), the mock and its seed.
 */

/** The topics, in the order the form offers them (their codes travel; the labels are the form's and the admin list's). */
export const feedbackTopicLabels = {
  bug: 'Something is not working',
  'job-listing': 'A job listing',
  idea: 'An idea for the board',
  account: 'My account',
  other: 'Something else',
} as const;

export type FeedbackTopic = keyof typeof feedbackTopicLabels;
export const FEEDBACK_TOPICS = Object.keys(feedbackTopicLabels) as [FeedbackTopic, ...FeedbackTopic[]];

/** A message says something (10 characters at least, once trimmed) and stays readable (2,000 at most). */
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;
