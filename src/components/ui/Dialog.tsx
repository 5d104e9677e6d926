import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

/**
 * A modal dialog (the native <dialog>: focus kept inside, Escape closes). Render it to open it; `onClose` is called
 * once when it closes (Escape, or a button that calls it), and the parent then stops rendering it. However it closes,
 * focus goes back to the element that had it when the dialog opened (the button that opened it): browsers differ
 * on this, so it is done here, for every dialog; or to `returnFocusTo`, when the dialog's change takes the opener's
 * row away (the focus would otherwise fall to the page's top).
 */
export function Dialog({
  title,
  onClose,
  wide = false,
  className,
  returnFocusTo,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  wide?: boolean;
  /** A class of the dialog's own (its width, its layout: `dialog--framed` keeps the actions in view). */
  className?: string;
  /** Where the focus goes when it closes, in place of the element that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closed = useRef(false);
  const close = useRef(onClose);
  const returnTo = useRef(returnFocusTo);
  useEffect(() => {
    close.current = onClose;
    returnTo.current = returnFocusTo;
  }, [onClose, returnFocusTo]);
  useEffect(() => {
    const node = ref.current;
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    closed.current = false;
    if (node && !node.open) node.showModal();
    return () => {
      closed.current = true;
      if (node?.open) node.close();
      // The opener may have gone meanwhile (an action removed it): then there is nothing to return to.
      const target = returnTo.current?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={['dialog', wide && 'dialog--wide', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={() => {
        if (closed.current) return;
        closed.current = true;
        close.current();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
