import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DemoEmail } from '../../domain/demo-controls';
import type { DemoActions } from '../../state/demo';

/** When an email was sent: 'Nov 22, 2026, 3:04 PM', in the user's time zone. */
const sentAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * The demo mailbox: every email the product sent (the mock's outbox), newest first, unread ones marked; a message
 * opens in place, its links work (they are the app's own pages). `mail` is the list as last read (the panel reads
 * it again on each page change and when it opens); `onChange` after a message is marked read.
 */
export function DemoMailbox({
  demo,
  mail,
  onChange,
  onFollowLink,
}: {
  demo: DemoActions;
  mail: DemoEmail[];
  onChange: () => void;
  onFollowLink: () => void;
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  const ids = useId();
  const open = mail.find((m) => m.id === openId) ?? null;
  useEffect(() => {
    if (open && !open.read) void demo.markEmailRead(open.id).then(onChange);
  }, [open, demo, onChange]);

  const unread = mail.filter((m) => !m.read).length;
  return (
    <fieldset className="mailbox">
      <legend>
        Mailbox{' '}
        <span className="muted">
          (
          {mail.length === 0
            ? 'empty'
            : `${mail.length} email${mail.length === 1 ? '' : 's'}${unread ? `, ${unread} unread` : ''}`}
          )
        </span>
      </legend>
      {mail.length === 0 && (
        <p className="muted">Emails the product sends (address confirmations, password resets) arrive here.</p>
      )}
      {mail.length > 0 && (
        <ul className="mailbox__list" aria-label="Emails, newest first">
          {mail.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className={`mailbox__item${m.read ? '' : ' mailbox__item--unread'}`}
                aria-expanded={openId === m.id}
                aria-controls={`${ids}-message`}
                onClick={() => setOpenId(openId === m.id ? null : m.id)}
              >
                <span className="mailbox__subject">
                  {!m.read && <span className="visually-hidden">Unread: </span>}
                  {m.subject}
                </span>
                <span className="mailbox__meta">
                  To {m.to} · {sentAt(m.sentDate)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div id={`${ids}-message`}>
        {open && (
          <article className="mailbox__message" aria-label={`Email: ${open.subject}`}>
            <h3>{open.subject}</h3>
            <p className="mailbox__meta">
              To {open.to} · {sentAt(open.sentDate)}
            </p>
            <p className="mailbox__text">{open.text}</p>
            {open.links.map((link) => (
              <p key={link.href}>
                <Link className="button button--primary" to={link.href} onClick={onFollowLink}>
                  {link.label}
                </Link>
              </p>
            ))}
          </article>
        )}
      </div>
    </fieldset>
  );
}
