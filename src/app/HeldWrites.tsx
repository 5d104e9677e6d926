import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { useFormAction } from '../components/form/Form';
import { useAskBeforeUnload } from '../components/form/LeaveGuard';
import { forgetWrite, markSending } from '../state/held-writes';
import { userAtom } from '../state/session';
import { heldWritesAtom, type HeldWrite } from '../state/unsaved';

/** One held write: sent through its route action when its time comes (at once when `sendAt` is past). */
function Sender({ write }: { write: HeldWrite }) {
  const { submit } = useFormAction(write.action);
  useEffect(() => {
    if (write.sending) return;
    const timer = setTimeout(
      () => {
        markSending(write.key);
        void submit(write.values).finally(() => forgetWrite(write.key));
      },
      Math.max(0, write.sendAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [write, submit]);
  return null;
}

/**
 * The sender of the writes held for an undo window (src/state/unsaved.ts), mounted by the shell's toast host while any is held:
 * it lives above the pages, so leaving the page that held a write still sends it when its time comes. A write of a
 * session that has ended (signed out in another tab, expired) is dropped: the API would refuse it without that
 * session (the header's Sign out sends the held writes first; deleting the account or resetting the password does not). While one is held, closing or reloading the tab
 * gets the browser's question, as unsaved changes do: the page that would send it goes with the tab.
 */
export default function HeldWrites() {
  const writes = useAtomValue(heldWritesAtom);
  const userId = useAtomValue(userAtom)?.user.id ?? null;
  useEffect(() => {
    for (const write of writes) if (write.userId !== userId && !write.sending) forgetWrite(write.key);
  }, [writes, userId]);
  useAskBeforeUnload(writes.length > 0);
  return writes.filter((write) => write.userId === userId).map((write) => <Sender key={write.key} write={write} />);
}
