import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigate, useRevalidator } from 'react-router-dom';
import { DemoMailbox } from './DemoMailbox';
import type { DemoEmail } from '../../domain/demo-controls';
import type { Latency } from '../../domain/demo-controls';
import { homeFor } from '../../domain/paths';
import type { DemoActions } from '../../state/demo';
import { betaAtom, getUser, userAtom } from '../../state/session';
import { showToast } from '../../state/toasts';

const STATUSES = [400, 401, 403, 404, 409, 500];
const LATENCIES: Latency[] = ['none', 'realistic', 'slow'];

/**
 * The demo controls panel (demo mode only): sign in as any demo account, beta flag, reset data, latency,
 * faults for the next calls to an endpoint, expire the session now. Plain form controls, so the keyboard
 * reaches everything; Escape closes it.
 */
export default function DemoPanel({ demo }: { demo: DemoActions }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const beta = useAtomValue(betaAtom);
  const user = useAtomValue(userAtom);
  const [account, setAccount] = useState(demo.accounts[0]?.email ?? '');
  const [latency, setLatency] = useState(demo.latency());
  const [endpoint, setEndpoint] = useState('*');
  const [status, setStatus] = useState(500);
  const [count, setCount] = useState(1);
  const [faults, setFaults] = useState(demo.faults());
  const [declinePayment, setDeclinePayment] = useState(demo.paymentFailuresLeft() > 0);
  const [said, setSaid] = useState('');
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { key: pageKey } = useLocation();
  const [mail, setMail] = useState<DemoEmail[]>([]);
  const readMail = useCallback(() => void demo.mailbox().then(setMail), [demo]);
  // The page's data, read again after each page change and each write of the page (a reset link asked for, a new
  // confirmation link: no page change). Their transitions are batched, so no in-between state is seen: the data is.
  const pageData = useMatches();
  // The mailbox as it is after each page change or write (a registration, a reset …) and whenever the panel opens;
  // read when the page is idle (a first visit's data is written then: a read before would write it on the page's path).
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return readMail();
    const id = requestIdleCallback(readMail, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, [readMail, pageKey, pageData, open]);
  const unread = mail.filter((m) => !m.read).length;

  useEffect(() => {
    for (const notice of demo.takeNotices()) showToast('info', notice);
  }, [demo]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const report = (message: string) => setSaid(message);

  async function signInAs() {
    try {
      await demo.signInAs(account);
      report(`Signed in as ${account}.`);
      navigate(homeFor(getUser()));
    } catch {
      report('Sign-in failed.');
    }
  }

  return (
    // Inside the shell's demo strip, the landmark named "Demo controls".
    <div className={`demo${open ? ' demo--open' : ''}`}>
      <button
        ref={toggleRef}
        type="button"
        className="demo__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={unread > 0 ? `${panelId}-mail` : undefined}
        onClick={() => {
          setOpen((v) => !v);
          // The mock uses up an armed payment failure when a payment is made: show what is left each time.
          setDeclinePayment(demo.paymentFailuresLeft() > 0);
        }}
      >
        Demo controls
      </button>
      {unread > 0 && (
        <span id={`${panelId}-mail`} className="demo__badge">
          {unread} <span className="demo__badge-text">new email{unread === 1 ? '' : 's'}</span>
        </span>
      )}
      <div id={panelId} className="demo__panel" hidden={!open}>
        <h2 className="demo__title">Demo controls</h2>
        <p className="demo__status" role="status">
          {said}
        </p>

        <fieldset>
          <legend>Sign in as</legend>
          <label htmlFor={`${panelId}-account`} className="visually-hidden">
            Demo account
          </label>
          <select id={`${panelId}-account`} value={account} onChange={(e) => setAccount(e.target.value)}>
            {demo.accounts.map((a) => (
              <option key={a.email} value={a.email}>
                {a.label}
              </option>
            ))}
          </select>
          <button type="button" className="button" onClick={() => void signInAs()}>
            Sign in
          </button>
          <button
            type="button"
            className="button"
            disabled={!user}
            onClick={() => void demo.expireSessionNow().then(() => report('The session has expired.'))}
          >
            Expire session now
          </button>
        </fieldset>

        <DemoMailbox demo={demo} mail={mail} onChange={readMail} onFollowLink={() => setOpen(false)} />

        <fieldset>
          <legend>Access</legend>
          <label className="check">
            <input type="checkbox" checked={beta} onChange={(e) => demo.setBeta(e.target.checked)} /> Beta access
          </label>
        </fieldset>

        <fieldset>
          <legend>Latency</legend>
          {LATENCIES.map((l) => (
            <label key={l} className="check">
              <input
                type="radio"
                name={`${panelId}-latency`}
                value={l}
                checked={latency === l}
                onChange={() => {
                  demo.setLatency(l);
                  setLatency(l);
                }}
              />{' '}
              {l}
            </label>
          ))}
        </fieldset>

        <fieldset>
          <legend>Make the next calls fail</legend>
          <label htmlFor={`${panelId}-endpoint`}>Endpoint</label>
          <select id={`${panelId}-endpoint`} value={endpoint} onChange={(e) => setEndpoint(e.target.value)}>
            <option value="*">Any call</option>
            {demo.endpoints.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
          <div className="demo__row">
            <label>
              Status{' '}
              <select value={status} onChange={(e) => setStatus(Number(e.target.value))}>
                {STATUSES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
            <label>
              Times{' '}
              <input
                type="number"
                min={1}
                max={20}
                value={count}
                onChange={(e) => setCount(Math.max(1, Number(e.target.value) || 1))}
              />
            </label>
          </div>
          <button
            type="button"
            className="button"
            onClick={() => {
              demo.failNext(endpoint, status, count);
              setFaults(demo.faults());
              report(
                `The next ${count} call(s) to ${endpoint === '*' ? 'any endpoint' : endpoint} will answer ${status}.`,
              );
            }}
          >
            Arm fault
          </button>
          {faults.length > 0 && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                demo.clearFaults();
                setFaults([]);
                report('Faults cleared.');
              }}
            >
              Clear faults
            </button>
          )}
        </fieldset>

        <fieldset>
          <legend>Payments</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={declinePayment}
              onChange={(e) => {
                demo.failNextPayments(e.target.checked ? 1 : 0);
                setDeclinePayment(e.target.checked);
                report(e.target.checked ? 'The next boost payment will be declined.' : 'Payments go through again.');
              }}
            />{' '}
            Decline the next payment
          </label>
        </fieldset>

        <fieldset>
          <legend>Data</legend>
          <button
            type="button"
            className="button button--danger"
            onClick={() =>
              void demo
                .reset()
                .then(() => (void revalidator.revalidate(), report('Demo data reset to its starting point.')))
            }
          >
            Reset demo data
          </button>
        </fieldset>
      </div>
    </div>
  );
}
