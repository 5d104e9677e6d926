import { Provider } from 'jotai/react';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { afterFirstPage, onFirstPage } from './first-page';
import { followOtherTabs } from './follow-tabs';
import { navigateOnLogout } from './logout';
import { createAppRouter } from './router';
import { watchSessionExpiry } from '../state/session';
import { appStore } from '../state/store';

/**
 * The content service's token is refreshed at start-up when missing or expired (docs/product.md §7), quietly
 * (content is extra), a second after the first page is up, when the browser is idle: the first page needs no
 * content, so neither this call nor its code competes with it.
 */
const refreshContentToken = () =>
  void import('../api/content').then(({ content }) => content.ensureToken()).catch(() => undefined);

/** `onFirstPageUp`: told once the first page is up (the demo's mock then does what it put off: main.tsx). */
export function App({ onFirstPageUp }: { onFirstPageUp?: () => void }) {
  const router = useMemo(() => createAppRouter(), []);
  useEffect(() => (onFirstPageUp ? onFirstPage(router, onFirstPageUp) : undefined), [router, onFirstPageUp]);
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
