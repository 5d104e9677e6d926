import { Nt as require_jsx_runtime } from "./index-BTLBy0eD.js";
// src/components/job/PlaceOptions.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The board's places (src/domain/places.ts) as options of a select, grouped by country (United States, then Canada).
* Given by the caller (the forms that pick one of them).
*/
function PlaceOptions({ places }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: ["US", "CA"].map((country) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("optgroup", {
		label: country === "US" ? "United States" : "Canada",
		children: places.filter((p) => p.country === country).map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
			value: p.id,
			children: [
				p.city,
				", ",
				p.region
			]
		}, p.id))
	}, country)) });
}
export { PlaceOptions as t };
