import { Kr as require_react, Nt as require_jsx_runtime, Yr as __toESM } from "./index-BTLBy0eD.js";
import { a as get, c as useFormContext } from "./Form-B3qryzaX.js";
import { i as TextAreaField, r as SelectField, t as Field } from "./Field-DecYDt-E.js";
// src/components/form/fields.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function useBound(name, rules) {
	const { register, formState } = useFormContext();
	const error = get(formState.errors, name)?.message;
	return {
		control: register(name, rules),
		error
	};
}
function TextField({ name, rules, ...props }) {
	const { control, error } = useBound(name, rules);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		...props,
		...control,
		error
	});
}
function SelectInput({ name, rules, children, ...props }) {
	const { control, error } = useBound(name, rules);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
		...props,
		...control,
		error,
		children
	});
}
function TextArea({ name, rules, ...props }) {
	const { control, error } = useBound(name, rules);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextAreaField, {
		...props,
		...control,
		error
	});
}
/** A checkbox with its label after it, and its error beside it. */
function Checkbox({ name, label, rules, id }) {
	const { register, formState } = useFormContext();
	const error = get(formState.errors, name)?.message;
	const errorId = `${(0, import_react.useId)()}-error`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `field field--check${error ? " field--invalid" : ""}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "check",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "checkbox",
				id,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? errorId : void 0,
				...register(name, rules)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: label })]
		}), error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "field__error",
			id: errorId,
			children: error
		})]
	});
}
/** Radio buttons as cards under a legend, with the group's error beside them (the first one takes the focus on an error). */
function ChoiceGroup({ name, legend, choices }) {
	const { register, formState } = useFormContext();
	const error = get(formState.errors, name)?.message;
	const ids = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: `choices${error ? " field--invalid" : ""}`,
		"aria-describedby": error ? `${ids}-error` : void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "field__label",
				children: legend
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "choices__options",
				children: choices.map((choice) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "choice",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "radio",
						value: choice.value,
						...register(name)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "choice__text",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: choice.label }), choice.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "muted",
							children: choice.description
						})]
					})]
				}, choice.value))
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "field__error",
				id: `${ids}-error`,
				children: error
			})
		]
	});
}
export { TextField as a, TextArea as i, ChoiceGroup as n, SelectInput as r, Checkbox as t };
