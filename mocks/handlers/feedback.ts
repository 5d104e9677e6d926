import {
  feedbackInputSchema,
  feedbackPageSchema,
  feedbackQuerySchema,
  feedbackSchema,
  type Feedback,
} from '../../src/api/schemas/feedback';
import { Role } from '../../src/domain/enums/user';
import { clock } from '../clock';
import { db, nextId, type FeedbackRecord } from '../db';
import { idPath, notFound, route } from '../http';
import { pageOf } from '../queries/jobs';

/** Feedback (calls proposed here, contracts/reference.md): anyone sends it, the site admins read it. */

const NO_FEEDBACK = 'This feedback does not exist.';

/** Newest first; of two sent at the same moment, the later one (the higher id) first. */
const newestFirst = (a: FeedbackRecord, b: FeedbackRecord) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id;

/** A feedback as the API answers it: its sender's account beside it, when a signed-in user sent it. */
function toFeedback(record: FeedbackRecord): Feedback {
  const user = record.userId === null ? null : db.users.findFirst((q) => q.where({ id: record.userId! }));
  return {
    id: record.id,
    topic: record.topic,
    message: record.message,
    email: record.email,
    user: user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } : null,
    createdDate: record.createdDate,
    read: record.read,
  };
}

export const feedbackHandlers = [
  route(
    'post',
    'Feedback',
    {
      summary: 'Sends feedback: no sign-in needed; a signed-in user is its sender',
      spec: 'proposed',
      auth: 'optional',
      body: feedbackInputSchema,
      response: feedbackSchema,
    },
    async ({ body, user }) => {
      const record = await db.feedback.create({
        id: nextId(db.feedback),
        topic: body.topic,
        message: body.message,
        email: body.email,
        userId: user?.id ?? null,
        createdDate: clock.iso(),
        read: false,
      });
      return toFeedback(record);
    },
  ),

  route(
    'get',
    'admin/Feedback',
    {
      summary: 'Every feedback, newest first, a page at a time, with the count of unread ones',
      spec: 'proposed',
      auth: [Role.Admin],
      query: feedbackQuerySchema,
      response: feedbackPageSchema,
    },
    ({ query }) => {
      const all = db.feedback.all();
      const page = pageOf(all, () => true, newestFirst, query.pageNumber, query.pageSize);
      const unreadCount = all.filter((record) => !record.read).length;
      return { ...page, items: page.items.map(toFeedback), unreadCount };
    },
  ),

  route(
    'put',
    'admin/Feedback/:id/read',
    {
      summary: 'Marks a feedback read (again: no change)',
      spec: 'proposed',
      auth: [Role.Admin],
      ...idPath(NO_FEEDBACK),
      response: feedbackSchema,
      errors: [404],
    },
    async ({ params }) => {
      const record = db.feedback.findFirst((q) => q.where({ id: params.id }));
      if (!record) throw notFound(NO_FEEDBACK);
      const updated = await db.feedback.update(record, {
        data(r) {
          r.read = true;
        },
      });
      return toFeedback(updated ?? record);
    },
  ),
];
