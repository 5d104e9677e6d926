import { Kr as require_react, Nt as require_jsx_runtime, Yr as __toESM } from "./index-BTLBy0eD.js";
import { i as useSchemaForm, l as useFormState, r as useFormAction } from "./Form-B3qryzaX.js";
import { i as useLeaveGuard, t as LeaveConfirm } from "./LeaveGuard-0vtwPB0w.js";
// src/components/form/sections.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The page's one leave question, over every section's unsaved changes: render `question` once on the page. */
function useSectionsLeaveGuard() {
	const [dirty, setDirty] = (0, import_react.useState)({});
	const report = (0, import_react.useCallback)((section, isDirty) => setDirty((d) => Boolean(d[section]) === isDirty ? d : {
		...d,
		[section]: isDirty
	}), []);
	const blocker = useLeaveGuard(Object.values(dirty).some(Boolean));
	return {
		report,
		question: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LeaveConfirm, { blocker })
	};
}
/**
* A section's form: the schema's form, its own submission to the route's action (with its intent; one at a time, as
* every form of the abstraction), its unsaved changes reported to the page. `formProps` go to its `<Form>`.
*/
function useSectionForm(schema, { intent, fresh, report, unsaved = false, afterSave, ownErrors, method = "post" }) {
	const form = useSchemaForm(schema, fresh);
	const { submit, busy, result } = useFormAction();
	const { isDirty } = useFormState({ control: form.control });
	const key = JSON.stringify(fresh);
	const loaded = (0, import_react.useRef)(key);
	(0, import_react.useEffect)(() => {
		if (loaded.current === key) return;
		loaded.current = key;
		if (!isDirty) form.reset(JSON.parse(key));
	}, [
		key,
		form,
		isDirty
	]);
	const saved = (0, import_react.useRef)(result);
	(0, import_react.useEffect)(() => {
		if (saved.current === result) return;
		saved.current = result;
		if (result?.ok && afterSave) form.reset(afterSave(result.value));
	}, [
		result,
		form,
		afterSave
	]);
	const dirty = isDirty || unsaved;
	(0, import_react.useEffect)(() => report?.(intent, dirty), [
		report,
		intent,
		dirty
	]);
	(0, import_react.useEffect)(() => () => report?.(intent, false), [report, intent]);
	return {
		form,
		busy,
		result,
		isDirty,
		/** Sends the section's values (and its files) with its intent. */
		submit: (values) => submit({
			intent,
			...values
		}, method),
		formProps: {
			form,
			result,
			busy,
			confirmLeave: false,
			ownErrors,
			keepDraft: true
		}
	};
}
export { useSectionsLeaveGuard as n, useSectionForm as t };
