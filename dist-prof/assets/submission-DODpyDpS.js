import { En as firstIssues } from "./index-BTLBy0eD.js";
// src/components/form/submission.ts
/**
* How form values travel to a route action: JSON, or form data when a file is among them (the values as JSON
* under `json`, each file under its field's name; a list of files under its name and `[]`, so an empty list stays a
* list). `submissionOf` reads either back in the action, and checks it.
*/
var JSON_FIELD = "json";
var LIST = "[]";
var isFileList = (value) => Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof Blob);
function toSubmission(values, options) {
	const entries = Object.entries(values ?? {});
	const isFiles = (v) => v instanceof Blob || isFileList(v);
	if (!entries.some(([, v]) => isFiles(v))) return [values, {
		...options,
		encType: "application/json"
	}];
	const form = new FormData();
	form.append(JSON_FIELD, JSON.stringify(Object.fromEntries(entries.filter(([, v]) => !isFiles(v)))));
	for (const [name, value] of entries) if (value instanceof Blob) form.append(name, value);
	else if (isFileList(value)) for (const file of value) form.append(name + LIST, file);
	return [form, {
		...options,
		encType: "multipart/form-data"
	}];
}
/** The values a form submitted (files back in their fields). */
async function valuesOf(request) {
	if (request.headers.get("Content-Type")?.includes("application/json")) return request.json();
	const form = await request.formData();
	const values = JSON.parse(String(form.get(JSON_FIELD) ?? "{}"));
	for (const [name, value] of form.entries()) {
		if (name === JSON_FIELD) continue;
		if (name.endsWith(LIST)) values[name.slice(0, -2)] = form.getAll(name);
		else values[name] = value;
	}
	return values;
}
/** An action's refusal of a submission it cannot read or that its schema refuses: a 400, as the server's. */
var refused = (fieldErrors, message) => ({
	ok: false,
	status: 400,
	message,
	fieldErrors
});
var UNREADABLE = "This form could not be sent as it is. Reload the page and try again.";
var UNKNOWN_INTENT = "This page cannot do what the form asked. Reload the page and try again.";
/**
* The submissions of an action of several intents (`{ intent: 'details', … }`): one schema per intent, the same
* schemas the API and the forms use, each extended with its `intent` literal. The submission's intent picks the
* schema that checks it; an intent the action does not know, or none, is refused.
*/
function byIntent(...intents) {
	const intentOf = (schema) => schema.shape.intent._zod.def.values[0];
	const schemas = new Map(intents.map((schema) => [intentOf(schema), schema]));
	return { safeParseAsync: async (value) => {
		const schema = schemas.get(value?.intent);
		if (schema) return await schema.safeParseAsync(value);
		return {
			success: false,
			error: { issues: [{
				path: ["intent"],
				message: UNKNOWN_INTENT
			}] }
		};
	} };
}
/**
* The values a form submitted, checked with the action's schema (for an action of several intents, `byIntent`'s: an
* unknown intent is refused too). A submission that cannot be read or does not pass is the
* form's refusal (a 400 with field errors, as `attempt` gives the server's): nothing unchecked reaches the API.
* Async, so file checks may read the files' first bytes.
*/
async function submissionOf(request, schema) {
	let values;
	try {
		values = await valuesOf(request);
	} catch {
		return refused({}, UNREADABLE);
	}
	const parsed = await schema.safeParseAsync(values);
	if (parsed.success) return {
		ok: true,
		value: parsed.data
	};
	const fieldErrors = firstIssues(parsed.error.issues);
	return refused(fieldErrors, Object.values(fieldErrors).join("\n") || UNREADABLE);
}
export { submissionOf as n, toSubmission as r, byIntent as t };
