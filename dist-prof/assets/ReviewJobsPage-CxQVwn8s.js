import { Br as useRevalidator, Ct as heldWritesAtom, Dr as Link, J as jobTypeLabels, Kr as require_react, Mt as CompanyLogo, Nt as require_jsx_runtime, Pr as useLoaderData, U as JobStatus, Ur as useAtomValue, Yr as __toESM, a as SortSelect, at as patchParams, br as href, c as salaryOf, d as ResultList, f as useListPending, h as postedAgo, l as useNow, nt as pageHref, q as jobStatusLabels, s as locationLabel, u as useUrlParams } from "./index-BTLBy0eD.js";
import { R as sentence, Ut as ReviewDecision, Wt as decisionsFor, Yt as reviewDecisionLabels, l as reviewDecisionSchema } from "./mock-CDwb7JL5.js";
import { a as Dialog } from "./LeaveGuard-0vtwPB0w.js";
import { i as TextArea } from "./fields-C5JjZIJC.js";
import { i as useSchemaForm, n as SubmitButton, r as useFormAction, t as Form } from "./Form-B3qryzaX.js";
import { n as Options } from "./Field-DecYDt-E.js";
import { t as StatusBadge } from "./StatusBadge-kzx8_XYc.js";
import { holdWrite, releaseWrite } from "./held-writes-Bu-entQx.js";
// src/features/admin-jobs/decisions.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** How long a close can be undone before it is sent. */
var CLOSE_UNDO_MS = 5e3;
/** The held write of closing a job (src/state/held-writes.ts): one per job. */
var closeKey = (jobId) => `close-job:${jobId}`;
/** The job whose held close a key names, else null. */
function closedIdOf(key) {
	const [kind, id] = key.split(":");
	return kind === "close-job" && id ? Number(id) : null;
}
var named = (job) => `“${job.title}” by ${job.companyName}`;
/** What the page says once a job leaves the list: which job, and what follows for it ("Co." ends a sentence once). */
var decidedMessage = {
	[ReviewDecision.Approve]: (job) => `${sentence(`Approved ${named(job)}`)} It is on the job search now.`,
	[ReviewDecision.Reject]: (job) => `${sentence(`Rejected ${named(job)}`)} The employer sees your reason beside the job.`,
	[ReviewDecision.Close]: (job) => `${sentence(`Closed ${named(job)}`)} It takes no more applications.`
};
var undoneMessage = (job) => `${named(job)} stays open: closing it was undone.`;
// src/features/admin-jobs/CloseDialog.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Closing a live job is asked first: Cancel comes first and is what Escape does (focus then goes back to Close);
* Close job holds the close for its undo window (the page sends it after).
*/
function CloseDialog({ job, onConfirm, onCancel }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		title: `Close “${job.title}”?`,
		onClose: onCancel,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
			"It leaves the job search and takes no more applications. ",
			job.companyName,
			" cannot edit or reopen it. You can undo this for ",
			CLOSE_UNDO_MS / 1e3,
			" seconds."
		] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "dialog__actions",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button button--primary",
				onClick: onCancel,
				children: "Cancel"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button button--danger",
				onClick: onConfirm,
				children: "Close job"
			})]
		})]
	});
}
// src/features/admin-jobs/RejectDialog.tsx
/**
* The reason of a rejection, asked in a dialog and checked with the API's own schema before it is sent; a refusal
* of the server lands on the reason (or above it). The page closes the dialog once the job is rejected.
*/
function RejectDialog({ job, busy, result, onReject, onClose }) {
	const form = useSchemaForm(reviewDecisionSchema, {
		status: ReviewDecision.Reject,
		reason: ""
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		title: `Reject “${job.title}”`,
		onClose,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
			form,
			onValid: onReject,
			result,
			busy,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "muted",
					children: [job.companyName, " sees this reason beside the job, and can edit it and send it again."]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
					name: "reason",
					label: "Reason",
					rows: 4,
					hint: "What is missing or wrong, in a sentence or two."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "dialog__actions",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: onClose,
						children: "Cancel"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
						className: "button button--danger",
						busy,
						busyLabel: "Rejecting…",
						children: "Reject job"
					})]
				})
			]
		})
	});
}
// src/features/admin-jobs/ReviewFilters.tsx
/** The statuses an admin looks through, the queue first. */
var statusChoices = [
	JobStatus.PendingReview,
	JobStatus.MissingInformation,
	JobStatus.Active,
	JobStatus.Rejected,
	JobStatus.ApplicationClosed,
	JobStatus.Draft
];
/** The queue's filters: each change goes into the URL (the loader then loads that queue); keywords on Search. */
function ReviewFilters({ query, status, companies, options, apply }) {
	const ids = (0, import_react.useId)();
	const [keyword, setKeyword] = (0, import_react.useState)(query.keyword ?? "");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "card review-filters",
		role: "search",
		onSubmit: (e) => {
			e.preventDefault();
			apply({ keyword: keyword.trim() || void 0 });
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field field--compact",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `${ids}-status`,
					children: "Status"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
					id: `${ids}-status`,
					value: status,
					onChange: (e) => apply({ status: e.target.value === String(JobStatus.PendingReview) ? void 0 : e.target.value }),
					children: statusChoices.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: s,
						children: jobStatusLabels[s]
					}, s))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field field--compact",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `${ids}-company`,
					children: "Company"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
					id: `${ids}-company`,
					value: query.companyId ?? "",
					onChange: (e) => apply({ companyId: e.target.value || void 0 }),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "All companies"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: companies })]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field field--compact",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `${ids}-field`,
					children: "Job field"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
					id: `${ids}-field`,
					value: query.jobFieldId ?? "",
					onChange: (e) => apply({ jobFieldId: e.target.value || void 0 }),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "All fields"
					}), options && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.jobFields })]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field field--compact review-filters__keyword",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `${ids}-keyword`,
					children: "Keywords"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: `${ids}-keyword`,
					type: "search",
					value: keyword,
					onChange: (e) => setKeyword(e.target.value),
					placeholder: "Title, company or town"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: "button button--primary",
				children: "Search"
			})
		]
	});
}
// src/features/admin-jobs/ReviewNotice.tsx
/**
* What the last decision did, above the list: visible, and read out politely (its live region stays in the page, so
* each new message is announced). While a close can be undone, Undo sits beside it (outside the live region: the
* message is read without it). The notice takes the focus when the focused Undo goes.
*/
function ReviewNotice({ text, undo, noticeRef }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: noticeRef,
		tabIndex: -1,
		className: text ? "notice review-notice" : "review-notice",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			children: text
		}), undo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UndoButton, {
			undo,
			noticeRef
		})]
	});
}
function UndoButton({ undo, noticeRef }) {
	const ref = (0, import_react.useRef)(null);
	(0, import_react.useLayoutEffect)(() => {
		const button = ref.current;
		const box = noticeRef.current;
		return () => {
			if (button && button === document.activeElement) box?.focus();
		};
	}, [noticeRef]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		ref,
		type: "button",
		className: "button",
		onClick: undo.onUndo,
		children: ["Undo ", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "visually-hidden",
			children: ["closing ", undo.title]
		})]
	});
}
// src/features/admin-jobs/ReviewRow.tsx
var decisionClass = {
	[ReviewDecision.Approve]: "button button--primary",
	[ReviewDecision.Reject]: "button button--danger",
	[ReviewDecision.Close]: "button"
};
/** A job of the queue: its card, the posting's text to read, and the decisions its status allows. */
function ReviewRow({ job, now, busy, onDecide }) {
	const titleId = `review-${job.id}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "card review-job",
		"aria-labelledby": titleId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "review-job__head",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLogo, {
						name: job.companyName,
						logo: job.companyLogo,
						size: 40
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						id: titleId,
						className: "job-card__title",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: href("job", { id: job.id }),
							children: job.title
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "job-card__company",
						children: [
							job.companyName,
							" · ",
							locationLabel(job)
						]
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, {
						job,
						now
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "muted",
				children: [
					job.jobFieldName,
					" · ",
					jobTypeLabels[job.jobType] ?? "Other",
					" · ",
					salaryOf(job),
					" · Listing score",
					" ",
					job.score,
					"/100 · Last changed ",
					postedAgo(job.updatedDate, now).toLowerCase()
				]
			}),
			job.rejectReason && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "notice notice--warning",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Rejected:" }),
					" ",
					job.rejectReason
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
				className: "review-job__text",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", { children: "Read the posting" }), job.description.split(/\n{2,}/).map((p, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: p }, i))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "review-job__actions",
				children: decisionsFor(job.status).map((decision) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: decisionClass[decision],
					"aria-disabled": busy,
					onClick: () => !busy && onDecide(job, decision),
					children: [
						reviewDecisionLabels[decision],
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "visually-hidden",
							children: job.title
						})
					]
				}, decision))
			})
		]
	});
}
// src/features/admin-jobs/useRowFocus.ts
var firstAction = (row) => row?.querySelector(".review-job__actions button") ?? null;
/**
* Where the focus goes when a decided job leaves the list (its buttons go with it): the first action of the row that
* took its place (the one before it, when it was last), or the empty list's heading (or its retry); when an undone
* job comes back, its own first action. It moves once the list shown has changed (`items`, a new array after each
* load or hold) and the page is `ready` (no decision on its way, no dialog open); a job still listed (the decision
* was refused) keeps the focus where it is.
*/
function useRowFocus(items, ready, list, fallback) {
	const request = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const asked = request.current;
		if (!asked || !ready || items === null || items === asked.before) return;
		request.current = null;
		const listed = items.some((job) => job.id === asked.id);
		if (asked.kind === "left" && listed) return;
		const rows = Array.from(list.current?.querySelectorAll("article.review-job") ?? []);
		((asked.kind === "back" ? firstAction(list.current?.querySelector(`article[aria-labelledby="review-${asked.id}"]`)) : firstAction(rows[Math.min(asked.index, rows.length - 1)]) ?? list.current?.querySelector(".empty-state [tabindex=\"-1\"], .empty-state button")) ?? fallback.current)?.focus();
	}, [
		items,
		ready,
		list,
		fallback
	]);
	return {
		/** A decision on `job` is made: it is to leave `items`. */
		leaving: (job, shown) => {
			request.current = {
				kind: "left",
				id: job.id,
				index: Math.max(0, shown.findIndex((j) => j.id === job.id)),
				before: shown
			};
		},
		/** `job` is to come back into `items`. */
		back: (job, shown) => {
			request.current = {
				kind: "back",
				id: job.id,
				before: shown
			};
		}
	};
}
// src/features/admin-jobs/ReviewJobsPage.tsx
/**
* admin/jobs (role Admin): the review queue, with its filters (in the URL), and the decisions Approve, Reject (with
* a reason) and Close (asked first, and held a few seconds to be undone: src/state/held-writes.ts), sent to the route's
* action; the queue is loaded again after each decision. A job that leaves the list is named in the notice above
* it, and the focus goes on to the next row.
*/
function ReviewJobsPage() {
	const { query, queue, companies, options } = useLoaderData();
	const now = useNow();
	const [params, update] = useUrlParams();
	const revalidator = useRevalidator();
	const pending = useListPending();
	const decision = useFormAction();
	const [sent, setSent] = (0, import_react.useState)();
	const [rejecting, setRejecting] = (0, import_react.useState)(null);
	const [closing, setClosing] = (0, import_react.useState)(null);
	const [notice, setNotice] = (0, import_react.useState)(null);
	const [answered, setAnswered] = (0, import_react.useState)(decision.result);
	if (answered !== decision.result) {
		setAnswered(decision.result);
		if (decision.result?.ok && sent) {
			setNotice({ text: decidedMessage[sent.status](decision.result.value) });
			setRejecting(null);
		}
	}
	const held = useAtomValue(heldWritesAtom);
	const [hiding, setHiding] = (0, import_react.useState)({
		queue,
		ids: []
	});
	const kept = hiding.queue === queue ? hiding.ids : [];
	const hiddenIds = [.../* @__PURE__ */ new Set([...kept, ...held.flatMap((w) => closedIdOf(w.key) ?? [])])];
	if (hiding.queue !== queue || hiddenIds.length !== kept.length) setHiding({
		queue,
		ids: hiddenIds
	});
	const hiddenKey = hiddenIds.join(",");
	const shown = (0, import_react.useMemo)(() => {
		if (!queue.ok) return queue;
		const hidden = new Set(hiddenKey.split(",").filter(Boolean).map(Number));
		const items = queue.value.items.filter((job) => !hidden.has(job.id));
		const gone = queue.value.items.length - items.length;
		return {
			ok: true,
			value: {
				...queue.value,
				items,
				totalCount: queue.value.totalCount - gone
			}
		};
	}, [queue, hiddenKey]);
	const items = shown.ok ? shown.value.items : null;
	const list = (0, import_react.useRef)(null);
	const noticeRef = (0, import_react.useRef)(null);
	const focus = useRowFocus(items, !decision.busy && !pending && !rejecting && !closing, list, noticeRef);
	const undoable = notice?.undo && held.some((w) => w.key === closeKey(notice.undo.id) && !w.sending) ? notice.undo : null;
	const status = query.status ?? JobStatus.PendingReview;
	const apply = (patch) => update((current) => patchParams(current, patch));
	const decide = (job, input) => {
		const submission = {
			...input,
			jobId: job.id
		};
		setSent(submission);
		focus.leaving(job, items ?? []);
		return decision.submit(submission);
	};
	const close = (job) => {
		const submission = {
			jobId: job.id,
			status: ReviewDecision.Close,
			reason: null
		};
		if (!holdWrite({
			key: closeKey(job.id),
			action: href("adminJobs"),
			values: submission
		}, 5e3)) return;
		focus.leaving(job, items ?? []);
		setClosing(null);
		setNotice({
			text: decidedMessage[ReviewDecision.Close](job),
			undo: job
		});
	};
	const undo = (job) => {
		if (!releaseWrite(closeKey(job.id))) return;
		setHiding((h) => ({
			...h,
			ids: h.ids.filter((id) => id !== job.id)
		}));
		focus.back(job, items ?? []);
		setNotice({ text: undoneMessage(job) });
	};
	const rejectResult = sent?.status === ReviewDecision.Reject && sent.jobId === rejecting?.id ? decision.result : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Review jobs" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: "Approve jobs to publish them, reject them with a reason the employer sees, or close live jobs."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewFilters, {
				query,
				status,
				companies,
				options,
				apply
			}, query.keyword ?? ""),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewNotice, {
				text: notice?.text ?? "",
				undo: undoable ? {
					title: undoable.title,
					onUndo: () => undo(undoable)
				} : null,
				noticeRef
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "visually-hidden",
				children: "Jobs"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				ref: list,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResultList, {
					result: shown,
					pendingText: "Loading jobs…",
					failedText: "The jobs could not be loaded",
					count: (page) => `${page.totalCount} ${page.totalCount === 1 ? "job" : "jobs"} ${status === JobStatus.PendingReview ? "waiting for review" : `in ${jobStatusLabels[status]}`}`,
					toolbar: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortSelect, {
						sort: query.sort,
						order: query.order ?? "asc",
						onChange: (sort, order) => apply({
							sort,
							order
						})
					}),
					empty: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						tabIndex: -1,
						children: status === JobStatus.PendingReview ? "The queue is empty" : "No jobs here"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "muted",
						children: status === JobStatus.PendingReview ? "Every job sent for review has been decided." : "Try another status or clear the filters."
					})] }),
					onRetry: () => void revalidator.revalidate(),
					pageHref: pageHref(params),
					itemKey: (job) => job.id,
					children: (job) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewRow, {
						job,
						now,
						busy: decision.busy,
						onDecide: (j, d) => d === ReviewDecision.Reject ? setRejecting(j) : d === ReviewDecision.Close ? setClosing(j) : decide(j, {
							status: d,
							reason: null
						})
					})
				})
			}),
			rejecting && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RejectDialog, {
				job: rejecting,
				busy: decision.busy,
				result: rejectResult,
				onReject: (input) => decide(rejecting, input),
				onClose: () => setRejecting(null)
			}),
			closing && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseDialog, {
				job: closing,
				onConfirm: () => close(closing),
				onCancel: () => setClosing(null)
			})
		]
	});
}
export { ReviewJobsPage as default };
