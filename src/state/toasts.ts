import { atom } from 'jotai/vanilla';
import { appStore } from './store';

/**
 * Showing a toast. react-toastify loads on the first toast, not with the page (the initial JavaScript
 * has a budget): the first call asks the shell to mount the toast host and queues the toast, which
 * react-toastify shows as soon as its container is mounted.
 */
export const toastHostAtom = atom(false);

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export function showToast(kind: ToastKind, message: string) {
  appStore.set(toastHostAtom, true);
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}

/** Takes every toast off the screen (a new session starts without the last one's messages). */
export function dismissToasts() {
  if (appStore.get(toastHostAtom)) void import('react-toastify').then(({ toast }) => toast.dismiss());
}
