import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';
import { appStore, signedInUserId as sessionUser } from '../../state/session';
import { unsavedFormsAtom } from '../../state/unsaved';
import { Dialog } from '../ui/Dialog';

/**
 * Asks before changes a form holds are lost (docs/job-posting-rules.md): a navigation to another page (a link, Back)
 * is held until the user answers, and reloading or closing the tab gets the browser's own question. Not asked: with
 * nothing unsaved, when only the page's query changes (the form stays), and when the session changed since the form
 * opened (signed out, expired, another account): that session cannot save it any more, and the guards move the user
 * on. Redirects (a successful save going on to the next page) are never held. While it holds changes, the form is
 * counted in `unsavedFormsAtom` (Sign out asks too).
 */
export function useLeaveGuard(unsaved: boolean): Blocker {
  const openedBy = useRef(sessionUser());
  // Gone with the page at once: the router drops a blocker in a passive effect, after the paint, and until then a
  // page left (a save that redirects) would still hold the next navigation with no question on screen.
  const mounted = useRef(true);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      mounted.current &&
      unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      sessionUser() === openedBy.current,
    [unsaved],
  );
  const blocker = useBlocker(shouldBlock);
  useAskBeforeUnload(unsaved);
  useEffect(() => {
    if (!unsaved) return;
    appStore.set(unsavedFormsAtom, (n) => n + 1);
    return () => appStore.set(unsavedFormsAtom, (n) => n - 1);
  }, [unsaved]);
  return blocker;
}

/** While `active`, reloading or closing the tab gets the browser's own question (what would be lost goes with it). */
export function useAskBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}

/** The question, while a navigation is held: Stay (first, and what Escape does) or Leave. */
export function LeaveConfirm({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <UnsavedQuestion
      title="Leave without saving?"
      leave="Leave"
      onStay={() => blocker.reset()}
      onLeave={() => blocker.proceed()}
    />
  );
}

/** Whether to go on and lose unsaved changes (leaving the page, signing out): Stay is first, and what Escape does. */
export function UnsavedQuestion({
  title,
  leave,
  onStay,
  onLeave,
}: {
  title: string;
  leave: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog title={title} onClose={onStay}>
      <p>What you changed here is not saved. If you leave this page, it is lost.</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onStay}>
          Stay on this page
        </button>
        <button type="button" className="button" onClick={onLeave}>
          {leave}
        </button>
      </div>
    </Dialog>
  );
}
