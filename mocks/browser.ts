import { getResponse } from 'msw';
import { addNotice, createControls, restoreLatency } from './controls';
import { db } from './db';
import { indexedDbStore } from './db-store';
import { handlers } from './handlers';
import { runRequestsIn } from './http';
import { loadDb } from './persistence';
import { shareDb } from './shared-db';
import { loadSnapshot } from './snapshot';
import type { MockControls } from '../src/domain/demo-controls';
import { DEMO_BUILD } from '../src/env';

/** What the app gets from the started mock: the demo controls, and the fetch that reaches the mock. */
export interface StartedMock {
  controls: MockControls;
  fetch: typeof fetch;
}

/**
 * Demo mode: load the stored demo data (IndexedDB; or, when there is none, the demo data seeded at build time, moved to
 * now: faker and the seeding code never run in the browser), share it with the other tabs (every request a
 * transaction on the freshest stored data, written through: mocks/shared-db.ts), and answer the app's calls.
 * On a first visit the data (`snapshotModule`, already on its way: main.tsx asks for it first) arrives meanwhile.
 * The calls are answered in the page, by the same handlers, until the service worker controls the page: it registers
 * once the first page is up and the browser is idle (`firstPage`: main.tsx), so no call waits for its registration and
 * handshake, and neither it nor a first visit's write competes with the first page (decision 0018). Resetting the demo
 * data keeps the sessions: whoever is signed in, in any tab, stays signed in (and the content service's token stays
 * valid).
 */
export async function startMock(
  baseUrl: string,
  snapshotModule: Promise<typeof import('virtual:demo-snapshot')> | null,
  firstPage: Promise<void>,
): Promise<StartedMock> {
  // After the first page, when the browser is idle; at the latest some seconds on, should that page never settle.
  const afterFirstPage = (work: () => void) =>
    void Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, 5000))]).then(() =>
      whenIdle(work, 2000),
    );
  const importSnapshot = () => import('virtual:demo-snapshot');

  const shared = shareDb({
    store: indexedDbStore(),
    storage: localStorage,
    locks: typeof navigator.locks === 'undefined' ? null : navigator.locks,
    onQuotaExceeded: () => addNotice('Browser storage is full: demo changes are kept until you reload the page.'),
    build: DEMO_BUILD,
  });
  runRequestsIn(shared.transaction);

  const reseed = async (options?: { keepSessions: boolean }) => {
    const { default: demoData } = await (snapshotModule ?? importSnapshot());
    await loadSnapshot(demoData, Date.now(), options);
  };
  const stored = await shared.stored();
  const loaded = await loadDb(db, stored.raw, DEMO_BUILD);
  if (loaded !== 'loaded') {
    await reseed();
    if (loaded !== 'empty') addNotice('The stored demo data was from an older version or unreadable, so it was reset.');
  }
  shared.started(loaded === 'loaded' ? 'storage' : 'seed', stored.revision);
  // A first visit's data is written once the first page is up (not on its path); a change before then writes it.
  if (loaded !== 'loaded') afterFirstPage(() => void shared.persist());
  restoreLatency();
  // A real server sets the forgery-protection cookie; the mock sets it for the page (SameSite, not HttpOnly,
  // so the app can copy it into the X-XSRF-TOKEN header).
  if (!document.cookie.includes('XSRF-TOKEN='))
    document.cookie = `XSRF-TOKEN=demo-${Date.now().toString(36)}; path=/; SameSite=Strict`;
  const answer = startWorkerLater(baseUrl, afterFirstPage);
  const controls = createControls(() => reseed({ keepSessions: true }), answer.by);
  // The controls that change the data do it as requests do: on the freshest data, written through for every tab.
  return {
    fetch: answer.fetch,
    controls: {
      ...controls,
      reset: () => shared.transaction(controls.reset),
      expireSessions: () => shared.transaction(controls.expireSessions),
      mailbox: () => shared.transaction(controls.mailbox),
      markEmailRead: (id) => shared.transaction(() => controls.markEmailRead(id)),
    },
  };
}

const whenIdle = (work: () => void, timeout: number) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout }) : setTimeout(work, timeout / 4);

/**
 * Whether msw's worker may start for this page without reloading it: msw reloads a page its registered worker does
 * not control (a hard reload bypasses the worker; a page loaded while another's worker was installing is not claimed),
 * to bring the page in. The handlers answer in the page anyway, so such a page stays as it is, what is typed in it
 * included, and the next page loads under the worker.
 */
async function workerMayStart(scope: string) {
  if (navigator.serviceWorker.controller) return true;
  return !(await navigator.serviceWorker.getRegistration(scope));
}

/** A call answered by the handlers in the page (msw's getResponse); like fetch, it rejects once its signal aborts. */
async function answerInPage(request: Request): Promise<Response> {
  const { signal } = request;
  const reason = (): unknown => signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) throw reason();
  const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(reason())));
  return (await Promise.race([getResponse(handlers, request.clone()), aborted])) ?? fetch(request);
}

/**
 * Registers the service worker `later`, and returns the app's fetch (and who answers it): the handlers run in the
 * page until the worker has started for the page and controls it, then the worker answers, and the calls show in the
 * browser's network panel as a server's would. A call no handler takes goes to the network.
 */
function startWorkerLater(
  baseUrl: string,
  later: (work: () => void) => void,
): { fetch: typeof fetch; by: () => 'page' | 'worker' } {
  let started = false;
  const viaWorker = () => started && navigator.serviceWorker.controller !== null;
  // msw's worker client (a third of the mock's code) loads when it starts, not before the first answer.
  const start = () =>
    import('msw/browser')
      .then(async ({ setupWorker }) => {
        // Asked again once its code is in: another tab may have registered the worker meanwhile.
        if (!(await workerMayStart(baseUrl))) return false;
        await setupWorker(...handlers).start({
          serviceWorker: { url: `${baseUrl}mockServiceWorker.js`, options: { scope: baseUrl } },
          onUnhandledRequest: 'bypass',
          quiet: true,
        });
        return true;
      })
      .then(
        (ok) => void (started = ok),
        (error: unknown) => console.warn('The demo mock answers in the page: its service worker did not start.', error),
      );
  if ('serviceWorker' in navigator) later(() => void start());
  return {
    fetch: (input, init) => (viaWorker() ? fetch(input, init) : answerInPage(new Request(input, init))),
    by: () => (viaWorker() ? 'worker' : 'page'),
  };
}
