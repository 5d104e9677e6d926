import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { onLogout, watchSessionExpiry } from '../state/session';
import { DemoContext, type DemoActions } from './demo';
import { createAppRouter } from './router';

export function App({ demo }: { demo: DemoActions | null }) {
  const router = useMemo(() => createAppRouter(), []);
  useEffect(() => {
    // Subscribe first, then watch: a session that expired while the page was closed logs out at once, and the
    // logout's destination (login or home-employer) is then navigated to.
    const off = onLogout((to) => void router.navigate(to));
    const stop = watchSessionExpiry();
    return () => {
      stop();
      off();
    };
  }, [router]);
  return (
    <DemoContext.Provider value={demo}>
      <RouterProvider router={router} />
    </DemoContext.Provider>
  );
}
