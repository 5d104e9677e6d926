import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdRequestsUntil } from './api/gate';
import { App } from './app/App';
import { createDemoActions } from './app/demo';
import { preloadScreen } from './app/router';
import { BASE_URL, MOCKS_ON } from './env';
import { demoAtom } from './state/demo';
import { storageKeys } from './state/keys';
import { appStore } from './state/store';
import './styles.css';

function boot() {
  const root = createRoot(document.getElementById('root')!);
  let firstPageUp: (() => void) | undefined;
  const render = () =>
    root.render(
      <StrictMode>
        <App onFirstPageUp={firstPageUp} />
      </StrictMode>,
    );
  // Demo mode: the mock starts while the app renders; the app's calls wait for it (holdRequestsUntil), and the demo
  // controls come once it is up. What the mock can put off (its worker, a first visit's write) waits for the first
  // page. A production build (VITE_MOCKS=off) drops this branch and every line of mock code.
  if (MOCKS_ON) {
    preloadScreen(new URL(location.href));
    // A first visit (no demo data stored yet) fetches the data seeded at build time at once, beside the mock's code.
    const stored = localStorage.getItem(storageKeys.mockDbStored) ?? localStorage.getItem(storageKeys.mockDb);
    const snapshot = stored === null ? import('virtual:demo-snapshot') : null;
    const firstPage = new Promise<void>((resolve) => (firstPageUp = resolve));
    const ready = import('../mocks/browser').then(({ startMock }) => startMock(BASE_URL, snapshot, firstPage));
    holdRequestsUntil(ready.then((mock) => mock.fetch));
    void ready.then(
      ({ controls }) => {
        const demo = createDemoActions(controls);
        window.__demo = demo;
        appStore.set(demoAtom, demo);
      },
      (error: unknown) => console.error('The demo mock could not start', error),
    );
  }
  render();
}

boot();
