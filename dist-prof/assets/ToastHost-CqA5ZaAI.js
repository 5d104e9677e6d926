const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/HeldWrites-BajmDwR9.js","assets/index-BTLBy0eD.js","assets/Form-B3qryzaX.js","assets/LeaveGuard-0vtwPB0w.js","assets/submission-DODpyDpS.js","assets/held-writes-Bu-entQx.js"])))=>i.map(i=>d[i]);
import { Ct as heldWritesAtom, Jt as notificationDefaults, Kr as require_react, Nt as require_jsx_runtime, Pn as __vitePreload, Ur as useAtomValue, Yr as __toESM } from "./index-BTLBy0eD.js";
import { ToastContainer as _e, cssTransition as _, toast as W } from "./dist-tfv04KIT.js";
// src/app/ToastHost.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The sender of writes held for an undo window: its code loads once one is held. */
var HeldWrites = (0, import_react.lazy)(() => __vitePreload(() => import("./HeldWrites-BajmDwR9.js"), __vite__mapDeps([0,1,2,3,4,5])));
/** A plain fade of n.fadeMs (the keyframes live in styles.css and take the same duration). */
var Fade = _({
	enter: "toast-fade-in",
	exit: "toast-fade-out",
	collapseDuration: notificationDefaults.fadeMs
});
/**
* react-toastify configured once to the notification defaults of docs/product.md §9: 5000 ms on screen, a 300 ms
* fade, top right, no limit, newest on top, no close button, no progress bar, a tap dismisses, duplicates
* allowed (no toastId de-duplication is used anywhere). Hover pauses; see useExtendedToastTimeout.
*/
var toastOptions = {
	position: notificationDefaults.position,
	autoClose: notificationDefaults.displayMs,
	newestOnTop: notificationDefaults.newestOnTop,
	closeButton: notificationDefaults.closeButton,
	hideProgressBar: !notificationDefaults.progressBar,
	closeOnClick: notificationDefaults.tapDismisses,
	pauseOnHover: true,
	pauseOnFocusLoss: false,
	draggable: false,
	transition: Fade,
	role: "alert"
};
/**
* After the pointer leaves a toast it stays n.extraDisplayAfterPointerLeavesMs more, then goes (the
* "extended timeout" of classic toast libraries; react-toastify alone would resume the whole remainder).
*/
function useExtendedToastTimeout() {
	(0, import_react.useEffect)(() => {
		const timers = /* @__PURE__ */ new Map();
		const toastOf = (target) => target instanceof Element ? target.closest(".Toastify__toast") : null;
		const over = (event) => {
			const el = toastOf(event.target);
			if (el?.id) clearTimeout(timers.get(el.id));
		};
		const out = (event) => {
			const el = toastOf(event.target);
			if (!el?.id || el.contains(event.relatedTarget)) return;
			const id = el.id;
			clearTimeout(timers.get(id));
			timers.set(id, setTimeout(() => W.dismiss(id), notificationDefaults.extraDisplayAfterPointerLeavesMs));
		};
		document.addEventListener("mouseover", over);
		document.addEventListener("mouseout", out);
		return () => {
			document.removeEventListener("mouseover", over);
			document.removeEventListener("mouseout", out);
			timers.forEach(clearTimeout);
		};
	}, []);
}
/** Popovers where the browser has them (a layer marked as one elsewhere would stay hidden: jsdom's stylesheet). */
var hasPopover = typeof HTMLElement !== "undefined" && typeof HTMLElement.prototype.showPopover === "function";
/** Puts the layer on top of the top layer (where an open modal dialog and its backdrop are): it enters it again. */
function raise(layer) {
	if (!hasPopover || !layer?.isConnected) return;
	if (layer.matches(":popover-open")) layer.hidePopover();
	layer.showPopover();
}
/**
* The toast container, configured once; mounted by the shell on the first toast (src/state/toasts.ts). It lives in
* a manual popover, so it is in the browser's top layer: a toast shown while a modal dialog is open is above the
* dialog and its backdrop, not dimmed behind them (the layer is raised again as each toast comes).
*/
function ToastHost() {
	useExtendedToastTimeout();
	const holding = useAtomValue(heldWritesAtom).length > 0;
	const layer = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		raise(layer.current);
		return W.onChange((item) => {
			if (item.status === "added") raise(layer.current);
		});
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: layer,
		popover: hasPopover ? "manual" : void 0,
		className: "toast-layer",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(_e, { ...toastOptions }), holding && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeldWrites, {})
		})]
	});
}
export { ToastHost as default };
