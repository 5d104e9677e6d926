const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/profile-D9Z3bG0Z.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { on as qualificationsInputSchema, rn as aboutInputSchema, sn as workPreferenceInputSchema } from "./mock-CDwb7JL5.js";
import { n as photoFilesSchema, r as resumeFileSchema } from "./uploads-CwENeC8M.js";
import { n as submissionOf, t as byIntent } from "./submission-DODpyDpS.js";
import { Jn as extend, Mn as showToast, Pn as __vitePreload, Un as boolean, Xn as literal, Zn as nullable, gt as attempt, tt as lookups } from "./index-BTLBy0eD.js";
import { loadRecommendedCount } from "./recommended-count-CvUZRRwC.js";
// src/features/profile/profile-edit.data.ts
/**
* profile/edit (candidates): the profile and the form's choices (job fields, focuses, pay periods), loaded together.
* The action saves one section (and its files); the recommended jobs follow at once: the nav's count is read again.
*/
var client = async () => (await __vitePreload(async () => {
	const { profile } = await import("./profile-D9Z3bG0Z.js");
	return { profile };
}, __vite__mapDeps([0,1,2]))).profile;
/** A failure shows the route's problem page, with a retry. */
async function loader({ request }) {
	const profile = await client();
	const [saved, options] = await Promise.all([profile.get(request.signal), lookups.jobOptions()]);
	return {
		profile: saved,
		options
	};
}
/** What each section sends: the API's input of the section, its intent, and its files (sent on their own after it). */
var profileSubmissionSchema = byIntent(extend(workPreferenceInputSchema, { intent: literal("workPreference") }), extend(qualificationsInputSchema, {
	intent: literal("qualifications"),
	resume: nullable(resumeFileSchema),
	removeResume: boolean()
}), extend(aboutInputSchema, {
	intent: literal("about"),
	photos: photoFilesSchema
}));
var SAVED = {
	workPreference: "Your work preference is saved.",
	qualifications: "Your qualifications are saved.",
	about: "Your about section is saved."
};
/** A file's refusal lands beside the file field of the section (the API names it `file`). */
var onField = (result, field) => result.ok || !result.fieldErrors.file ? result : {
	...result,
	fieldErrors: { [field]: result.fieldErrors.file }
};
/** The section's values, then its files, one after another; the first refusal stops there (what was typed stays). */
async function save(submission) {
	const profile = await client();
	if (submission.intent === "workPreference") {
		const { intent: _intent, ...input } = submission;
		return attempt(() => profile.updateWorkPreference(input));
	}
	if (submission.intent === "qualifications") {
		const { intent: _intent, resume, removeResume, ...input } = submission;
		let result = await attempt(() => profile.updateQualifications(input));
		if (result.ok && resume) result = onField(await attempt(() => profile.uploadResume(resume)), "resume");
		else if (result.ok && removeResume) result = await attempt(() => profile.removeResume());
		return result;
	}
	const { intent: _intent, photos, ...input } = submission;
	let result = await attempt(() => profile.updateAbout(input));
	for (const photo of photos) {
		if (!result.ok) break;
		result = onField(await attempt(() => profile.uploadPhoto(photo)), "photos");
	}
	return result;
}
async function action({ request }) {
	const submission = await submissionOf(request, profileSubmissionSchema);
	if (!submission.ok) return submission;
	const result = await save(submission.value);
	if (result.ok) {
		showToast("success", SAVED[submission.value.intent]);
		loadRecommendedCount();
	}
	return result;
}
export { action, loader };
