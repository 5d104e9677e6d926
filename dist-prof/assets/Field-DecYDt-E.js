import { Kr as require_react, Nt as require_jsx_runtime, Yr as __toESM } from "./index-BTLBy0eD.js";
// src/components/form/Field.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A label, the control, its hint and its error beside it (announced, and tied to the control). */
function FieldShell({ label, error, hint, tip, id, className = "", children }) {
	const auto = (0, import_react.useId)();
	const controlId = id ?? auto;
	const hintId = hint ? `${controlId}-hint` : void 0;
	const errorId = error ? `${controlId}-error` : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `field${error ? " field--invalid" : ""} ${className}`.trim(),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "field__label",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: controlId,
					children: label
				}), tip]
			}),
			hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "field__hint",
				id: hintId,
				children: hint
			}),
			children({
				id: controlId,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || void 0
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "field__error",
				id: errorId,
				children: error
			})
		]
	});
}
/** A labelled input with its hint and its error beside it. */
function Field({ label, error, hint, tip, id, className, ...input }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldShell, {
		label,
		error,
		hint,
		tip,
		id,
		className,
		children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			...control,
			...input
		})
	});
}
/** A labelled select with its hint and its error beside it. */
function SelectField({ label, error, hint, tip, id, className, children, ...select }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldShell, {
		label,
		error,
		hint,
		tip,
		id,
		className,
		children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
			...control,
			...select,
			children
		})
	});
}
/** A labelled text area with its hint and its error beside it. */
function TextAreaField({ label, error, hint, tip, id, className, ...area }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldShell, {
		label,
		error,
		hint,
		tip,
		id,
		className,
		children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
			...control,
			...area
		})
	});
}
/** The options of a select from a lookup list (`{ id, name }`), in its order. */
function Options({ items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
		value: item.id,
		children: item.name
	}, item.id)) });
}
export { TextAreaField as i, Options as n, SelectField as r, Field as t };
