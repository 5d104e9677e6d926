import { Provider } from 'jotai';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { appStore, onLogout } from '../state/session';
import { DemoContext, type DemoActions } from './demo';
import { createAppRouter } from './router';

export function App({ demo }: { demo: DemoActions | null }) {
  const router = useMemo(() => createAppRouter(), []);
  useEffect(() => onLogout((to) => void router.navigate(to)), [router]);
  return (
    <Provider store={appStore}>
      <DemoContext.Provider value={demo}>
        <RouterProvider router={router} />
      </DemoContext.Provider>
    </Provider>
  );
}
