import { Tn as envelope, ft as apiHttp } from "./index-BTLBy0eD.js";
import { an as publicProfileSchema, in as profileSchema } from "./mock-CDwb7JL5.js";
// src/api/profile.ts
/** A file as form data (`file`). */
var fileForm = (file, fallbackName) => {
	const form = new FormData();
	form.append("file", file, file instanceof File ? file.name : fallbackName);
	return form;
};
var profileAnswer = envelope(profileSchema);
/**
* The signed-in candidate's profile (calls proposed here: contracts/README.md): read, its three sections saved on
* their own, the resume and the photos uploaded. Every change answers the whole profile. The section saves are quiet:
* the editor shows their refusals beside its fields.
*/
var profileApi = (http) => ({
	/** GET Profile: the candidate's profile (an empty one for a new candidate). */
	get: async (signal) => (await http.request(profileAnswer, "GET", "Profile", { signal })).result,
	/** PUT Profile/work-preference: where, what kind of job, pay, leadership, benefits. */
	updateWorkPreference: async (input) => (await http.request(profileAnswer, "PUT", "Profile/work-preference", {
		body: input,
		quiet: true
	})).result,
	/** PUT Profile/qualifications: experience, next job, focus, skills. */
	updateQualifications: async (input) => (await http.request(profileAnswer, "PUT", "Profile/qualifications", {
		body: input,
		quiet: true
	})).result,
	/** PUT Profile/about: website, highlights, summary, interests, links, the photos kept (in order), career. */
	updateAbout: async (input) => (await http.request(profileAnswer, "PUT", "Profile/about", {
		body: input,
		quiet: true
	})).result,
	/** POST Profile/resume (form data: `file`, PDF or Word): the profile with its new resume. */
	uploadResume: async (file) => (await http.request(profileAnswer, "POST", "Profile/resume", { form: fileForm(file, "resume") })).result,
	/** DELETE Profile/resume: the profile without a resume. */
	removeResume: async () => (await http.request(profileAnswer, "DELETE", "Profile/resume")).result,
	/** GET Profile/public: a candidate's public profile, as their visibility allows (else 404); no sign-in needed. */
	getPublic: async (id, signal) => (await http.request(envelope(publicProfileSchema), "GET", "Profile/public", {
		query: { id },
		signal
	})).result,
	/** POST Profile/photos (form data: `file`, an image): the profile with the photo added last. */
	uploadPhoto: async (file) => (await http.request(profileAnswer, "POST", "Profile/photos", { form: fileForm(file, "photo") })).result
});
/** The app's client of this area, bound to the session (src/api/bindings.ts). */
var profile = profileApi(apiHttp);
export { profile };
