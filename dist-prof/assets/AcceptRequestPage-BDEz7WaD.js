import { t as PlaceholderPage } from "./PlaceholderPage-BQeY9vjw.js";
import { Nt as require_jsx_runtime } from "./index-BTLBy0eD.js";
// src/features/members/AcceptRequestPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function AcceptRequestPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceholderPage, {
		title: "Accept request",
		summary: "Accept or decline a request to join your company."
	});
}
export { AcceptRequestPage as default };
