import { $ as benefitLabels, Dr as Link, E as currencyOf, Fr as useLocation, G as RemoteStatus, J as jobTypeLabels, K as isRemoteWork, Kr as require_react, Mt as CompanyLogo, Nt as require_jsx_runtime, O as hasSalary, U as JobStatus, Ur as useAtomValue, W as JobType, Wt as DEFAULT_COUNTRIES, Y as remoteStatusLabels, Yr as __toESM, Yt as betaAtom, Zt as isCandidate, br as href, c as salaryOf, g as postedText, l as useNow, m as formatDate, on as userAtom, p as NOT_PUBLISHED, q as jobStatusLabels, qt as PRODUCT_NAME, s as locationLabel, xr as loginWithReturn } from "./index-BTLBy0eD.js";
import { Kt as isLive, On as partAnchor, R as sentence, at as appliedByFilterLabels, nt as ApplicationStatus } from "./mock-CDwb7JL5.js";
import { r as useFormAction } from "./Form-B3qryzaX.js";
import { a as Dialog } from "./LeaveGuard-0vtwPB0w.js";
import { a as ScreenProblem } from "./RouteProblem-Dfh8qJ4W.js";
import { t as useDocumentMeta } from "./useDocumentMeta-C5HQliaF.js";
// src/domain/job-posting.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var employmentTypes = {
	[JobType.FullTime]: "FULL_TIME",
	[JobType.PartTime]: "PART_TIME",
	[JobType.Freelance]: "CONTRACTOR",
	[JobType.SeasonalPartTime]: ["PART_TIME", "TEMPORARY"],
	[JobType.Internship]: "INTERN",
	[JobType.SeasonalFullTime]: ["FULL_TIME", "TEMPORARY"]
};
/** Compensation names of Job/options/get to schema.org's unitText. */
var unitTexts = {
	"per hour": "HOUR",
	"per day": "DAY",
	"per week": "WEEK",
	"per month": "MONTH",
	"per year": "YEAR"
};
var escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** Plain-text paragraphs as the HTML Google expects in `description`. */
var descriptionHtml = (text) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("");
/** A job takes applications while it is live (src/domain/job-lifecycle.ts). */
var isOpen = (job, now) => isLive(job, new Date(now).toISOString());
/**
* The JobPosting object for a job page, or null when the job takes no applications (closed, expired, or not
* active): Google asks for no markup on closed jobs. `url` is the job page's address.
*
* Remote: Remote globally and Remote in region are `TELECOMMUTE` with applicant location requirements: the
* job's countries for Remote in region, and for Remote globally the countries the board serves (the spec's
* default countries, US and CA), since Google requires a list and has no "anywhere".
*/
function jobPostingJsonLd(job, url, now) {
	if (!isOpen(job, now)) return null;
	const remote = isRemoteWork(job.remoteStatus);
	const posting = {
		"@context": "https://schema.org/",
		"@type": "JobPosting",
		title: job.title,
		description: descriptionHtml(job.description),
		identifier: {
			"@type": "PropertyValue",
			name: PRODUCT_NAME,
			value: String(job.id)
		},
		datePosted: job.publishedDate ?? job.createdDate,
		employmentType: employmentTypes[job.jobType],
		hiringOrganization: {
			"@type": "Organization",
			name: job.company.name,
			...job.company.website ? { sameAs: job.company.website } : {},
			...job.company.logo ? { logo: job.company.logo } : {}
		},
		directApply: true,
		url
	};
	if (job.expireDate) posting.validThrough = job.expireDate;
	if (remote) {
		const countries = job.remoteStatus === RemoteStatus.RemoteInRegion && job.remoteCountries.length ? job.remoteCountries : DEFAULT_COUNTRIES;
		posting.jobLocationType = "TELECOMMUTE";
		posting.applicantLocationRequirements = countries.map((name) => ({
			"@type": "Country",
			name
		}));
	} else posting.jobLocation = {
		"@type": "Place",
		address: {
			"@type": "PostalAddress",
			addressLocality: job.city,
			...job.state ? { addressRegion: job.state } : {},
			addressCountry: job.country
		}
	};
	const unitText = job.salaryCompensationName ? unitTexts[job.salaryCompensationName] : void 0;
	if (unitText && (job.salaryMin || job.salaryMax)) {
		const value = {
			"@type": "QuantitativeValue",
			unitText
		};
		if (job.salaryMin && job.salaryMax) Object.assign(value, {
			minValue: job.salaryMin,
			maxValue: job.salaryMax
		});
		else value.value = job.salaryMin || job.salaryMax;
		posting.baseSalary = {
			"@type": "MonetaryAmount",
			currency: currencyOf(job.country),
			value
		};
	}
	return posting;
}
// src/components/job/JobActions.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Save and apply, for candidates (through the route's action); a way to sign in for visitors. Confirmations are announced. */
function JobActions({ job, applicant }) {
	const user = useAtomValue(userAtom);
	const beta = useAtomValue(betaAtom);
	const location = useLocation();
	const { submit, busy, result } = useFormAction();
	const [applying, setApplying] = (0, import_react.useState)(false);
	const [sent, setSent] = (0, import_react.useState)(null);
	const open = isOpen(job, useNow());
	const status = job.myStatus;
	const applied = status?.status === ApplicationStatus.Applied;
	const saved = status?.status === ApplicationStatus.Watching;
	const message = result?.ok && sent ? done[sent](job) : "";
	const appliedNote = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (applied && sent === "apply") appliedNote.current?.focus();
	}, [applied, sent]);
	const cancelApply = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (applying) cancelApply.current?.focus();
	}, [applying]);
	if (!user) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "job-actions",
		children: [open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			className: "button button--primary button--block",
			to: beta ? loginWithReturn(location.pathname + location.search) : href("launchingSoon"),
			children: beta ? "Sign in to apply" : "Get early access to apply"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "muted",
			children: beta ? "Candidates save jobs and apply with their Basecamp profile." : "Applying opens to early-access members first; browsing is open to all."
		})]
	});
	if (!isCandidate(user)) return null;
	const run = (intent) => {
		if (busy) return;
		setSent(intent);
		submit({
			intent,
			jobId: job.id
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "job-actions",
		children: [
			applied ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "job-actions__applied",
				ref: appliedNote,
				tabIndex: -1,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", { children: ["Applied ", status.appliedDate ? `on ${formatDate(status.appliedDate)}` : ""] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "badge badge--stage",
						children: appliedByFilterLabels[status.stage] ?? "Applied"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: href("recommendedJobs", null, { tab: "applied" }),
						children: "See your applications"
					})
				]
			}) : open ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button button--primary button--block",
				"aria-disabled": busy,
				onClick: () => !busy && setApplying(true),
				children: "Apply now"
			}) : null,
			!applied && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button button--block",
				"aria-pressed": saved,
				"aria-disabled": busy,
				onClick: () => run(saved ? "unsave" : "save"),
				children: saved ? "★ Saved" : "☆ Save job"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "job-actions__status",
				children: message
			}),
			applying && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
				title: `Apply to ${job.title}`,
				onClose: () => setApplying(false),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
					onSubmit: (e) => {
						e.preventDefault();
						setApplying(false);
						run("apply");
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Shared, {
						company: job.company.name,
						resume: applicant?.resume ?? null
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "dialog__actions",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "button",
							ref: cancelApply,
							onClick: () => setApplying(false),
							children: "Cancel"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "submit",
							className: "button button--primary",
							children: "Send application"
						})]
					})]
				})
			})
		]
	});
}
/**
* What the application shares, as it is: the résumé only when the profile has one; without one, it says so and links
* to the profile's résumé field; when the profile could not be read, it promises nothing about a résumé.
*/
function Shared({ company, resume }) {
	const addResume = `${href("profileEdit")}#${partAnchor("resumeUrl")}`;
	if (resume) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [company, " will see your Basecamp profile: your experience, skills, résumé and the way to reach you."] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [company, " will see your Basecamp profile: your experience, skills and the way to reach you."] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "notice",
		role: "note",
		children: [
			resume === false ? "Your profile has no résumé, so none goes with this application. " : "Your profile could not be checked just now: it goes as it is. ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: resume === false ? addResume : href("profileEdit"),
				children: resume === false ? "Add a résumé to your profile" : "Check your profile"
			}),
			" ",
			"first, or send it as it is."
		]
	})] });
}
/** What each action announces once done. */
var done = {
	save: () => "Saved. You will find it under Saved in your jobs.",
	unsave: () => "Removed from your saved jobs.",
	apply: (job) => sentence(`Application sent to ${job.company.name}`)
};
// src/components/job/JobDetailView.tsx
function Paragraphs({ text }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: text.split(/\n\s*\n/).filter((p) => p.trim()).map((p, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: p.trim() }, i)) });
}
/** A job's page that cannot be shown: not available (404), or not loaded (with a retry). Its routes' problem page. */
var JobProblem = ({ back }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScreenProblem, {
	missing: {
		meta: "Job not found",
		title: "This job is not available",
		text: "It may have been filled or taken down, or the link is wrong."
	},
	failed: {
		meta: "Job",
		title: "The job could not be loaded"
	},
	action: {
		to: back,
		label: "Search all jobs"
	}
});
/**
* A job's page (job/{id}, and a job opened on the public board): every field of the job (docs/product.md §3), pay as
* section 9 shows it, benefits, dates, the company card; the page title, meta description and JobPosting markup;
* save and apply for candidates, a way to sign in for visitors.
*/
function JobDetailView({ job, applicant, back, url }) {
	const now = useNow();
	const from = useLocation().state?.from;
	const list = from && {
		to: from.pathname + from.search,
		key: from.key
	};
	useDocumentMeta(job.title, job.description, jobPostingJsonLd(job, url, now));
	const open = isOpen(job, now);
	const benefits = benefitLabels(job);
	const facts = [
		["Job type", jobTypeLabels[job.jobType] ?? "Other"],
		["Remote", remoteStatusLabels[job.remoteStatus] ?? "Unknown"],
		["Pay", salaryOf(job)],
		["Location", locationLabel(job)],
		["Field", job.focusName ? `${job.jobFieldName} · ${job.focusName}` : job.jobFieldName],
		["Experience", job.yearsOfExperienceName ?? "Not specified"],
		["Posted", job.publishedDate ? formatDate(job.publishedDate) : NOT_PUBLISHED],
		["Apply by", job.expireDate ? formatDate(job.expireDate) : "Open until filled"],
		["Status", open ? "Taking applications" : job.status === JobStatus.Active ? "Past its deadline" : jobStatusLabels[job.status] ?? "Unknown"]
	];
	if (job.score !== null) facts.push(["Listing score", `${job.score}/100`]);
	if (job.remoteCountries.length) facts.splice(2, 0, ["Applicants from", job.remoteCountries.join(", ")]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "page job-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "job-page__back",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: list?.to ?? back.to,
					state: list && { scrollKey: list.key },
					children: ["← ", !list || list.to === back.to ? back.label : "Back to the list"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "job-page__header card",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLogo, {
					name: job.company.name,
					logo: job.company.logo,
					size: 64
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "job-card__top",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: job.title }), job.isSponsored && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "badge badge--sponsored",
							children: "Sponsored"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "job-page__company",
						children: [
							job.companyName,
							" · ",
							locationLabel(job)
						]
					}),
					hasSalary(job) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "job-page__pay",
						children: salaryOf(job)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "muted",
						children: postedText(job.publishedDate, now)
					}),
					!open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "notice",
						role: "note",
						children: job.status === JobStatus.Active || job.status === JobStatus.ApplicationClosed ? "This job no longer takes applications." : `Not listed: ${jobStatusLabels[job.status] ?? "unknown status"}.`
					})
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "job-page__layout",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "job-page__main card",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "About the job" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paragraphs, { text: job.description }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Benefits" }),
						benefits.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: "tags",
							children: benefits.map((b) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
								className: "tag tag--perk",
								children: b
							}, b))
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "muted",
							children: "No extra benefits listed."
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
					className: "job-page__side",
					"aria-label": "Apply and company",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "card",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobActions, {
							job,
							applicant
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
							className: "facts",
							children: facts.map(([term, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: term }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: value })] }, term))
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						className: "card company-card",
						"aria-labelledby": "company-title",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "company-card__head",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLogo, {
									name: job.company.name,
									logo: job.company.logo,
									size: 40
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
									id: "company-title",
									children: job.company.name
								})]
							}),
							job.company.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: job.company.description }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
								className: "muted",
								children: [
									[job.company.city, job.company.state].filter(Boolean).join(", "),
									" · ",
									job.company.activeJobsCount,
									" ",
									job.company.activeJobsCount === 1 ? "open job" : "open jobs"
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
								className: "company-card__links",
								children: [job.company.path && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
									to: href("brand", { name: job.company.path }),
									children: "Company page"
								}), job.company.website && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
									href: job.company.website,
									rel: "noopener noreferrer",
									target: "_blank",
									children: ["Website", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "visually-hidden",
										children: " (opens in a new tab)"
									})]
								})]
							})
						]
					})]
				})]
			})
		]
	});
}
export { JobProblem as n, JobDetailView as t };
