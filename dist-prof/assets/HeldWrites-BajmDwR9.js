import { Ct as heldWritesAtom, Kr as require_react, Nt as require_jsx_runtime, Ur as useAtomValue, Yr as __toESM, on as userAtom } from "./index-BTLBy0eD.js";
import { r as useFormAction } from "./Form-B3qryzaX.js";
import { r as useAskBeforeUnload } from "./LeaveGuard-0vtwPB0w.js";
import { forgetWrite, markSending } from "./held-writes-Bu-entQx.js";
// src/app/HeldWrites.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** One held write: sent through its route action when its time comes (at once when `sendAt` is past). */
function Sender({ write }) {
	const { submit } = useFormAction(write.action);
	(0, import_react.useEffect)(() => {
		if (write.sending) return;
		const timer = setTimeout(() => {
			markSending(write.key);
			submit(write.values).finally(() => forgetWrite(write.key));
		}, Math.max(0, write.sendAt - Date.now()));
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
function HeldWrites() {
	const writes = useAtomValue(heldWritesAtom);
	const userId = useAtomValue(userAtom)?.user.id ?? null;
	(0, import_react.useEffect)(() => {
		for (const write of writes) if (write.userId !== userId && !write.sending) forgetWrite(write.key);
	}, [writes, userId]);
	useAskBeforeUnload(writes.length > 0);
	return writes.filter((write) => write.userId === userId).map((write) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sender, { write }, write.key));
}
export { HeldWrites as default };
