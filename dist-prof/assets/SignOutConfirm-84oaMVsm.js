import { n as UnsavedQuestion } from "./LeaveGuard-0vtwPB0w.js";
import { Nt as require_jsx_runtime } from "./index-BTLBy0eD.js";
// src/app/layout/SignOutConfirm.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Sign out while a form holds unsaved changes: asked first, as leaving the page is (loaded only when asked). */
function SignOutConfirm({ onStay, onSignOut }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnsavedQuestion, {
		title: "Sign out without saving?",
		leave: "Sign out",
		onStay,
		onLeave: onSignOut
	});
}
export { SignOutConfirm as default };
