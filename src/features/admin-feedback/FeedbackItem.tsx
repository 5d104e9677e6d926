import type { Feedback } from '../../api/schemas/feedback';
import { formatDate } from '../../domain/dates';
import { feedbackTopicLabels } from '../../domain/feedback';

/** The id of a feedback's heading: the focus goes there once it is marked read (its button is gone then). */
export const feedbackHeadingId = (id: number) => `feedback-${id}`;

/** One feedback: its topic and date, unread marked, its message, whom to answer, and Mark as read while unread. */
export function FeedbackItem({
  item,
  busy,
  onMarkRead,
}: {
  item: Feedback;
  /** A mark is on its way: the buttons wait. */
  busy: boolean;
  onMarkRead: (item: Feedback) => void;
}) {
  const topic = feedbackTopicLabels[item.topic];
  const date = formatDate(item.createdDate);
  return (
    <article
      className={`card feedback-item${item.read ? '' : ' feedback-item--unread'}`}
      aria-labelledby={feedbackHeadingId(item.id)}
    >
      <div className="feedback-item__head">
        <h3 id={feedbackHeadingId(item.id)} tabIndex={-1}>
          {topic}
          {!item.read && <span className="visually-hidden">, unread</span>}
        </h3>
        {!item.read && (
          <span className="badge badge--unread" aria-hidden="true">
            Unread
          </span>
        )}
        <time dateTime={item.createdDate} className="muted">
          {date}
        </time>
      </div>
      <p className="feedback-item__message">{item.message}</p>
      <dl className="feedback-item__from">
        <div>
          <dt>From</dt>
          <dd>{item.user ? `${item.user.firstName} ${item.user.lastName} (${item.user.email})` : 'A visitor'}</dd>
        </div>
        <div>
          <dt>Answer to</dt>
          <dd>{item.email ? <a href={`mailto:${item.email}`}>{item.email}</a> : 'No address given'}</dd>
        </div>
      </dl>
      {!item.read && (
        <p className="feedback-item__actions">
          <button type="button" className="button" aria-disabled={busy} onClick={() => !busy && onMarkRead(item)}>
            Mark as read{' '}
            <span className="visually-hidden">
              : {topic}, {date}
            </span>
          </button>
        </p>
      )}
    </article>
  );
}
