import { Fn as appStore, Kr as require_react, Mr as useBlocker, Nt as require_jsx_runtime, Yr as __toESM, an as signedInUserId, wt as unsavedFormsAtom } from "./index-BTLBy0eD.js";
// src/components/ui/Dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* A modal dialog (the native <dialog>: focus kept inside, Escape closes). Render it to open it; `onClose` is called
* once when it closes (Escape, or a button that calls it), and the parent then stops rendering it. However it closes,
* focus goes back to the element that had it when the dialog opened (the button that opened it): browsers differ
* on this, so it is done here, for every dialog.
*/
function Dialog({ title, onClose, wide = false, className, children }) {
	const ref = (0, import_react.useRef)(null);
	const titleId = (0, import_react.useId)();
	const closed = (0, import_react.useRef)(false);
	const close = (0, import_react.useRef)(onClose);
	(0, import_react.useEffect)(() => {
		close.current = onClose;
	}, [onClose]);
	(0, import_react.useEffect)(() => {
		const node = ref.current;
		const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
		closed.current = false;
		if (node && !node.open) node.showModal();
		return () => {
			closed.current = true;
			if (node?.open) node.close();
			if (opener?.isConnected) opener.focus();
		};
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dialog", {
		ref,
		className: [
			"dialog",
			wide && "dialog--wide",
			className
		].filter(Boolean).join(" "),
		"aria-labelledby": titleId,
		onClose: () => {
			if (closed.current) return;
			closed.current = true;
			close.current();
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: titleId,
			children: title
		}), children]
	});
}
// src/components/form/LeaveGuard.tsx
/**
* Asks before changes a form holds are lost (docs/job-posting-rules.md): a navigation to another page (a link, Back)
* is held until the user answers, and reloading or closing the tab gets the browser's own question. Not asked: with
* nothing unsaved, when only the page's query changes (the form stays), and when the session changed since the form
* opened (signed out, expired, another account): that session cannot save it any more, and the guards move the user
* on. Redirects (a successful save going on to the next page) are never held. While it holds changes, the form is
* counted in `unsavedFormsAtom` (Sign out asks too).
*/
function useLeaveGuard(unsaved) {
	const openedBy = (0, import_react.useRef)(signedInUserId());
	const mounted = (0, import_react.useRef)(true);
	(0, import_react.useLayoutEffect)(() => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, []);
	const shouldBlock = (0, import_react.useCallback)(({ currentLocation, nextLocation }) => mounted.current && unsaved && currentLocation.pathname !== nextLocation.pathname && signedInUserId() === openedBy.current, [unsaved]);
	const blocker = useBlocker(shouldBlock);
	useAskBeforeUnload(unsaved);
	(0, import_react.useEffect)(() => {
		if (!unsaved) return;
		appStore.set(unsavedFormsAtom, (n) => n + 1);
		return () => appStore.set(unsavedFormsAtom, (n) => n - 1);
	}, [unsaved]);
	return blocker;
}
/** While `active`, reloading or closing the tab gets the browser's own question (what would be lost goes with it). */
function useAskBeforeUnload(active) {
	(0, import_react.useEffect)(() => {
		if (!active) return;
		const ask = (event) => {
			event.preventDefault();
			event.returnValue = "";
		};
		window.addEventListener("beforeunload", ask);
		return () => window.removeEventListener("beforeunload", ask);
	}, [active]);
}
/** The question, while a navigation is held: Stay (first, and what Escape does) or Leave. */
function LeaveConfirm({ blocker }) {
	if (blocker.state !== "blocked") return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnsavedQuestion, {
		title: "Leave without saving?",
		leave: "Leave",
		onStay: () => blocker.reset(),
		onLeave: () => blocker.proceed()
	});
}
/** Whether to go on and lose unsaved changes (leaving the page, signing out): Stay is first, and what Escape does. */
function UnsavedQuestion({ title, leave, onStay, onLeave }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		title,
		onClose: onStay,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "What you changed here is not saved. If you leave this page, it is lost." }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "dialog__actions",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button button--primary",
				onClick: onStay,
				children: "Stay on this page"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button",
				onClick: onLeave,
				children: leave
			})]
		})]
	});
}
export { Dialog as a, useLeaveGuard as i, UnsavedQuestion as n, useAskBeforeUnload as r, LeaveConfirm as t };
