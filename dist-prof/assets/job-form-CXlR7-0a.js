import { En as firstIssues, Gn as custom, U as JobStatus, Wt as DEFAULT_COUNTRIES, Z as BENEFIT_FLAGS, _r as NEVER, k as parseAmount, nr as pipe, sr as transform } from "./index-BTLBy0eD.js";
import { gn as places, hn as placeOf, w as jobInputSchema } from "./mock-CDwb7JL5.js";
// src/features/employer-jobs/job-form.ts
/** The place an edited job already has when it is not one of the listed places: kept as it is. */
var KEEP_PLACE = "keep";
/** The benefit flags of a job or of the form's values (and only those). */
var benefitsOf = (flags) => Object.fromEntries(BENEFIT_FLAGS.map((flag) => [flag, flags[flag]]));
var noBenefits = {
	isHousingIncluded: false,
	isHousingSubsidized: false,
	isRelocationStipend: false,
	isCommuterBenefits: false,
	isHQPosition: false
};
/** A new job's values: based where the company is, remote-in-region countries preset to the default set. */
function emptyJobForm(company) {
	return {
		title: "",
		description: "",
		jobType: "",
		remoteStatus: "",
		remoteCountries: [...DEFAULT_COUNTRIES],
		jobFieldId: "",
		focusId: "",
		yearsOfExperienceId: "",
		placeId: placeOf(company)?.id ?? "",
		salaryMin: "",
		salaryMax: "",
		salaryCompensationId: "",
		expireDate: "",
		status: JobStatus.PendingReview,
		...noBenefits
	};
}
var text = (n) => n === null ? "" : String(n);
/** An edited job's values. */
function jobFormOf(job) {
	return {
		title: job.title,
		description: job.description,
		jobType: text(job.jobType),
		remoteStatus: text(job.remoteStatus),
		remoteCountries: job.remoteCountries.length ? job.remoteCountries : [...DEFAULT_COUNTRIES],
		jobFieldId: text(job.jobFieldId),
		focusId: text(job.focusId),
		yearsOfExperienceId: text(job.yearsOfExperienceId),
		placeId: placeOf(job)?.id ?? (locationOf(job) ? "keep" : ""),
		salaryMin: text(job.salaryMin),
		salaryMax: text(job.salaryMax),
		salaryCompensationId: text(job.salaryCompensationId),
		expireDate: job.expireDate ? job.expireDate.slice(0, 10) : "",
		status: JobStatus.PendingReview,
		...benefitsOf(job)
	};
}
/** An edited job's own place (kept when it is not one of the listed places); none for a draft without one. */
var locationOf = ({ city, state, country, lat, lng }) => city !== null && country !== null && lat !== null && lng !== null ? {
	city,
	state,
	country,
	lat,
	lng
} : void 0;
/** '' is no value (null: a draft keeps it so; sending for review asks for the required ones). */
var optionalNumber = (value) => value.trim() === "" ? null : Number(value);
/** The values as the API's job input (not yet checked). */
function toJobInput(values, { companyId, keep }) {
	const place = places.find((p) => p.id === values.placeId);
	const location = place ? {
		city: place.city,
		state: place.region,
		country: place.country,
		lat: place.lat,
		lng: place.lng
	} : values.placeId === "keep" && keep ? keep : {};
	return {
		companyId,
		status: values.status,
		title: values.title,
		description: values.description,
		jobType: optionalNumber(values.jobType),
		remoteStatus: optionalNumber(values.remoteStatus),
		remoteCountries: values.remoteCountries,
		jobFieldId: optionalNumber(values.jobFieldId),
		focusId: optionalNumber(values.focusId),
		yearsOfExperienceId: optionalNumber(values.yearsOfExperienceId),
		city: location.city ?? null,
		state: location.state ?? null,
		country: location.country ?? null,
		lat: location.lat ?? null,
		lng: location.lng ?? null,
		salaryMin: parseAmount(values.salaryMin),
		salaryMax: parseAmount(values.salaryMax),
		salaryCompensationId: optionalNumber(values.salaryCompensationId),
		expireDate: values.expireDate ? `${values.expireDate}T23:59:59.000Z` : null,
		...benefitsOf(values)
	};
}
/**
* A field of the form for a field the API names: one select stands for city, state, country and coordinates, and
* an item of a list (`remoteCountries.0`) is shown on its list.
*/
var formField = (field) => {
	const root = field.split(".")[0] ?? field;
	return [
		"city",
		"state",
		"country",
		"lat",
		"lng"
	].includes(root) ? "placeId" : root;
};
/** Field errors (the API's names mapped to the form's) from the schema or from a 400 of the server. */
function formErrors(errors) {
	const out = {};
	for (const [field, message] of Object.entries(errors)) out[formField(field)] ??= [
		"lat",
		"lng",
		"city"
	].includes(field) ? "Choose where the job is based" : message;
	return out;
}
/**
* The form's schema, derived from the API's: the values are converted to a job input and checked with
* `jobInputSchema` itself (no second copy of its rules); its messages land on the form's fields.
*/
function jobFormSchema(context) {
	return pipe(custom(), transform((values, payload) => {
		const parsed = jobInputSchema.safeParse(toJobInput(values, context));
		if (parsed.success) return parsed.data;
		for (const [field, message] of Object.entries(formErrors(firstIssues(parsed.error.issues)))) payload.issues.push({
			code: "custom",
			message,
			path: [field],
			input: values
		});
		return NEVER;
	}));
}
export { jobFormOf as a, formErrors as i, benefitsOf as n, jobFormSchema as o, emptyJobForm as r, locationOf as s, KEEP_PLACE as t };
