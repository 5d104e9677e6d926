import { bindApi } from '../api/bindings';
import { appStore, contentTokenAtom, publishLogo, signOut, userAtom } from '../state/session';
import { showToast } from '../state/toasts';

/**
 * The one place the API clients meet the session: the bearer token and logout on a 401 from the user atom, the
 * catalogue's messages as toasts, the content token in its atom, a new logo published to the header.
 * Imported by the router (src/app/router.tsx), so every render of the app's routes has it.
 */
bindApi({
  getToken: () => appStore.get(userAtom)?.accessToken,
  // Only the session the refused request was sent with ends: an answer that arrives after the user signed out and in
  // again (or to a request sent before they signed in) leaves the new session alone.
  onUnauthorized: (token) => {
    const user = appStore.get(userAtom);
    if (user && token !== null && user.accessToken === token) signOut('refused');
  },
  notify: {
    warning: (message) => showToast('warning', message),
    error: (message) => showToast('error', message),
  },
  contentTokens: {
    get: () => appStore.get(contentTokenAtom),
    set: (token) => appStore.set(contentTokenAtom, token),
  },
  onLogoUploaded: publishLogo,
});
