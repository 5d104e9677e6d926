import { Gn as custom, Hn as array, Wn as check, dr as _maxLength } from "./index-BTLBy0eD.js";
import { dn as imageLimits, fn as imageProblem, pn as resumeProblem, un as headOf } from "./mock-CDwb7JL5.js";
// src/api/schemas/uploads.ts
/**
* Files a form sends beside its values (a company's logo and cover, a candidate's photos and resume), checked with the
* rules of src/domain/uploads.ts that the form's file fields and the mock's uploads apply: the type the content shows
* (its first bytes, so the checks are async) and the size.
*/
/** A file, by its shape: the runtime that read the form data may have a File class other than this global's. */
var isFile = (value) => typeof value === "object" && value !== null && typeof value.size === "number" && typeof value.arrayBuffer === "function";
var fileWith = (problem, missing) => custom().check(check(async (payload) => {
	const file = payload.value;
	const found = isFile(file) ? problem(file, await headOf(file)) : missing;
	if (found) payload.issues.push({
		code: "custom",
		message: found,
		input: file
	});
}));
/** An image of this kind (logo, cover, photo). */
var imageFileSchema = (kind) => fileWith((file, head) => imageProblem(file, kind, head), `Choose the ${imageLimits[kind].label} file`);
/** New photos of a profile (the ones it keeps are counted by the about section's schema). */
var photoFilesSchema = array(imageFileSchema("photo")).check(_maxLength(6, `Keep at most 6 photos`));
/** A resume: PDF or Word. */
var resumeFileSchema = fileWith(resumeProblem, "Choose the resume file");
export { photoFilesSchema as n, resumeFileSchema as r, imageFileSchema as t };
