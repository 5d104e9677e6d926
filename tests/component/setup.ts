import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { NOW } from './data';
import { seededOnce } from './seeded';
import { clock } from '../../mocks/clock';
import { clearDb, db, loadTrusted } from '../../mocks/db';
import { behaviour } from '../../mocks/http';
import { server } from '../../mocks/node';
import { checkMockAnswers } from '../../mocks/openapi/check';
import { restoreDb } from '../../mocks/persistence';
import { clearLookups } from '../../src/state/lookups';
import { appStore } from '../../src/state/session';
import { resetStoredAtoms } from '../../src/state/storage';
import { heldWritesAtom } from '../../src/state/unsaved';

/**
 * Component tests: the real msw handlers over the real seed, a fixed mock clock, and for every test the seeded data,
 * a clean session, storage, lookups and no faults (all reset here, after each test, in one place). Screens render
 * through the real route table (tests/component/render.tsx).
 */

// What a test waits for (a lazy route, a list loaded again, a toast) may take four times as long on a loaded CI
// machine as here: each wait gives it 20 s (decision 0023). A broken screen still fails, after that wait.
configure({ asyncUtilTimeout: 20_000 });
// Every answer of the mock (but the demo controls' faults) is checked against contracts/openapi.json: a 500 if it
// does not match.
checkMockAnswers();

// Uploads: the app posts form data with fetch, which here is Node's, and Node's fetch cannot read jsdom's FormData
// nor jsdom's files (it lacks Blob.prototype.stream). Browsers have no such gap: give the app's empty FormData
// Node's class, and jsdom's files a readable stream.
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    const bytes = this.arrayBuffer();
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    }) as ReturnType<Blob['stream']>;
  };
}
// React itself builds jsdom's FormData from a form element when one is submitted: that use keeps jsdom's.
const JsdomFormData = globalThis.FormData;
const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor as typeof FormData;
globalThis.FormData = new Proxy(NodeFormData, {
  construct: (_target, args: ConstructorParameters<typeof FormData>) =>
    args.length ? new JsdomFormData(...args) : new NodeFormData(),
});

// jsdom does not scroll; the router's <ScrollRestoration/> calls it on every navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// jsdom has <dialog> (and hides it while closed) but not its methods: open and close it as a browser would. A modal
// one takes the focus (the first focusable element inside, as the dialog focusing steps say), and Escape cancels it.
// Browsers differ on where focus goes when it closes, so nothing is done here about that: the app's Dialog says it.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const focusable =
      'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';
    this.querySelector<HTMLElement>(`[autofocus], ${focusable}`)?.focus();
  };
  document.addEventListener('keydown', (event) => {
    const open = Array.from(document.querySelectorAll('dialog[open]'));
    const dialog = open[open.length - 1];
    if (event.key !== 'Escape' || !dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) (dialog as HTMLDialogElement).close();
  });
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * The seeded data: every test starts from it (restored after each test, whatever it wrote). Seeded once per worker:
 * this module runs again for each file, the modules it imports do not (vitest.config.ts, `isolate: false`).
 */
let seeded: Record<string, unknown[]> = {};
/** The seeded records back in the collections: checked by their schemas when seeded, so not checked again. */
const restoreSeeded = () => loadTrusted(() => restoreDb(db, structuredClone(seeded)));

beforeAll(async () => {
  clock.set(NOW);
  server.listen({ onUnhandledRequest: 'error' });
  seeded = await seededOnce();
  clearDb();
  await restoreSeeded();
});

beforeEach(() => {
  clock.set(NOW);
  // The app reads Date ('posted today', whether a job still takes applications): it starts at the mock's "now"
  // and runs on from there (a frozen Date slows some waits down). Only Date is faked: timers run for real.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(NOW));
});

afterEach(async () => {
  cleanup();
  clearDb();
  await restoreSeeded();
  server.resetHandlers();
  clearLookups();
  behaviour.faults = [];
  behaviour.failPayments = 0;
  behaviour.latency = 'none';
  // Every stored atom back to its initial value (the store outlives a test; its storage is cleared below).
  resetStoredAtoms((stored, reset) => appStore.set(stored, reset));
  // A write held for its undo window goes with its test (it would be sent in the next one).
  appStore.set(heldWritesAtom, []);
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  server.close();
  clock.set(null);
});
