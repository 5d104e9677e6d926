import { $t as profileBannerDismissedAtom, Dr as Link, Kr as require_react, Nr as useFetcher, Nt as require_jsx_runtime, Wr as useSetAtom, Yr as __toESM, br as href } from "./index-BTLBy0eD.js";
import { Dn as firstMissingPart, On as partAnchor, kn as profileCompleteness } from "./mock-CDwb7JL5.js";
// src/components/profile/ProfileBanner.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The banner over the job lists while the candidate's profile is incomplete (docs/product.md §4.7): its completeness
* and a link to the first missing part; dismissing it sets the profile-banner-dismissed flag (logout clears it for
* candidates). The profile comes through the editor's own route loader (profile/edit). Nothing shows while it loads or if it fails.
*/
function ProfileBanner() {
	const fetcher = useFetcher();
	const dismiss = useSetAtom(profileBannerDismissedAtom);
	const { load } = fetcher;
	(0, import_react.useEffect)(() => void load(href("profileEdit")), [load]);
	const profile = fetcher.data?.profile;
	if (!profile) return null;
	const missing = firstMissingPart(profile);
	if (!missing) return null;
	const { total } = profileCompleteness(profile);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
		className: "card profile-banner",
		"aria-labelledby": "profile-banner-title",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "profile-banner__text",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				id: "profile-banner-title",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", { children: [
					"Your profile is ",
					total,
					" % complete."
				] }), " A complete profile gets you better matches, and employers read it."]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("progress", {
				max: 100,
				value: total,
				"aria-label": "Profile completeness",
				children: [total, " %"]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "profile-banner__actions",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				className: "button button--primary",
				to: `${href("profileEdit")}#${partAnchor(missing.field)}`,
				children: ["Add: ", missing.label]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button",
				onClick: () => {
					dismiss(true);
					const heading = document.querySelector("main h1");
					heading?.setAttribute("tabindex", "-1");
					heading?.focus();
				},
				children: "Dismiss"
			})]
		})]
	});
}
export { ProfileBanner as default };
