import { useEffect, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { loader, MarkRead } from './feedback-list.data';
import { FeedbackItem, feedbackHeadingId } from './FeedbackItem';
import type { Feedback } from '../../api/schemas/feedback';
import { pageHref } from '../../api/schemas/query';
import { useFormAction } from '../../components/form/Form';
import { ResultList } from '../../components/list/ResultList';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { counted } from '../../domain/text';

/**
 * admin/feedback (role Admin; docs/product.md §4.10): every feedback, newest first, a page at a time (the page in the
 * URL), unread ones marked, with the count of unread ones. Mark as read goes through the route's action; the list is
 * loaded again after it, and the focus goes to the item's heading (its button is gone).
 */
export default function FeedbackListPage() {
  const { list } = useLoaderData<typeof loader>();
  const [params] = useUrlParams();
  const revalidator = useRevalidator();
  const mark = useFormAction<Feedback>();
  // The item last marked read, once the list that shows it so has loaded: its heading takes the focus.
  const [marked, setMarked] = useState<number | null>(null);
  const [answered, setAnswered] = useState(mark.result);
  if (answered !== mark.result) {
    setAnswered(mark.result);
    if (mark.result?.ok) setMarked(mark.result.value.id);
  }
  // When an item is marked (the fetcher's answer comes once the list is loaded again), not on each later load of the
  // list: paging away and back leaves the focus where the admin put it.
  useEffect(() => {
    if (marked !== null) document.getElementById(feedbackHeadingId(marked))?.focus();
  }, [marked]);

  const unread = list.ok ? list.value.unreadCount : 0;
  const markRead = (item: Feedback) => {
    const submission: MarkRead = { id: item.id };
    return mark.submit(submission, 'put');
  };

  return (
    <section className="page feedback-list">
      <h1>Feedback</h1>
      <p className="lead">What visitors and users sent through the feedback page, newest first.</p>
      <h2 className="visually-hidden">Messages</h2>
      <ResultList
        result={list}
        pendingText="Loading feedback…"
        failedText="The feedback could not be loaded"
        count={(page) =>
          `${counted(page.totalCount, 'message')}, ${unread} unread${page.totalCount > page.pageSize ? `, page ${page.pageNumber}` : ''}`
        }
        empty={
          <>
            <h2 tabIndex={-1}>No feedback yet</h2>
            <p className="muted">What visitors and users send through the feedback page shows here, newest first.</p>
          </>
        }
        onRetry={() => void revalidator.revalidate()}
        pageHref={pageHref(params)}
        itemKey={(item) => item.id}
        className="feedback-items"
      >
        {(item) => <FeedbackItem item={item} busy={mark.busy} onMarkRead={(i) => void markRead(i)} />}
      </ResultList>
    </section>
  );
}
