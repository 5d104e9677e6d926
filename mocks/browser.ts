import { setupWorker } from 'msw/browser';
import type { MockControls } from '../src/app/demo-controls';
import { addNotice, createControls, restoreLatency } from './controls';
import { db } from './db';
import { handlers } from './handlers';
import { DB_STORAGE_KEY, loadDb, persistDb } from './persistence';

/**
 * Demo mode: load the stored demo data (seeding it only when there is none, so faker stays off a normal
 * load), write changes through to local storage, and start the service worker. On a first visit the
 * seeding code is fetched, the data seeded and the worker registered at the same time.
 */
export async function startMock(baseUrl: string): Promise<MockControls> {
  const importSeed = () => import('./seed');
  const seedModule = localStorage.getItem(DB_STORAGE_KEY) === null ? importSeed() : null;
  const worker = setupWorker(...handlers);
  const started = worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js`, options: { scope: baseUrl } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });

  const reseed = async () => {
    const { seed } = await (seedModule ?? importSeed());
    await seed();
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
  if (loaded !== 'loaded') flush();
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
