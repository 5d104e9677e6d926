import type { createBrowserRouter } from 'react-router-dom';
import { storageKeys } from '../state/keys';

/**
 * What another tab does reaches this one at once, as a user of two tabs expects:
 * - signing in, out, or as someone else there (the stored user changes: a storage event here) runs this tab's
 *   guards and loaders again, after the session atom has taken the new user (jotai's own storage listener): a
 *   signed-out tab leaves its guarded page as the guards say, and every page shows the new user's data;
 * - coming back to this tab loads its page's data again (writes made in another tab, or by anyone on the server).
 * Loaders never reset a form's values, so what is typed stays. Returns a stop function.
 */
export function followOtherTabs(router: Pick<ReturnType<typeof createBrowserRouter>, 'revalidate'>): () => void {
  const revalidate = () => void router.revalidate();
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.user || event.key === null) setTimeout(revalidate);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') revalidate();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
