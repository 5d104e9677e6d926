import { $n as object, Br as useRevalidator, Kr as require_react, Nt as require_jsx_runtime, Yr as __toESM, nr as pipe, or as string, sr as transform } from "./index-BTLBy0eD.js";
import { c as useFormContext, i as useSchemaForm, n as SubmitButton, t as Form } from "./Form-B3qryzaX.js";
import { U as companyInputSchema } from "./mock-CDwb7JL5.js";
import { n as Options } from "./Field-DecYDt-E.js";
import { a as TextField, i as TextArea, r as SelectInput } from "./fields-C5JjZIJC.js";
import { t as PlaceFields } from "./PlaceFields-QRhraY9V.js";
import { t as ImageField } from "./ImageField-CbHiTEoe.js";
// src/features/company/company-form.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var emptyCompanyForm = () => ({
	name: "",
	website: "",
	description: "",
	typeId: "",
	sizeId: "",
	country: "US",
	state: "",
	city: ""
});
var companyFormOf = (c) => ({
	name: c.name,
	website: c.website ?? "",
	description: c.description,
	typeId: c.typeId === null ? "" : String(c.typeId),
	sizeId: c.sizeId === null ? "" : String(c.sizeId),
	country: c.country ?? "US",
	state: c.state ?? "",
	city: c.city ?? ""
});
var blankToNull = (s) => s.trim() === "" ? null : s;
var toInput = (v) => ({
	name: v.name,
	website: blankToNull(v.website),
	description: blankToNull(v.description),
	typeId: v.typeId === "" ? void 0 : Number(v.typeId),
	sizeId: v.sizeId === "" ? void 0 : Number(v.sizeId),
	country: v.country,
	state: blankToNull(v.state),
	city: v.city
});
var text = string();
/** The form's values, converted to the company input, then checked with the API's company schema. */
var companyFormSchema = pipe(pipe(object({
	name: text,
	website: text,
	description: text,
	typeId: text,
	sizeId: text,
	country: text,
	state: text,
	city: text
}), transform(toInput)), companyInputSchema);
// src/features/company/CompanyForm.tsx
var import_jsx_runtime = require_jsx_runtime();
/** How many fields are marked, above them (the details' errors and the images' refusals). */
function ErrorSummary({ imageErrors }) {
	const { formState } = useFormContext();
	const count = Object.keys(formState.errors).filter((key) => key !== "root").length + imageErrors;
	if (!count) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "form-error",
		role: "alert",
		children: count === 1 ? "Check the field marked below." : `Check the ${count} fields marked below.`
	});
}
function CompanyForm({ initial, options, current, submitLabel, onSubmit, busy, result, nameAside, onNameChange, onCancel }) {
	const form = useSchemaForm(companyFormSchema, initial);
	const revalidator = useRevalidator();
	const [images, setImages] = (0, import_react.useState)({
		logo: null,
		cover: null
	});
	const [imageErrors, setImageErrors] = (0, import_react.useState)({});
	const imagesRef = (0, import_react.useRef)(null);
	if (!options) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card empty-state",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "The form could not be loaded" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "button button--primary",
			"aria-disabled": revalidator.state !== "idle",
			onClick: () => revalidator.state === "idle" && void revalidator.revalidate(),
			children: "Try again"
		})]
	});
	const imageChange = (kind) => (file, problem) => {
		setImages((i) => ({
			...i,
			[kind]: file
		}));
		setImageErrors(({ [kind]: _gone, ...rest }) => problem ? {
			...rest,
			[kind]: problem
		} : rest);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
		form,
		className: "card company-form",
		result,
		busy,
		keepDraft: true,
		onValid: async (company) => {
			if (Object.keys(imageErrors).length) imagesRef.current?.querySelector("[aria-invalid=\"true\"]")?.focus();
			else await onSubmit(company, images);
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorSummary, { imageErrors: Object.keys(imageErrors).length }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				name: "name",
				label: "Company name",
				autoComplete: "organization",
				rules: onNameChange && { onChange: (e) => onNameChange(e.target.value) }
			}),
			nameAside,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "form-row",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
					name: "typeId",
					label: "Kind of company",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "Choose…"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.types })]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
					name: "sizeId",
					label: "Size",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "Choose…"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.sizes })]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				name: "website",
				label: "Website",
				type: "url",
				inputMode: "url",
				autoComplete: "url",
				placeholder: "https://"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
				name: "description",
				label: "About the company",
				hint: "What you do and what it is like to work with you (candidates read it on every job).",
				rows: 4
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceFields, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "form-row form-row--images",
				ref: imagesRef,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageField, {
					label: "Logo",
					kind: "logo",
					current: current?.logo ?? null,
					file: images.logo,
					error: imageErrors.logo,
					onChange: imageChange("logo")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageField, {
					label: "Cover image",
					kind: "cover",
					current: current?.coverImage ?? null,
					file: images.cover,
					error: imageErrors.cover,
					onChange: imageChange("cover")
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "form-actions",
				children: [onCancel && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: onCancel,
					children: "Cancel"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
					busy,
					busyLabel: "Saving…",
					children: submitLabel
				})]
			})
		]
	});
}
export { companyFormOf as n, emptyCompanyForm as r, CompanyForm as t };
