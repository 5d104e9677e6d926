import { setupWorker } from 'msw/browser';
import type { MockControls } from '../src/domain/demo-controls';
import { addNotice, createControls, restoreLatency } from './controls';
import { handlers } from './handlers';
import { clearDb, db, loadTrusted } from './db';
import { loadDb, persistDb, restoreDb } from './persistence';
import { rebase } from './snapshot';

/**
 * Demo mode: load the stored demo data (or, when there is none, the demo data seeded at build time, moved to
 * now: faker and the seeding code never run in the browser), write changes through to local storage, and start
 * the service worker. On a first visit the data (`snapshotModule`, already on its way: main.tsx asks for it first) arrives while the
 * worker registers.
 */
export async function startMock(baseUrl: string, snapshotModule: Promise<typeof import('virtual:demo-snapshot')> | null): Promise<MockControls> {
  const importSnapshot = () => import('virtual:demo-snapshot');
  const worker = setupWorker(...handlers);
  const started = worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js`, options: { scope: baseUrl } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });

  const reseed = async () => {
    const { default: snapshot } = await (snapshotModule ?? importSnapshot());
    clearDb();
    await loadTrusted(() => restoreDb(db, rebase(snapshot, Date.now())));
  };
  const loaded = await loadDb(db, localStorage);
  if (loaded !== 'loaded') {
    await reseed();
    if (loaded !== 'empty') addNotice('The stored demo data was from an older version or unreadable, so it was reset.');
  }
  const { flush } = persistDb(db, {
    storage: localStorage,
    onQuotaExceeded: () => addNotice('Browser storage is full: demo changes are kept until you reload the page.'),
  });
  // Written once the first page is up (not on its path); a change before then writes at once anyway.
  if (loaded !== 'loaded') {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 2000 });
    else setTimeout(flush, 500);
  }
  restoreLatency();
  // A real server sets the forgery-protection cookie; the mock sets it for the page (SameSite, not HttpOnly,
  // so the app can copy it into the X-XSRF-TOKEN header).
  if (!document.cookie.includes('XSRF-TOKEN=')) document.cookie = `XSRF-TOKEN=demo-${Date.now().toString(36)}; path=/; SameSite=Strict`;
  await started;
  return createControls(async () => {
    await reseed();
    flush();
  });
}
