import { Dr as Link, Mt as CompanyLogo, Nt as require_jsx_runtime, Pr as useLoaderData, br as href } from "./index-BTLBy0eD.js";
import { n as ProblemPage, o as useRouteProblem } from "./RouteProblem-Dfh8qJ4W.js";
import { t as useDocumentMeta } from "./useDocumentMeta-C5HQliaF.js";
import { Cn as countryName, Tn as stateName, bn as pronounsLabels, xn as socialLinkTypeLabels, yn as profileVisibilityLabels } from "./mock-CDwb7JL5.js";
// src/features/profile/CandidateViewPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* candidate/{id}/view (no guard): what a candidate shows employers (docs/product.md §4.8), as their visibility allows;
* a hidden or unknown profile is the not-found page. The candidate sees their own with a note: this is how employers
* see it. Title and description by docs/product.md §9 (the name; the summary, stripped and cut).
*/
function CandidateViewPage() {
	const { profile } = useLoaderData();
	const name = `${profile.firstName} ${profile.lastName}`;
	useDocumentMeta(name, profile.professionalSummary ?? profile.professionalHighlights ?? `${name}'s profile on the outdoor job board.`);
	const place = placeOf(profile.currentLocation);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "page candidate-view",
		children: [
			profile.isOwn && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OwnNote, { visibility: profile.profileVisibility }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "card candidate-view__head",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLogo, {
						name,
						logo: null,
						size: 72
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: name }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "muted",
							children: [
								profile.pronouns !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: pronounsLabels[profile.pronouns] }),
								profile.pronouns !== null && place && " · ",
								place && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: place })
							]
						}),
						profile.focus.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: "tags",
							"aria-label": "Focus",
							children: profile.focus.map((f) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
								className: "tag",
								children: [
									f.name,
									" ",
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
										className: "muted",
										children: [
											"(",
											f.jobFieldName,
											")"
										]
									})
								]
							}, f.id))
						})
					] }),
					profile.resumeUrl && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						className: "button candidate-view__resume",
						href: profile.resumeUrl,
						download: `${name} - resume`,
						children: "Download résumé"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "candidate-view__body",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						title: "Summary",
						text: profile.professionalSummary
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						title: "Highlights",
						text: profile.professionalHighlights
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						title: "Experience",
						text: profile.experience
					}),
					profile.skills.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						className: "card",
						"aria-labelledby": "cv-skills",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: "cv-skills",
							children: "Skills"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: "tags",
							children: profile.skills.map((skill) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
								className: "tag",
								children: skill
							}, skill))
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Links, { links: profile.socialLinks }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Photos, {
						name,
						photos: profile.albumPhotosUrls
					}),
					isEmpty(profile) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "muted",
						children: [profile.firstName, " has not filled in their profile yet."]
					})
				]
			})
		]
	});
}
var placeOf = (location) => location && [
	location.city,
	stateName(location.state) ?? location.state,
	countryName(location.country)
].filter(Boolean).join(", ");
var isEmpty = (p) => !p.professionalSummary && !p.professionalHighlights && !p.experience && !p.skills.length && !p.socialLinks.length && !p.albumPhotosUrls.length;
/** The candidate's own view: who sees it, and where to change it. */
function OwnNote({ visibility }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "notice candidate-view__own",
		role: "status",
		children: [
			"This is how employers see your profile. Visible to:",
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: profileVisibilityLabels[visibility] ?? "nobody" }),
			".",
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: href("profileEdit"),
				children: "Edit your profile"
			}),
			" · ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: href("account"),
				children: "Change who sees it"
			})
		]
	});
}
function Text({ title, text }) {
	if (!text) return null;
	const id = `cv-${title.toLowerCase()}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card",
		"aria-labelledby": id,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id,
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "candidate-view__text",
			children: text
		})]
	});
}
function Links({ links }) {
	if (!links.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card",
		"aria-labelledby": "cv-links",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "cv-links",
			children: "Links"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "candidate-view__links",
			children: links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
					href: link.url,
					target: "_blank",
					rel: "noopener noreferrer nofollow",
					children: [socialLinkTypeLabels[link.type] ?? "Link", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "visually-hidden",
						children: " (opens in a new tab)"
					})]
				}),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "muted",
					children: link.url.replace(/^https?:\/\//, "")
				})
			] }, link.url))
		})]
	});
}
function Photos({ name, photos }) {
	const shown = photos.filter((url) => url.startsWith("data:") || url.startsWith("/"));
	if (!shown.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card",
		"aria-labelledby": "cv-photos",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "cv-photos",
			children: "Photos"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "candidate-view__photos",
			children: shown.map((url, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: url,
				alt: `${name} (${i + 1} of ${shown.length})`,
				loading: "lazy"
			}) }, url))
		})]
	});
}
/** A hidden or unknown profile, or one that could not be loaded. */
function ErrorBoundary() {
	const problem = useRouteProblem();
	if (problem.kind === "notFound") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "This profile is not available",
		text: "It does not exist, or its owner does not share it with you.",
		action: {
			to: href("jobBoard"),
			label: "Browse jobs"
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "This profile could not be loaded",
		text: problem.text,
		action: {
			to: href("jobBoard"),
			label: "Browse jobs"
		},
		retry: problem.retry
	});
}
export { ErrorBoundary, CandidateViewPage as default };
