import { clock } from '../clock';
import { feedbackRecord } from '../records';
import { builder } from './builder';

/** An unread idea from a visitor who gave no address, sent now. */
export const buildFeedback = builder(feedbackRecord, ({ id = 1 }) => ({
  id,
  topic: 'idea' as const,
  message: 'A filter for jobs that include housing would help.',
  email: null,
  userId: null,
  createdDate: clock.iso(),
  read: false,
}));
