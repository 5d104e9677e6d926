import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/router';
import { whenIdle } from './app/idle';
import { createDemoActions, type DemoActions } from './app/demo';
import './styles.css';

async function boot() {
  let demo: DemoActions | null = null;
  // Demo mode: the mock starts before the first call. A production build (VITE_MOCKS=off) drops this
  // branch and with it every line of mock code.
  if (import.meta.env.VITE_MOCKS !== 'off') {
    preloadScreen(new URL(location.href));
    const { startMock } = await import('../mocks/browser');
    demo = createDemoActions(await startMock(import.meta.env.BASE_URL));
    window.__demo = demo;
  }
  // The content service's token is refreshed at start-up when missing or expired (quietly: content is extra).
  // Once the first page is up: it needs no content, so this call does not compete with it.
  whenIdle(() => void import('./api/content-client').then(({ content }) => content.ensureToken()).catch(() => undefined));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App demo={demo} />
    </StrictMode>,
  );
}

void boot();
