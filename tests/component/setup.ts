import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clock } from '../../mocks/clock';
import { behaviour } from '../../mocks/http';
import { server } from '../../mocks/node';
import { seed } from '../../mocks/seed';
import { appStore, betaAtom, userAtom } from '../../src/state/session';

/**
 * Component tests: the real msw handlers over the real seed, a fixed mock clock, and a clean session and
 * storage for every test. Screens render through the real route table (tests/component/render.tsx).
 */

// Lazy routes and the lazily mounted toast host load their modules on first use; give them time.
configure({ asyncUtilTimeout: 5000 });

const NOW = '2026-11-22T12:00:00.000Z';

// jsdom does not scroll; the router's <ScrollRestoration/> calls it on every navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

beforeAll(async () => {
  clock.set(NOW);
  server.listen({ onUnhandledRequest: 'error' });
  await seed();
});

beforeEach(() => {
  clock.set(NOW);
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  behaviour.faults = [];
  appStore.set(userAtom, null);
  appStore.set(betaAtom, false);
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  server.close();
  clock.set(null);
});
