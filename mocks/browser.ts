import { setupWorker } from 'msw/browser';
import { addNotice, createControls, restoreLatency } from './controls';
import { db } from './db';
import { indexedDbStore } from './db-store';
import { handlers } from './handlers';
import { runRequestsIn } from './http';
import { loadDb } from './persistence';
import { shareDb } from './shared-db';
import { loadSnapshot } from './snapshot';
import type { MockControls } from '../src/domain/demo-controls';

/**
 * Demo mode: load the stored demo data (IndexedDB; or, when there is none, the demo data seeded at build time, moved to
 * now: faker and the seeding code never run in the browser), share it with the other tabs (every request a
 * transaction on the freshest stored data, written through: mocks/shared-db.ts), and start the service worker.
 * On a first visit the data (`snapshotModule`, already on its way: main.tsx asks for it first) arrives while the
 * worker registers. Resetting the demo data keeps the sessions: whoever is signed in, in any tab, stays signed in
 * (and the content service's token stays valid).
 */
export async function startMock(
  baseUrl: string,
  snapshotModule: Promise<typeof import('virtual:demo-snapshot')> | null,
): Promise<MockControls> {
  const importSnapshot = () => import('virtual:demo-snapshot');
  const worker = setupWorker(...handlers);
  const started = worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js`, options: { scope: baseUrl } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });

  const shared = shareDb({
    store: indexedDbStore(),
    storage: localStorage,
    locks: typeof navigator.locks === 'undefined' ? null : navigator.locks,
    onQuotaExceeded: () => addNotice('Browser storage is full: demo changes are kept until you reload the page.'),
  });
  runRequestsIn(shared.transaction);

  const reseed = async (options?: { keepSessions: boolean }) => {
    const { default: snapshot } = await (snapshotModule ?? importSnapshot());
    await loadSnapshot(snapshot, Date.now(), options);
  };
  const stored = await shared.stored();
  const loaded = await loadDb(db, stored.raw);
  if (loaded !== 'loaded') {
    await reseed();
    if (loaded !== 'empty') addNotice('The stored demo data was from an older version or unreadable, so it was reset.');
  }
  shared.started(loaded === 'loaded' ? 'storage' : 'seed', stored.revision);
  // A first visit's data is written once the first page is up (not on its path); a request before then writes it.
  if (loaded !== 'loaded') {
    const write = () => void shared.transaction(async () => undefined);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(write, { timeout: 2000 });
    else setTimeout(write, 500);
  }
  restoreLatency();
  // A real server sets the forgery-protection cookie; the mock sets it for the page (SameSite, not HttpOnly,
  // so the app can copy it into the X-XSRF-TOKEN header).
  if (!document.cookie.includes('XSRF-TOKEN='))
    document.cookie = `XSRF-TOKEN=demo-${Date.now().toString(36)}; path=/; SameSite=Strict`;
  await started;
  const controls = createControls(() => reseed({ keepSessions: true }));
  // The controls that change the data do it as requests do: on the freshest data, written through for every tab.
  return {
    ...controls,
    reset: () => shared.transaction(controls.reset),
    expireSessions: () => shared.transaction(controls.expireSessions),
    mailbox: () => shared.transaction(controls.mailbox),
    markEmailRead: (id) => shared.transaction(() => controls.markEmailRead(id)),
  };
}
