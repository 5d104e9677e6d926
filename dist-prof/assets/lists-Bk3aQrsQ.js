import { Kr as require_react, Nt as require_jsx_runtime, Yr as __toESM } from "./index-BTLBy0eD.js";
import { a as get, c as useFormContext, o as useController } from "./Form-B3qryzaX.js";
// src/components/form/lists.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* Fields whose value is a list, bound to the form around them (`<Form>` of ./Form): boxes to tick, entries to type,
* choices to pick from a long list. Each shows its error (or the first of its entries') beside it, and its first
* control takes `id` (a link to the field focuses it).
*/
function useListError(name) {
	const { formState } = useFormContext();
	const error = get(formState.errors, name);
	if (!error) return void 0;
	return error.message ?? Object.values(error).find((e) => typeof e?.message === "string")?.message;
}
function ListError({ id, error }) {
	return error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "field__error",
		id,
		children: error
	}) : null;
}
/** The entries of a list field, each with its Remove button (the focus then goes back to the field's control). */
function Chips({ label, items, onRemove }) {
	if (!items.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "entries",
		"aria-label": label,
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "entry",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: item.label }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "entry__remove",
				"aria-label": `Remove ${item.label}`,
				onClick: () => onRemove(item),
				children: "×"
			})]
		}, item.value))
	});
}
/** Boxes to tick under a legend (under their groups' headings, if any); the value is the ticked options' values (as text). */
function CheckboxGroup({ name, legend, options, id, hint }) {
	const { register } = useFormContext();
	const error = useListError(name);
	const ids = (0, import_react.useId)();
	const groups = [...new Set(options.map((o) => o.group))];
	const box = (option) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
		className: "check",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			type: "checkbox",
			id: option === options[0] ? id : void 0,
			value: String(option.value),
			...register(name)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: option.label })]
	}, option.value);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: `choices${error ? " field--invalid" : ""}`,
		"aria-describedby": [hint && `${ids}-hint`, error && `${ids}-error`].filter(Boolean).join(" ") || void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "field__label",
				children: legend
			}),
			hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "field__hint",
				id: `${ids}-hint`,
				children: hint
			}),
			groups.map((group) => group === void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "checks",
				children: options.filter((o) => o.group === void 0).map(box)
			}, "") : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "checks-group",
				role: "group",
				"aria-label": group,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "checks-group__title",
					"aria-hidden": "true",
					children: group
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "checks",
					children: options.filter((o) => o.group === group).map(box)
				})]
			}, group)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListError, {
				id: `${ids}-error`,
				error
			})
		]
	});
}
/** Typed entries (skills, interests…): type one and press Enter or Add; each entry has its Remove button. */
function EntriesField({ name, label, hint, id, addLabel = "Add" }) {
	const { field } = useController({ name });
	const error = useListError(name);
	const [draft, setDraft] = (0, import_react.useState)("");
	const [said, setSaid] = (0, import_react.useState)("");
	const auto = (0, import_react.useId)();
	const inputId = id ?? auto;
	const entries = field.value ?? [];
	const add = () => {
		const entry = draft.trim();
		if (!entry) return;
		if (!entries.includes(entry)) field.onChange([...entries, entry]);
		setDraft("");
		setSaid(`${entry} added.`);
	};
	const onKeyDown = (event) => {
		if (event.key !== "Enter") return;
		event.preventDefault();
		add();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `field${error ? " field--invalid" : ""}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "field__label",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: inputId,
					children: label
				})
			}),
			hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "field__hint",
				id: `${inputId}-hint`,
				children: hint
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chips, {
				label,
				items: entries.map((entry) => ({
					value: entry,
					label: entry
				})),
				onRemove: (entry) => {
					field.onChange(entries.filter((e) => e !== entry.value));
					setSaid(`${entry.label} removed.`);
					document.getElementById(inputId)?.focus();
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "entries__add",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: inputId,
					value: draft,
					onChange: (e) => setDraft(e.target.value),
					onKeyDown,
					onBlur: field.onBlur,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(" ") || void 0
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: add,
					children: addLabel
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "visually-hidden",
				"aria-live": "polite",
				children: said
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListError, {
				id: `${inputId}-error`,
				error
			})
		]
	});
}
/** Choices picked one by one from a long list (a select adds, each picked one has Remove). */
function PickList({ name, label, options, id, hint }) {
	const { field } = useController({ name });
	const error = useListError(name);
	const [said, setSaid] = (0, import_react.useState)("");
	const auto = (0, import_react.useId)();
	const selectId = id ?? auto;
	const picked = field.value ?? [];
	const labelOf = (value) => options.find((o) => o.value === value)?.label ?? value;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `field${error ? " field--invalid" : ""}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "field__label",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: selectId,
					children: label
				})
			}),
			hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "field__hint",
				id: `${selectId}-hint`,
				children: hint
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chips, {
				label,
				items: picked.map((value) => ({
					value,
					label: labelOf(value)
				})),
				onRemove: (item) => {
					field.onChange(picked.filter((v) => v !== item.value));
					setSaid(`${item.label} removed.`);
					document.getElementById(selectId)?.focus();
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
				id: selectId,
				value: "",
				onBlur: field.onBlur,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": [hint && `${selectId}-hint`, error && `${selectId}-error`].filter(Boolean).join(" ") || void 0,
				onChange: (e) => {
					const value = e.target.value;
					if (!value || picked.includes(value)) return;
					field.onChange([...picked, value]);
					setSaid(`${labelOf(value)} added.`);
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: "Add…"
				}), options.filter((o) => !picked.includes(o.value)).map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: o.value,
					children: o.label
				}, o.value))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "visually-hidden",
				"aria-live": "polite",
				children: said
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListError, {
				id: `${selectId}-error`,
				error
			})
		]
	});
}
export { EntriesField as n, PickList as r, CheckboxGroup as t };
