import { useAtomValue } from 'jotai/react';
import { useEffect, useRef } from 'react';
import { cssTransition, toast, ToastContainer, type ToastContainerProps } from 'react-toastify';
import { lazyPart } from '../components/ui/lazy-part';
import { notificationDefaults as n } from '../domain/constants';
import { heldWritesAtom } from '../state/unsaved';

/** The sender of writes held for an undo window: its code loads once one is held. */
const HeldWrites = lazyPart(() => import('./HeldWrites'));

/** A plain fade of n.fadeMs (the keyframes live in styles.css and take the same duration). */
const Fade = cssTransition({ enter: 'toast-fade-in', exit: 'toast-fade-out', collapseDuration: n.fadeMs });

/**
 * react-toastify configured once to the notification defaults of docs/product.md §9: 5000 ms on screen, a 300 ms
 * fade, top right, no limit, newest on top, no close button, no progress bar, a tap dismisses, duplicates
 * allowed (no toastId de-duplication is used anywhere). Hover pauses; see useExtendedToastTimeout.
 */
const toastOptions: ToastContainerProps = {
  position: n.position,
  autoClose: n.displayMs,
  newestOnTop: n.newestOnTop,
  closeButton: n.closeButton,
  hideProgressBar: !n.progressBar,
  closeOnClick: n.tapDismisses,
  pauseOnHover: true,
  pauseOnFocusLoss: false,
  draggable: false,
  transition: Fade,
  role: 'alert',
};

/**
 * After the pointer leaves a toast it stays n.extraDisplayAfterPointerLeavesMs more, then goes (the
 * "extended timeout" of classic toast libraries; react-toastify alone would resume the whole remainder).
 */
function useExtendedToastTimeout() {
  useEffect(() => {
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const toastOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest('.Toastify__toast') : null;
    const over = (event: MouseEvent) => {
      const el = toastOf(event.target);
      if (el?.id) clearTimeout(timers.get(el.id));
    };
    const out = (event: MouseEvent) => {
      const el = toastOf(event.target);
      if (!el?.id || el.contains(event.relatedTarget as Node | null)) return;
      const id = el.id;
      clearTimeout(timers.get(id));
      timers.set(
        id,
        setTimeout(() => toast.dismiss(id), n.extraDisplayAfterPointerLeavesMs),
      );
    };
    document.addEventListener('mouseover', over);
    document.addEventListener('mouseout', out);
    return () => {
      document.removeEventListener('mouseover', over);
      document.removeEventListener('mouseout', out);
      timers.forEach(clearTimeout);
    };
  }, []);
}

/** Popovers where the browser has them (a layer marked as one elsewhere would stay hidden: jsdom's stylesheet). */
const hasPopover = typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

/** Puts the layer on top of the top layer (where an open modal dialog and its backdrop are): it enters it again. */
function raise(layer: HTMLElement | null) {
  if (!hasPopover || !layer?.isConnected) return;
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
}

/**
 * The toast container, configured once; mounted by the shell on the first toast (src/state/toasts.ts). It lives in
 * a manual popover, so it is in the browser's top layer: a toast shown while a modal dialog is open is above the
 * dialog and its backdrop, not dimmed behind them (the layer is raised again as each toast comes).
 */
export default function ToastHost() {
  useExtendedToastTimeout();
  const holding = useAtomValue(heldWritesAtom).length > 0;
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    raise(layer.current);
    return toast.onChange((item) => {
      if (item.status === 'added') raise(layer.current);
    });
  }, []);
  return (
    <div ref={layer} popover={hasPopover ? 'manual' : undefined} className="toast-layer">
      <ToastContainer {...toastOptions} />
      {holding && <HeldWrites />}
    </div>
  );
}
