import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api';
import { App } from './app/App';
import { createDemoActions, type DemoActions } from './app/demo';
import './styles.css';

async function boot() {
  let demo: DemoActions | null = null;
  // Demo mode: the mock starts before the first call. A production build (VITE_MOCKS=off) drops this
  // branch and with it every line of mock code.
  if (import.meta.env.VITE_MOCKS !== 'off') {
    const { startMock } = await import('../mocks/browser');
    demo = createDemoActions(await startMock(import.meta.env.BASE_URL));
    window.__demo = demo;
  }
  // The content service's token is refreshed at start-up when missing or expired (quietly: content is extra).
  api.content.ensureToken().catch(() => undefined);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App demo={demo} />
    </StrictMode>,
  );
}

void boot();
