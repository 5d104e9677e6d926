import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cards, expectStatus, expectToast, fastUser } from './data';
import { renderApp, signInAs } from './render';
import { buildFeedback } from '../../mocks/builders';
import { clock } from '../../mocks/clock';
import { db, type FeedbackRecord } from '../../mocks/db';

/** admin/feedback: the admins read the feedback, newest first, and mark it read. */

/** Exactly these feedbacks, and no other. */
async function onlyFeedback(...records: Array<Partial<FeedbackRecord>>) {
  db.feedback.clear();
  for (const [index, record] of records.entries())
    await db.feedback.create(buildFeedback({ id: index + 1, ...record }));
}

const headings = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const cardOf = (id: number) => document.getElementById(`feedback-${id}`)!.closest('article')!;

async function openList() {
  await signInAs('admin@demo.test');
  const view = renderApp('/admin/feedback');
  await screen.findByRole('heading', { level: 1, name: 'Feedback' });
  return view;
}

describe('admin/feedback', () => {
  it('lists every feedback newest first, unread ones marked, with the unread count', async () => {
    const candidate = db.users.findFirst((q) => q.where({ email: 'candidate@demo.test' }))!;
    await onlyFeedback(
      { topic: 'bug', message: 'The map will not load.', createdDate: clock.hoursFromNow(-5), read: true },
      {
        topic: 'job-listing',
        message: 'Is the raft guide job still open?',
        email: 'casey.outdoors@example.com',
        userId: candidate.id,
        createdDate: clock.hoursFromNow(-30),
      },
      { topic: 'idea', message: 'Show housing on the cards.', createdDate: clock.hoursFromNow(-1) },
    );
    await openList();
    await expectStatus('3 messages, 2 unread');
    expect(headings()).toEqual(['An idea for the board, unread', 'Something is not working', 'A job listing, unread']);
    const fromCandidate = cardOf(2);
    expect(fromCandidate).toHaveTextContent('Is the raft guide job still open?');
    expect(fromCandidate).toHaveTextContent('FromCasey Rivers (candidate@demo.test)');
    expect(within(fromCandidate).getByRole('link', { name: 'casey.outdoors@example.com' })).toHaveAttribute(
      'href',
      'mailto:casey.outdoors@example.com',
    );
    expect(within(fromCandidate).getByText('Unread')).toBeInTheDocument();
    const read = cardOf(1);
    expect(read).toHaveTextContent('FromA visitor');
    expect(read).toHaveTextContent('Answer toNo address given');
    expect(within(read).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(read).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a feedback read: the list and the count follow, the focus on its heading', async () => {
    const user = fastUser();
    await onlyFeedback(
      { topic: 'bug', message: 'The map will not load.', createdDate: clock.hoursFromNow(-5) },
      { topic: 'idea', message: 'Show housing on the cards.', createdDate: clock.hoursFromNow(-1) },
    );
    await openList();
    await expectStatus('2 messages, 2 unread');
    await user.click(within(cardOf(1)).getByRole('button', { name: /^Mark as read/ }));

    await expectStatus('2 messages, 1 unread');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Something is not working' })).toHaveFocus());
    expect(within(cardOf(1)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cardOf(2)).getByRole('button', { name: /^Mark as read/ })).toBeInTheDocument();
    expect(db.feedback.findFirst((q) => q.where({ id: 1 }))!.read).toBe(true);
  });

  it('says so when there is no feedback', async () => {
    await onlyFeedback();
    await openList();
    await expectStatus('0 messages, 0 unread');
    expect(screen.getByRole('heading', { name: 'No feedback yet' })).toBeInTheDocument();
  });

  it("is in the admin's header", async () => {
    await signInAs('admin@demo.test');
    renderApp('/admin/jobs');
    const nav = await screen.findByRole('navigation', { name: /main/i });
    expect(within(nav).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/admin/feedback');
  });

  it('is for admins only: a candidate is sent to the jobs with a notice', async () => {
    await signInAs('candidate@demo.test');
    const view = renderApp('/admin/feedback');
    await waitFor(() => expect(view.path()).toBe('/jobs'));
    await expectToast('Only admins can open this page.');
    expect(screen.queryByRole('heading', { level: 1, name: 'Feedback' })).not.toBeInTheDocument();
  });
});
