import type { createBrowserRouter } from 'react-router-dom';
import { whenIdle } from '../components/ui/idle';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/** Calls `settled` once the router's first page is up: its data loaded, no navigation running. */
export function onFirstPage(router: AppRouter, settled: () => void): () => void {
  const start = () => {
    unsubscribe();
    settled();
  };
  const unsubscribe = router.subscribe((state) => state.initialized && state.navigation.state === 'idle' && start());
  if (router.state.initialized && router.state.navigation.state === 'idle') start();
  return unsubscribe;
}

/** Runs `work` a second after the first page is up, when the browser is idle: after its first paint, not beside it. */
export function afterFirstPage(router: AppRouter, work: () => void): () => void {
  let cancel = () => {};
  const stop = onFirstPage(router, () => {
    const timer = setTimeout(() => (cancel = whenIdle(work)), 1000);
    cancel = () => clearTimeout(timer);
  });
  return () => {
    stop();
    cancel();
  };
}
