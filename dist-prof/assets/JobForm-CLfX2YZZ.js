import { Br as useRevalidator, G as RemoteStatus, Kr as require_react, Kt as MAX_SALARY, Nt as require_jsx_runtime, Q as benefitFlagLabels, U as JobStatus, Wt as DEFAULT_COUNTRIES, Yr as __toESM, Z as BENEFIT_FLAGS } from "./index-BTLBy0eD.js";
import { a as get, c as useFormContext, i as useSchemaForm, n as SubmitButton, r as useFormAction, t as Form, u as useWatch } from "./Form-B3qryzaX.js";
import { n as benefitsOf, o as jobFormSchema } from "./job-form-CXlR7-0a.js";
import { n as Options } from "./Field-DecYDt-E.js";
import { a as TextField, i as TextArea, r as SelectInput } from "./fields-C5JjZIJC.js";
import { t as PlaceOptions } from "./PlaceOptions-BK_3HxO5.js";
import { Cn as countryName, Jt as listingScore, gn as places } from "./mock-CDwb7JL5.js";
// src/features/employer-jobs/JobFormFields.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var errorOf = (errors, name) => get(errors, name)?.message;
/** Ticks that answer one question (a fieldset), with the question's error below them. */
function FieldGroup({ legend, name, children }) {
	const id = (0, import_react.useId)();
	const { formState } = useFormContext();
	const error = errorOf(formState.errors, name);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: `filter form-group${error ? " field--invalid" : ""}`,
		"aria-describedby": error ? `${id}-error` : void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: legend }),
			children(Boolean(error)),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "field__error",
				id: `${id}-error`,
				children: error
			})
		]
	});
}
/** A tick of a group: a flag (`name`), or one value of a list (`name` and `value`). */
function GroupCheck({ name, value, invalid, children }) {
	const { register } = useFormContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
		className: "check",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			type: "checkbox",
			value,
			"aria-invalid": invalid || void 0,
			...register(name)
		}), children]
	});
}
/** The job: title, description, type, experience, field and focus (the focuses of the chosen field only). */
function JobSection({ options, tip }) {
	const { getValues, setValue } = useFormContext();
	const jobFieldId = useWatch({ name: "jobFieldId" });
	const focuses = options.focuses.filter((f) => String(f.jobFieldId) === jobFieldId);
	const keepFocusOf = (field) => {
		const focusId = getValues("focusId");
		if (!options.focuses.some((f) => String(f.id) === focusId && String(f.jobFieldId) === field)) setValue("focusId", "");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "The job" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			name: "title",
			label: "Job title",
			tip: tip("title", "Job title"),
			maxLength: 120
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
			name: "description",
			label: "Description",
			hint: "What the job is, what a day looks like, what you ask for and what you offer.",
			rows: 10
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "form-row",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
				name: "jobType",
				label: "Job type",
				tip: tip("jobType", "Job type"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: "Choose…"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.jobTypes })]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
				name: "yearsOfExperienceId",
				label: "Experience",
				tip: tip("yearsOfExperienceId", "Experience"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: "Not specified"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.yearsOfExperience })]
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "form-row",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
				name: "jobFieldId",
				label: "Job field",
				tip: tip("jobFieldId", "Job field"),
				rules: { onChange: (e) => keepFocusOf(e.target.value) },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: "Choose…"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.jobFields })]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
				name: "focusId",
				label: "Focus",
				tip: tip("focusId", "Focus"),
				disabled: !jobFieldId,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: !jobFieldId ? "Choose a job field first" : focuses.length ? "Any focus of the field" : "No focus"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: focuses })]
			})]
		})
	] });
}
/** Where: the town the job is based in (an edited job's own place kept), remote status, and the countries of remote-in-region work. */
function WhereSection({ options, tip, keep }) {
	const [placeId, remoteStatus] = useWatch({ name: ["placeId", "remoteStatus"] });
	const keepLabel = keep ? [
		keep.city,
		keep.state,
		countryName(keep.country)
	].filter(Boolean).join(", ") : "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Where" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "field__hint form-hint",
			children: "The town the job is based in (or where its team is, for remote work), and where the work happens."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "form-row",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
				name: "placeId",
				label: "Based in",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "Choose a town…"
					}),
					keep && placeId === "keep" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "keep",
						children: keepLabel
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceOptions, { places })
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
				name: "remoteStatus",
				label: "Remote status",
				tip: tip("remoteStatus", "Remote status"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: "Choose…"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.remoteStatuses })]
			})]
		}),
		remoteStatus === String(RemoteStatus.RemoteInRegion) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldGroup, {
			legend: "Applicants can work from",
			name: "remoteCountries",
			children: (invalid) => DEFAULT_COUNTRIES.map((code) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupCheck, {
				name: "remoteCountries",
				value: code,
				invalid,
				children: countryName(code)
			}, code))
		})
	] });
}
var TODAY = () => (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
/** Pay, benefits and the application deadline. */
function PaySection({ options, tip }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Pay" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "field__hint form-hint",
			children: [
				"Jobs that show pay get more applicants. Whole amounts in digits (45000 or 45,000), up to",
				" ",
				MAX_SALARY.toLocaleString("en-US"),
				"."
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "form-row form-row--3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					name: "salaryMin",
					label: "Minimum ($)",
					inputMode: "numeric",
					tip: tip("salaryMin", "Minimum salary")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					name: "salaryMax",
					label: "Maximum ($)",
					inputMode: "numeric",
					tip: tip("salaryMax", "Maximum salary")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
					name: "salaryCompensationId",
					label: "Paid",
					tip: tip("salaryCompensationId", "Pay period"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "Choose…"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.salaryCompensations })]
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldGroup, {
			legend: "Benefits",
			name: "isHousingSubsidized",
			children: (invalid) => BENEFIT_FLAGS.map((flag) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(GroupCheck, {
				name: flag,
				invalid: flag === "isHousingSubsidized" && invalid,
				children: [benefitFlagLabels[flag], tip(flag, benefitFlagLabels[flag])]
			}, flag))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Applications" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			name: "expireDate",
			label: "Application deadline",
			type: "date",
			min: TODAY(),
			tip: tip("expireDate", "Application deadline"),
			hint: "The last day candidates can apply. Leave it empty to keep the job open until it is filled."
		})
	] });
}
// src/features/employer-jobs/ScorePreview.tsx
/** The listing score of what is typed so far (the form's values, watched), with hints for what would raise it. */
function ScorePreview({ control }) {
	const values = useWatch({ control });
	const given = (s) => s.trim() === "" ? null : 1;
	const { score, hints } = listingScore({
		description: values.description,
		salaryMin: given(values.salaryMin),
		salaryMax: given(values.salaryMax),
		focusId: values.focusId ? 1 : null,
		yearsOfExperienceId: values.yearsOfExperienceId ? 1 : null,
		expireDate: values.expireDate || null,
		...benefitsOf(values)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card score-card",
		"aria-labelledby": "score-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "score-title",
				children: "Listing score"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "score-card__value",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meter", {
						min: 0,
						max: 100,
						low: 50,
						high: 80,
						optimum: 100,
						value: score,
						"aria-label": "Listing score"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: score }),
					"/100"
				]
			}),
			hints.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: "Complete postings get more applicants. To raise it:"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "score-card__hints",
				children: hints.map((h) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: h }, h))
			})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: "Everything candidates look for is there."
			})
		]
	});
}
// src/components/ui/InfoTip.tsx
/** A small "?" button that shows an explanation beside a form field; keyboard and screen-reader friendly. */
function InfoTip({ label, text }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "infotip",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "infotip__button",
			"aria-label": `About ${label}`,
			"aria-expanded": open,
			"aria-controls": id,
			onClick: () => setOpen((v) => !v),
			onKeyDown: (e) => e.key === "Escape" && setOpen(false),
			children: "?"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			id,
			role: "note",
			className: "infotip__text",
			hidden: !open,
			children: text
		})]
	});
}
// src/features/employer-jobs/JobForm.tsx
/**
* The job form of create-job and update-job: every job field, the lookups of Job/options/get, help from the content
* service; saved through the route's action as a draft or for review, as the pressed submit button says.
*/
function JobForm({ options, ...props }) {
	if (!options.ok) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormUnavailable, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobFormReady, {
		options: options.value,
		...props
	});
}
/** The choices did not arrive: the form cannot be filled in; a retry runs the route's loader again. */
function FormUnavailable() {
	const revalidator = useRevalidator();
	const busy = revalidator.state !== "idle";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card empty-state",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "The form could not be loaded" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: "Its choices (job types, fields, pay periods) did not arrive."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button button--primary",
				"aria-disabled": busy,
				onClick: () => !busy && void revalidator.revalidate(),
				children: "Try again"
			})
		]
	});
}
function JobFormReady({ initial, companyId, keep, options, help, reviewLabel = "Send for review" }) {
	const schema = (0, import_react.useMemo)(() => jobFormSchema({
		companyId,
		keep
	}), [companyId, keep]);
	const form = useSchemaForm(schema, initial);
	const { submit, busy, result } = useFormAction();
	const tip = (field, label) => help[field] ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InfoTip, {
		label,
		text: help[field]
	}) : null;
	const saving = busy ? form.getValues("status") : null;
	const saveAs = (status) => () => form.setValue("status", status);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "job-form",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
			form,
			onValid: (job) => submit(job),
			result,
			busy,
			keepDraft: true,
			className: "card job-form__main",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorSummary, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(JobSection, {
					options,
					tip
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WhereSection, {
					options,
					tip,
					keep
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaySection, {
					options,
					tip
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "form-actions",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
						className: "button",
						busy,
						busyLabel: saving === JobStatus.Draft ? "Saving…" : "Save as draft",
						onClick: saveAs(JobStatus.Draft),
						children: "Save as draft"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
						busy,
						busyLabel: saving === JobStatus.PendingReview ? "Sending…" : reviewLabel,
						onClick: saveAs(JobStatus.PendingReview),
						children: reviewLabel
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted form-note",
					children: "An admin reviews every job before candidates see it, usually within a day."
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("aside", {
			className: "job-form__side",
			"aria-label": "About your posting",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScorePreview, { control: form.control })
		})]
	});
}
/** How many fields need another look (each says why beside it). */
function ErrorSummary() {
	const { formState } = useFormContext();
	const count = Object.keys(formState.errors).filter((name) => name !== "root").length;
	if (!count) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "form-error",
		role: "alert",
		children: count === 1 ? "Check the field marked below." : `Check the ${count} fields marked below.`
	});
}
export { JobForm as t };
