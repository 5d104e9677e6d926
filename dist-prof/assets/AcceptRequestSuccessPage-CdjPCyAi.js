import { t as PlaceholderPage } from "./PlaceholderPage-BQeY9vjw.js";
import { Nt as require_jsx_runtime } from "./index-BTLBy0eD.js";
// src/features/members/AcceptRequestSuccessPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function AcceptRequestSuccessPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceholderPage, {
		title: "Request accepted",
		summary: "The new member can now post jobs for your company."
	});
}
export { AcceptRequestSuccessPage as default };
