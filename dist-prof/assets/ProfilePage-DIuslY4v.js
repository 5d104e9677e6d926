import { $n as object, Br as useRevalidator, Dr as Link, J as jobTypeLabels, Kr as require_react, Nr as useFetcher, Nt as require_jsx_runtime, Or as Navigate, Pr as useLoaderData, Qn as number, U as JobStatus, Ur as useAtomValue, Yr as __toESM, _n as mayEditCompany, a as SortSelect, at as patchParams, br as href, c as salaryOf, d as ResultList, fr as _minLength, l as useNow, m as formatDate, nr as pipe, nt as pageHref, on as userAtom, or as string, s as locationLabel, sr as transform, u as useUrlParams } from "./index-BTLBy0eD.js";
import { n as companyFormOf, t as CompanyForm } from "./CompanyForm-D2QCni1E.js";
import { c as useFormContext, i as useSchemaForm, n as SubmitButton, r as useFormAction, t as Form } from "./Form-B3qryzaX.js";
import { $t as jobSearchStatusFilterLabels, F as cardSchemaAt, Gt as isEditable, P as boostInputSchema, Qt as creationIntervalLabels, Xt as CreationInterval, Zt as JobSearchStatusFilter, ct as TEST_CARDS, dt as AdPlacementType, ft as BoostStatus, lt as boostPrice, pt as PaymentStatus, qt as jobSearchStatusOf, st as SPONSORED_RULE, ut as placements } from "./mock-CDwb7JL5.js";
import { a as TextField, r as SelectInput } from "./fields-C5JjZIJC.js";
import { i as weeksLabel, n as money, r as placementLabel, t as boostState } from "./boost-text-WQHUoH4R.js";
import { a as Dialog } from "./LeaveGuard-0vtwPB0w.js";
import { t as StatusBadge } from "./StatusBadge-kzx8_XYc.js";
import { t as CompanyHeader } from "./CompanyHeader-Cq6dE1ng.js";
import { t as PendingJoin } from "./PendingJoin-DctwJlzD.js";
import { o as useRouteProblem, r as RouteProblem } from "./RouteProblem-Dfh8qJ4W.js";
// src/features/company/BoostPayStep.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var cardSchema = cardSchemaAt(() => Date.now());
/** Why the payment of a purchase did not go through, if it did not. */
var failureOf = (purchase) => purchase?.payment.status === PaymentStatus.PaymentFailed ? purchase.payment.failureReason ?? "The payment did not go through." : null;
/** An attempt made before this dialog opened, told as a fact: it is history, not an error of what is typed here. */
var lastAttemptOf = ({ payment }) => payment.status === PaymentStatus.PaymentFailed ? `Declined${payment.cardLast4 ? ` (card ending ${payment.cardLast4})` : ""}` : null;
/**
* Step 2: the demo's payment step (the card checked with the API's own schema). Paid, the route's action goes on to
* the purchase's confirmation; a declined card says why, keeps what was typed, and leaves the job unboosted.
*/
function PayStep({ purchase, onCancel }) {
	const form = useSchemaForm(cardSchema, {
		cardholderName: "",
		cardNumber: "",
		expiry: "",
		cvc: ""
	});
	const paying = useFormAction();
	const { boost, payment } = purchase;
	const answer = paying.fetcher.data;
	const failure = paying.busy || !answer?.ok ? null : failureOf(answer.value);
	const lastAttempt = answer === void 0 ? lastAttemptOf(purchase) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
		form,
		className: "dialog__frame",
		result: paying.result,
		busy: paying.busy,
		onValid: (card) => paying.submit({
			intent: "payBoost",
			boostId: boost.id,
			...card
		}),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "dialog__body",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: "facts boost-summary",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Placement" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: placementLabel(boost.placement) })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Runs" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [
							formatDate(boost.startDate),
							" – ",
							formatDate(boost.endDate),
							" (",
							weeksLabel(boost.weeks),
							")"
						] })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "To pay" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: money(payment.amount) }) })] }),
						lastAttempt && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Last attempt" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: lastAttempt })] })
					]
				}),
				failure && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "form-error",
					role: "alert",
					children: [
						"Payment failed: ",
						failure,
						" The job is not boosted. Check the card, or use another one."
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					name: "cardholderName",
					label: "Name on the card",
					autoComplete: "cc-name"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					name: "cardNumber",
					label: "Card number",
					autoComplete: "cc-number",
					inputMode: "numeric",
					hint: `Demo payments: ${TEST_CARDS.accepted} goes through, ${TEST_CARDS.declined} is declined. Nothing is charged.`
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "form-row",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						name: "expiry",
						label: "Expiry (MM/YY)",
						autoComplete: "cc-exp",
						placeholder: "MM/YY"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						name: "cvc",
						label: "Security code",
						autoComplete: "cc-csc",
						inputMode: "numeric"
					})]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "dialog__footer",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "dialog__actions",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: onCancel,
					children: "Pay later"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
					busy: paying.busy,
					busyLabel: "Paying…",
					children: `Pay ${money(payment.amount)}`
				})]
			})
		})]
	});
}
// src/features/company/BoostDialog.tsx
var today = () => (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
/** The choice as the form holds it (the placement and weeks as their controls give them, the first day as a date), checked with the API's boost schema. */
var boostFormSchema = pipe(pipe(object({
	jobId: number(),
	placement: string(),
	weeks: string(),
	startDate: string().check(_minLength(1, "Choose the first day"))
}), transform((v) => ({
	jobId: v.jobId,
	placement: Number(v.placement),
	weeks: Number(v.weeks),
	startDate: `${v.startDate}T00:00:00.000Z`
}))), boostInputSchema);
/** The placements, each with its price a week and what it does. */
function PlacementChoice() {
	const ids = (0, import_react.useId)();
	const { register } = useFormContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "placements",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: "Where to promote it" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted placements__rule",
				children: SPONSORED_RULE
			}),
			Object.values(AdPlacementType).map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "placement",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "radio",
						id: `${ids}-placement-${p}`,
						value: String(p),
						"aria-describedby": `${ids}-placement-${p}-desc`,
						...register("placement")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						htmlFor: `${ids}-placement-${p}`,
						className: "placement__text",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: placementLabel(p) }),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "placement__price",
								children: [money(placements[p].pricePerWeek), " a week"]
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "placement__desc",
						id: `${ids}-placement-${p}-desc`,
						children: placements[p].description
					})
				]
			}, p))
		]
	});
}
/** The price of what is chosen, announced as it changes. */
function Total() {
	const { watch } = useFormContext();
	const weeks = Number(watch("weeks"));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "boost-total",
		"aria-live": "polite",
		children: [
			"Total: ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: money(boostPrice(Number(watch("placement")), weeks)) }),
			" for",
			" ",
			weeksLabel(weeks)
		]
	});
}
/** Step 1: where and for how long; books the boost, waiting for its payment (through the route's action). */
function ChooseStep({ jobId, booking, onCancel }) {
	const form = useSchemaForm(boostFormSchema, {
		jobId,
		placement: String(AdPlacementType.Sponsored),
		weeks: "2",
		startDate: today()
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
		form,
		className: "dialog__frame",
		result: booking.result,
		busy: booking.busy,
		onValid: (boost) => booking.submit({
			intent: "createBoost",
			...boost
		}),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "dialog__body",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlacementChoice, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "form-row",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectInput, {
					name: "weeks",
					label: "For",
					children: Array.from({ length: 10 }, (_, i) => i + 1).map((w) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: w,
						children: weeksLabel(w)
					}, w))
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					name: "startDate",
					label: "Starting",
					type: "date",
					min: today()
				})]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "dialog__footer",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Total, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "dialog__actions",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: onCancel,
					children: "Cancel"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
					busy: booking.busy,
					busyLabel: "Booking…",
					children: "Continue to payment"
				})]
			})]
		})]
	});
}
/**
* Boosting a live job from the dashboard: choose the placement, weeks and first day, then pay. A paid boost goes to
* purchase-confirmation; closing the dialog leaves an unpaid boost waiting for its payment (Pending). Opened with
* `purchase` (an unpaid boost), it starts at the payment.
*/
function BoostDialog({ job, purchase: unpaid, onClose }) {
	const booking = useFormAction();
	const purchase = (booking.fetcher.data?.ok ? booking.fetcher.data.value : void 0) ?? unpaid;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		wide: true,
		className: "dialog--framed dialog--boost",
		title: purchase ? `Pay for the boost of “${job.title}”` : `Boost “${job.title}”`,
		onClose,
		children: purchase ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayStep, {
			purchase,
			onCancel: onClose
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChooseStep, {
			jobId: job.id,
			booking,
			onCancel: onClose
		})
	});
}
// src/features/company/CompanyJobRow.tsx
var lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1);
/** What a row offers about boosting: boost a live job, finish paying for a waiting boost, or the boost's state. */
function BoostCell({ job, now, onBoost }) {
	const live = jobSearchStatusOf(job, new Date(now).toISOString()) === JobSearchStatusFilter.Active;
	const boost = job.boost;
	const running = boost && (boost.status === BoostStatus.Active || boost.status === BoostStatus.Complete);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [boost && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: `badge badge--boost badge--boost-${boost.status}`,
		children: [
			placementLabel(boost.placement),
			" boost: ",
			lowerFirst(boostState(boost))
		]
	}), live && !running && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: "button button--accent",
		onClick: () => onBoost(job),
		children: [
			boost?.status === BoostStatus.Pending ? "Complete payment" : "Boost",
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "visually-hidden",
				children: job.title
			})
		]
	})] });
}
/** A row of the employer dashboard: the job's status, review outcome, facts, listing score, applicants and boost. */
function CompanyJobRow({ job, now, onBoost }) {
	const titleId = `company-job-${job.id}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "card company-job",
		"aria-labelledby": titleId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "company-job__head",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						id: titleId,
						className: "job-card__title",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: job.status === JobStatus.Draft ? href("updateJob", { id: job.id }) : href("job", { id: job.id }),
							children: job.title
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, {
						job,
						now
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "company-job__buttons",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BoostCell, {
							job,
							now,
							onBoost
						}), isEditable(job.status) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							className: "button",
							to: href("updateJob", { id: job.id }),
							children: ["Edit ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "visually-hidden",
								children: job.title
							})]
						})]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "job-card__company",
				children: [
					locationLabel(job),
					" ·",
					" ",
					job.jobType === null ? "No job type yet" : jobTypeLabels[job.jobType] ?? "Other",
					" ·",
					" ",
					salaryOf(job)
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "company-job__facts",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Created" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatDate(job.createdDate) })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Apply by" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: job.expireDate ? formatDate(job.expireDate) : "Open until filled" })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Listing score" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [job.score, "/100"] })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Applicants" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: job.applicantsCount })] })
				]
			}),
			job.status === JobStatus.Rejected && job.rejectReason && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "notice notice--warning",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Sent back by an admin:" }),
					" ",
					job.rejectReason
				]
			})
		]
	});
}
// src/features/company/CompanyJobs.tsx
var statusFilters = [
	JobSearchStatusFilter.All,
	JobSearchStatusFilter.ActionRequired,
	JobSearchStatusFilter.PendingReview,
	JobSearchStatusFilter.Active,
	JobSearchStatusFilter.Inactive
];
/**
* The boost dialog of a row: a job never boosted (or whose boost is over) starts at the choice of placement; a
* boost waiting for its payment is paid, not booked again (its purchase is loaded first, through this route's
* loader with `?purchase=`; the dialog opens once it is in).
*/
function useBoosting() {
	const [job, setJob] = (0, import_react.useState)(null);
	const purchase = useFetcher();
	const start = (row) => {
		setJob(row);
		if (row.boost?.status === BoostStatus.Pending) purchase.load(`?${new URLSearchParams({ purchase: String(row.boost.id) }).toString()}`);
	};
	const waiting = job?.boost?.status === BoostStatus.Pending ? job.boost.id : null;
	const loaded = purchase.data?.purchase;
	const unpaid = waiting !== null && loaded?.ok && loaded.value.boost.id === waiting ? loaded.value : void 0;
	return {
		start,
		dialog: job && (waiting === null || unpaid) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BoostDialog, {
			job,
			purchase: unpaid,
			onClose: () => setJob(null)
		}) : null
	};
}
/**
* The employer dashboard's list: the company's jobs by status (with counts), sort and creation interval, each with
* its status, review outcome, listing score, applicants and boost. Everything is in the URL; the route's loader
* lists the jobs (./profile.data.ts).
*/
function CompanyJobs({ jobs, query }) {
	const ids = (0, import_react.useId)();
	const now = useNow();
	const [params, update] = useUrlParams();
	const revalidator = useRevalidator();
	const boosting = useBoosting();
	const setParam = (patch) => update((current) => patchParams(current, patch));
	const status = query.status ?? JobSearchStatusFilter.All;
	const counts = jobs.ok ? jobs.value.counts : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
			className: "filter filter--row segmented",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: "Status" }), statusFilters.map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: "segmented__option",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					type: "radio",
					name: `${ids}-status`,
					checked: status === value,
					onChange: () => setParam({ status: value === JobSearchStatusFilter.All ? void 0 : String(value) })
				}), counts ? `${jobSearchStatusFilterLabels[value]} (${counts[value] ?? 0})` : jobSearchStatusFilterLabels[value]]
			}, value))]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "list-controls",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortSelect, {
				sort: query.sort,
				order: query.order,
				onChange: (sort, order) => setParam({
					sort,
					order
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field field--compact field--inline",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `${ids}-interval`,
					children: "Created"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
					id: `${ids}-interval`,
					value: query.interval ?? CreationInterval.WholeTime,
					onChange: (e) => setParam({ interval: e.target.value === String(CreationInterval.WholeTime) ? void 0 : e.target.value }),
					children: Object.values(CreationInterval).map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: i,
						children: creationIntervalLabels[i]
					}, i))
				})]
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResultList, {
			result: jobs,
			pendingText: "Loading your jobs…",
			failedText: "Your jobs could not be loaded",
			count: (page) => `${page.totalCount} ${page.totalCount === 1 ? "job" : "jobs"}`,
			empty: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: status === JobSearchStatusFilter.All ? "No jobs yet" : `No jobs in ${jobSearchStatusFilterLabels[status]}` }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: "Jobs you post appear here with their review status."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					className: "button button--primary",
					to: href("createJob"),
					children: "Post a job"
				})
			] }),
			onRetry: () => void revalidator.revalidate(),
			pageHref: pageHref(params),
			itemKey: (job) => job.id,
			children: (job) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyJobRow, {
				job,
				now,
				onBoost: boosting.start
			})
		}),
		boosting.dialog
	] });
}
// src/features/company/ProfilePage.tsx
/**
* "Edit company": the company form in a dialog, filled in from Company/by-id; closed once the company is saved (the
* action's toast says so). What was typed stays when the save is refused.
*/
function EditCompany({ company, options, onClose }) {
	const { submit, busy, result } = useFormAction();
	(0, import_react.useEffect)(() => {
		if (result?.ok) onClose();
	}, [result, onClose]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		wide: true,
		className: "dialog--company",
		title: `Edit ${company.name}`,
		onClose,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyForm, {
			initial: companyFormOf(company),
			options,
			current: company,
			submitLabel: "Save changes",
			busy,
			result,
			onSubmit: (input, images) => submit({
				intent: "edit",
				...input,
				...images
			}),
			onCancel: onClose
		})
	});
}
/**
* profile (company guard): the employer's company and its jobs, the employer dashboard (reached from home-employer
* and the header). The guard makes sure a primary company is set; the route's module (./profile.data.ts) loads the
* company, its jobs and the edit form's choices, and saves what the dialogs send.
*/
function ProfilePage() {
	const user = useAtomValue(userAtom);
	const primary = user?.primaryCompany;
	const data = useLoaderData();
	const [editing, setEditing] = (0, import_react.useState)(false);
	const stopEditing = (0, import_react.useCallback)(() => setEditing(false), []);
	if (!user || !primary) return null;
	if ("purchase" in data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: ".",
		replace: true
	});
	const { company, jobs, query, options } = data;
	const detail = company.ok ? company.value : null;
	const editable = detail !== null && mayEditCompany(user, primary.id);
	const shown = {
		...primary,
		...detail ?? {}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CompanyHeader, {
				company: shown,
				eyebrow: "Your company",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						className: "button button--primary",
						to: href("createJob"),
						children: "Post a job"
					}),
					editable && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: () => setEditing(true),
						children: "Edit company"
					}),
					detail && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						className: "button",
						to: href("brand", { name: detail.path }),
						children: "Public page"
					}),
					!editable && detail && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "company-header__note muted",
						children: "Only the company's admins can edit its details."
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Your jobs" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyJobs, {
				jobs,
				query
			}),
			editing && editable && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditCompany, {
				company: detail,
				options,
				onClose: stopEditing
			})
		]
	});
}
/** The company guard's message (a join request still pending) is a page of its own; other problems, the usual page. */
function ErrorBoundary() {
	const problem = useRouteProblem();
	return problem.kind === "guard" && problem.message === "Your company join request is pending approval; thank you for your patience." ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PendingJoin, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteProblem, {});
}
export { ErrorBoundary, ProfilePage as default };
