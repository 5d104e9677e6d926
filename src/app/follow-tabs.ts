import type { createBrowserRouter } from 'react-router-dom';
import { storageKeys } from '../state/keys';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'revalidate' | 'state' | 'subscribe'>;

/** Whether the tab is in the middle of its own work: a page loading, or a form's submission not ended yet. */
const busy = ({ navigation, fetchers }: Router['state']) =>
  navigation.state !== 'idle' || [...fetchers.values()].some((fetcher) => fetcher.state !== 'idle');

/**
 * What another tab does reaches this one at once, as a user of two tabs expects:
 * - signing in, out, or as someone else there (the stored user changes: a storage event here) runs this tab's
 *   guards and loaders again, after the session atom has taken the new user (jotai's own storage listener): a
 *   signed-out tab leaves its guarded page as the guards say, and every page shows the new user's data;
 * - coming back to this tab loads its page's data again (writes made in another tab, or by anyone on the server).
 * Loaders never reset a form's values, so what is typed stays. While this tab's own page loads or a submission of it
 * runs, the loaders run again once that has ended: React Router drops the redirect of a submission that a
 * revalidation started meanwhile (an invitation accepted here, while the other tab stored the user's new company,
 * stayed on the invitation instead of the page saying the user joined). Returns a stop function.
 */
export function followOtherTabs(router: Router): () => void {
  let waiting: (() => void) | null = null;
  const revalidate = () => {
    if (waiting) return;
    if (!busy(router.state)) return void router.revalidate();
    const stop = router.subscribe((state) => {
      if (busy(state)) return;
      stop();
      waiting = null;
      void router.revalidate();
    });
    waiting = stop;
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.user || event.key === null) setTimeout(revalidate);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') revalidate();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    waiting?.();
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
