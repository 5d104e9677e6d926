import { c as useFormContext } from "./Form-B3qryzaX.js";
import { a as TextField, r as SelectInput } from "./fields-C5JjZIJC.js";
import { Nt as require_jsx_runtime, Wt as DEFAULT_COUNTRIES } from "./index-BTLBy0eD.js";
import { Cn as countryName, Sn as COUNTRIES, wn as regionsOf } from "./mock-CDwb7JL5.js";
// src/components/form/PlaceFields.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The rest of the countries after the default set (US and CA), by name. */
var otherCountries = COUNTRIES.filter((c) => !DEFAULT_COUNTRIES.includes(c.code));
/**
* Country, then the state or province of the US and Canada (a free region elsewhere), then the town: fields
* `{prefix}country`, `{prefix}state`, `{prefix}city` of the form around them. `optional`: the country may be left
* unchosen (the place is then none).
*/
function PlaceFields({ prefix = "", optional = false, countryId }) {
	const { watch, getValues, setValue } = useFormContext();
	const country = watch(`${prefix}country`);
	const regions = regionsOf(country);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "form-row form-row--3",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
				name: `${prefix}country`,
				label: "Country",
				autoComplete: "country",
				id: countryId,
				rules: { onChange: (e) => {
					if (!regionsOf(e.target.value).some((r) => r.code === getValues(`${prefix}state`))) setValue(`${prefix}state`, "");
				} },
				children: [
					optional && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "Choose…"
					}),
					DEFAULT_COUNTRIES.map((code) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: code,
						children: countryName(code)
					}, code)),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("optgroup", {
						label: "All countries",
						children: otherCountries.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: c.code,
							children: c.name
						}, c.code))
					})
				]
			}),
			regions.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
				name: `${prefix}state`,
				label: country === "CA" ? "Province" : "State",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: "Choose…"
				}), regions.map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: r.code,
					children: r.name
				}, r.code))]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				name: `${prefix}state`,
				label: "Region"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				name: `${prefix}city`,
				label: "Town or city",
				autoComplete: "address-level2"
			})
		]
	});
}
export { PlaceFields as t };
