import type { createBrowserRouter } from 'react-router-dom';
import { loginWithReturn } from '../domain/paths';
import { onLogout } from '../state/session';

/**
 * Where the app goes on logout: the user's destination when they signed out; when the session ended under them
 * (expired, or refused by the API), the login page, which says why and brings them back to this page after
 * signing in. Returns a stop function.
 */
export function navigateOnLogout(
  router: Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>,
): () => void {
  return onLogout((to) => {
    // The page being opened, when the session ended on its way there (a 401 of its loader); else this page.
    const { pathname, search } = router.state.navigation.location ?? router.state.location;
    void router.navigate(to ?? loginWithReturn(pathname + search));
  });
}
