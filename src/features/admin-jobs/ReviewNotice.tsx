import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Undo, while the close it undoes is held. */
export interface UndoOffer {
  title: string;
  onUndo: () => void;
}

/**
 * What the last decision did, above the list: visible, and read out politely (its live region stays in the page, so
 * each new message is announced). While a close can be undone, Undo sits beside it (outside the live region: the
 * message is read without it). The notice takes the focus when the focused Undo goes.
 */
export function ReviewNotice({
  text,
  undo,
  noticeRef,
}: {
  text: string;
  undo: UndoOffer | null;
  noticeRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div ref={noticeRef} tabIndex={-1} className={text ? 'notice review-notice' : 'review-notice'}>
      <p role="status">{text}</p>
      {undo && <UndoButton undo={undo} noticeRef={noticeRef} />}
    </div>
  );
}

function UndoButton({ undo, noticeRef }: { undo: UndoOffer; noticeRef: RefObject<HTMLDivElement | null> }) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = ref.current;
    const box = noticeRef.current;
    // Still in the page here: the focus moves before the button goes (the close was sent, or undone).
    return () => {
      if (button && button === document.activeElement) box?.focus();
    };
  }, [noticeRef]);
  return (
    <button ref={ref} type="button" className="button" onClick={undo.onUndo}>
      Undo <span className="visually-hidden">closing {undo.title}</span>
    </button>
  );
}
