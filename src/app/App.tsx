import { useEffect, useMemo } from 'react';
import { Provider } from 'jotai/react';
import { RouterProvider } from 'react-router-dom';
import { onLogout, watchSessionExpiry } from '../state/session';
import { appStore } from '../state/store';
import { createAppRouter } from './router';

export function App() {
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
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
