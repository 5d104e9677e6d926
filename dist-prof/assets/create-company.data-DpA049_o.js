import { $n as object, Mn as showToast, Xn as literal, Xt as getUser, br as href, gt as attempt, jr as redirect, nn as setPrimaryCompany, tt as lookups, vt as searchParamsOf } from "./index-BTLBy0eD.js";
import { n as primaryOf, r as uploadImages, t as companySubmissionSchema } from "./company-actions-brM5qseD.js";
import { adminCompany } from "./admin-company-D5fBCszs.js";
import { company } from "./company-Bazy3rMB.js";
import { An as recordIdSchema, J as suggestionQuerySchema, R as sentence } from "./mock-CDwb7JL5.js";
import { n as submissionOf, t as byIntent } from "./submission-DODpyDpS.js";
import { n as markJoinWithdrawn, t as markJoinRequested } from "./session-updates-CnsB9V9-.js";
// src/features/company/create-company.data.ts
/** Companies already here with a name like the term (2 letters or more); none while they cannot be fetched. */
async function suggestionsFor(term, signal) {
	const parsed = suggestionQuerySchema.safeParse({ term });
	if (!parsed.success) return {
		term,
		suggestions: []
	};
	return {
		term,
		suggestions: await company.getSuggestions(parsed.data.term, signal).catch(() => [])
	};
}
async function loader({ request }) {
	const term = searchParamsOf(request).get("term");
	if (term !== null) return suggestionsFor(term, request.signal);
	if (!getUser()) return { options: null };
	return { options: await lookups.companyOptions().catch(() => null) };
}
var createCompanyIntentSchema = byIntent(companySubmissionSchema("create"), object({
	intent: literal("join"),
	companyId: recordIdSchema
}), object({
	intent: literal("withdraw"),
	companyId: recordIdSchema
}));
/**
* Creates the company (its creator becomes its admin, and it their primary company), uploads its images, and goes
* to the company's page; a name another company has (409) is said beside the name. Or asks to join a company, or
* withdraws that request while it waits (the pending page's button): this page then opens, to set up or join another.
*/
async function action({ request }) {
	const checked = await submissionOf(request, createCompanyIntentSchema);
	if (!checked.ok) return checked;
	const submission = checked.value;
	if (submission.intent === "join") {
		const asked = await attempt(() => adminCompany.sendJoinRequest(submission.companyId));
		if (asked.ok) {
			markJoinRequested({
				companyId: asked.value.companyId,
				companyName: asked.value.companyName
			});
			showToast("success", `${sentence(`You asked to join ${asked.value.companyName}`)} Its admins will let you in.`);
		}
		return asked;
	}
	if (submission.intent === "withdraw") {
		const asked = getUser()?.pendingJoinRequest?.companyName;
		const withdrawn = await attempt(() => adminCompany.withdrawJoinRequest(submission.companyId));
		if (!withdrawn.ok && withdrawn.status !== 404) return withdrawn;
		markJoinWithdrawn();
		if (withdrawn.ok) showToast("success", sentence(`You withdrew your request to join ${asked ?? "the company"}`));
		return redirect(href("createCompany"));
	}
	const { intent: _intent, logo, cover, ...input } = submission;
	const created = await attempt(() => adminCompany.create(input));
	if (!created.ok) return created.status === 409 ? {
		...created,
		fieldErrors: { name: created.message }
	} : created;
	setPrimaryCompany(primaryOf(created.value), "admin");
	await uploadImages(created.value.id, {
		logo,
		cover
	});
	showToast("success", `${created.value.name} is set up. Post your first job!`);
	return redirect(href("profile"));
}
/** Nothing the loader gives (the form's choices, name suggestions) changes by this page's actions. */
var shouldRevalidate = ({ formMethod, defaultShouldRevalidate }) => formMethod ? false : defaultShouldRevalidate;
export { action, loader, shouldRevalidate };
