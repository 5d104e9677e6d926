import { Provider } from 'jotai/react';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { followOtherTabs } from './follow-tabs';
import { navigateOnLogout } from './logout';
import { createAppRouter } from './router';
import { whenIdle } from '../components/ui/idle';
import { watchSessionExpiry } from '../state/session';
import { appStore } from '../state/store';

/**
 * The content service's token is refreshed at start-up when missing or expired (docs/product.md §7), quietly
 * (content is extra), a second after the first page is up, when the browser is idle: the first page needs no
 * content, so neither this call nor its code competes with it.
 */
const refreshContentToken = () =>
  void import('../api/content').then(({ content }) => content.ensureToken()).catch(() => undefined);

function afterFirstPage(router: ReturnType<typeof createAppRouter>, work: () => void): () => void {
  let cancel = () => {};
  const start = () => {
    unsubscribe();
    // A second after the first page settled, when the browser is idle: after its first paint, not beside it.
    const timer = setTimeout(() => (cancel = whenIdle(work)), 1000);
    cancel = () => clearTimeout(timer);
  };
  const unsubscribe = router.subscribe((state) => state.initialized && state.navigation.state === 'idle' && start());
  if (router.state.initialized && router.state.navigation.state === 'idle') start();
  return () => {
    unsubscribe();
    cancel();
  };
}

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  useEffect(() => {
    // Subscribe first, then watch: a session that expired while the page was closed logs out at once, and the
    // logout's destination (login or home-employer) is then navigated to.
    const off = navigateOnLogout(router);
    const stop = watchSessionExpiry();
    const stopContent = afterFirstPage(router, refreshContentToken);
    // From the start: a tab opened a moment ago follows another tab's sign-out too.
    const stopFollowing = followOtherTabs(router);
    return () => {
      stopFollowing();
      stopContent();
      stop();
      off();
    };
  }, [router]);
  return (
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
