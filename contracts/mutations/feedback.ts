import type { Mutation } from './mutation';

/** Feedback (mocks/handlers/feedback.ts): who sent it, what it keeps, the admins' order, count and read flag. */
export const feedbackMutations: Mutation[] = [
  {
    id: 'feedback-not-tied-to-user',
    file: 'mocks/handlers/feedback.ts',
    find: 'userId: user?.id ?? null,',
    replace: 'userId: null,',
    what: "POST Feedback stores a signed-in user's feedback as a visitor's",
  },
  {
    id: 'feedback-account-email',
    file: 'mocks/handlers/feedback.ts',
    find: 'email: body.email,',
    replace: 'email: body.email ?? user?.email ?? null,',
    what: "POST Feedback gives a signed-in user's feedback their account's address when it gives none",
  },
  {
    id: 'feedback-by-id',
    file: 'mocks/handlers/feedback.ts',
    find: 'b.createdDate.localeCompare(a.createdDate) || b.id - a.id',
    replace: 'b.id - a.id',
    what: 'GET admin/Feedback lists the feedback by id (as stored), not by when it was sent',
  },
  {
    id: 'feedback-oldest-first',
    file: 'mocks/handlers/feedback.ts',
    find: 'b.createdDate.localeCompare(a.createdDate) || b.id - a.id',
    replace: 'a.createdDate.localeCompare(b.createdDate) || a.id - b.id',
    what: 'GET admin/Feedback lists the oldest feedback first',
  },
  {
    id: 'feedback-unread-of-page',
    file: 'mocks/handlers/feedback.ts',
    find: 'const unreadCount = all.filter((record) => !record.read).length;',
    replace: 'const unreadCount = page.items.filter((record) => !record.read).length;',
    what: 'GET admin/Feedback counts the unread feedback of the page only, not of all',
  },
  {
    id: 'feedback-read-not-kept',
    file: 'mocks/handlers/feedback.ts',
    find: `      const updated = await db.feedback.update(record, {
        data(r) {
          r.read = true;
        },
      });
      return toFeedback(updated ?? record);`,
    replace: '      return { ...toFeedback(record), read: true };',
    what: 'PUT admin/Feedback/{id}/read answers the feedback read but does not keep it read',
  },
  {
    id: 'feedback-read-marks-all',
    file: 'mocks/handlers/feedback.ts',
    find: `      const updated = await db.feedback.update(record, {`,
    replace: `      await db.feedback.updateMany((q) => q.where({ read: false }), { data: (r) => void (r.read = true) });
      const updated = await db.feedback.update(record, {`,
    what: 'PUT admin/Feedback/{id}/read marks every feedback read',
  },
];
