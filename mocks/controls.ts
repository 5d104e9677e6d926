import { demoAccounts } from './accounts';
import { clock } from './clock';
import { db } from './db';
import { behaviour, routes } from './http';
import type { DemoEmail, Latency, MockControls } from '../src/domain/demo-controls';

const LATENCY_KEY = 'jobboard.demo-latency';
const notices: string[] = [];

export function addNotice(message: string) {
  notices.push(message);
}

/** The mock's outbox, newest first (the demo mailbox; `npm run mock:server` serves it at /_demo/mailbox). */
export const outbox = (): DemoEmail[] =>
  db.emails
    .all()
    .map(({ id, to, subject, text, links, sentDate, read }) => ({
      id,
      to,
      subject,
      text,
      links: links.map((l) => ({ ...l })),
      sentDate,
      read,
    }))
    .sort((a, b) => b.id - a.id);

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

export function restoreLatency() {
  const saved = storage()?.getItem(LATENCY_KEY);
  if (saved === 'none' || saved === 'realistic' || saved === 'slow') behaviour.latency = saved;
}

/** The demo controls: one API for the demo panel, the browser tests (window.__demo) and Node tests. */
export function createControls(
  reseed: () => Promise<void>,
  answeredBy: () => 'page' | 'worker' = () => 'page',
): MockControls {
  return {
    answeredBy,
    accounts: demoAccounts,
    currentEmailOf(email) {
      // The seed gives the demo accounts the first ids, in their order (mocks/seed/accounts.ts).
      const id = demoAccounts.findIndex((a) => a.email === email) + 1;
      return db.users.findFirst((q) => q.where({ id }))?.email ?? email;
    },
    endpoints: routes.map((r) => r.endpoint).sort(),
    latency: () => behaviour.latency,
    setLatency(latency: Latency) {
      behaviour.latency = latency;
      storage()?.setItem(LATENCY_KEY, latency);
    },
    faults: () => behaviour.faults.map((f) => ({ ...f })),
    failNext(endpoint, status, count = 1) {
      behaviour.faults = behaviour.faults.filter((f) => f.endpoint !== endpoint);
      behaviour.faults.push({ endpoint, status, remaining: count });
    },
    clearFaults() {
      behaviour.faults = [];
    },
    failNextPayments(count) {
      behaviour.failPayments = Math.max(0, Math.floor(count));
    },
    paymentFailuresLeft: () => behaviour.failPayments,
    reset: reseed,
    async expireSessions() {
      const past = new Date(clock.now() - 1000).toISOString();
      await db.sessions.updateMany((q) => q.where(() => true), {
        data(session) {
          session.expiresAt = past;
        },
      });
    },
    setClock: (at) => clock.set(at),
    mailbox: async () => outbox(),
    async markEmailRead(id) {
      await db.emails.updateMany((q) => q.where({ id }), {
        data(email) {
          email.read = true;
        },
      });
    },
    takeNotices: () => notices.splice(0),
  };
}
