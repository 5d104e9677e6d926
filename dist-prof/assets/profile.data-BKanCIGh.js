import { An as pathIdSchema, Jn as extend, Mn as showToast, Xn as literal, Xt as getUser, br as href, gt as attempt, it as parseLenient, jr as redirect, kr as data, nn as setPrimaryCompany, rt as paramsRecord, tt as lookups, vt as searchParamsOf, yt as settle } from "./index-BTLBy0eD.js";
import { n as primaryOf, r as uploadImages, t as companySubmissionSchema } from "./company-actions-brM5qseD.js";
import { adminCompany } from "./admin-company-D5fBCszs.js";
import { boost } from "./boost-Dg8eBSlw.js";
import { company } from "./company-Bazy3rMB.js";
import { t as employerJob } from "./employer-job-DvoUFLKt.js";
import { An as recordIdSchema, F as cardSchemaAt, P as boostInputSchema, pt as PaymentStatus, x as companyJobsQuerySchema } from "./mock-CDwb7JL5.js";
import { n as submissionOf, t as byIntent } from "./submission-DODpyDpS.js";
// src/features/company/profile.data.ts
/**
* profile (company guard): the employer's company, its jobs for the URL's filters, and the edit form's choices,
* loaded together. With `?purchase=` (the dashboard's fetcher, when a boost waiting for its payment is resumed) the
* loader gives that purchase only. The action edits the company, books a boost, or pays for one; the page's data is
* then loaded again by itself (React Router revalidates after an action).
*/
/** The session's primary company (the company guard has made sure there is one). */
function primaryCompany() {
	const primary = getUser()?.primaryCompany;
	if (!primary) throw data(null, 404);
	return primary;
}
async function loader({ request }) {
	const params = searchParamsOf(request);
	const purchaseId = params.get("purchase");
	if (purchaseId !== null) {
		const id = pathIdSchema.safeParse(purchaseId);
		return { purchase: id.success ? await settle(boost.get(id.data)) : {
			ok: false,
			status: 404,
			message: "No such purchase."
		} };
	}
	const primary = primaryCompany();
	const query = parseLenient(companyJobsQuerySchema, {
		...paramsRecord(params),
		companyId: String(primary.id)
	});
	const [detail, jobs, options] = await Promise.all([
		settle(company.getById(primary.id)),
		settle(employerJob.companyJobs(query, request.signal)),
		lookups.companyOptions().catch(() => null)
	]);
	return {
		company: detail,
		jobs,
		query,
		options
	};
}
var profileIntentSchema = byIntent(companySubmissionSchema("edit"), extend(boostInputSchema, { intent: literal("createBoost") }), extend(cardSchemaAt(() => Date.now()), {
	intent: literal("payBoost"),
	boostId: recordIdSchema
}));
/** Saves the company's details, then its chosen images (the header's logo follows the upload). */
async function editCompany({ intent: _intent, logo, cover, ...input }) {
	const updated = await attempt(() => adminCompany.update(primaryCompany().id, input));
	if (!updated.ok) return updated;
	setPrimaryCompany(primaryOf(updated.value));
	await uploadImages(updated.value.id, {
		logo,
		cover
	});
	showToast("success", `${updated.value.name} was updated.`);
	return updated;
}
/** Pays for a boost: paid, to its confirmation; a declined card is an answer (the payment says why), not an error. */
async function payBoost({ boostId, cardholderName, cardNumber, expiry, cvc }) {
	const paid = await attempt(() => boost.pay(boostId, {
		cardholderName,
		cardNumber,
		expiry,
		cvc
	}));
	if (paid.ok && paid.value.payment.status === PaymentStatus.Succeeded) return redirect(href("purchaseConfirmation", null, { boostId }));
	return paid;
}
async function action({ request }) {
	const checked = await submissionOf(request, profileIntentSchema);
	if (!checked.ok) return checked;
	const submission = checked.value;
	if (submission.intent === "edit") return editCompany(submission);
	if (submission.intent === "payBoost") return payBoost(submission);
	const { intent: _intent, ...input } = submission;
	return attempt(() => boost.create(input));
}
/**
* A refused write changed nothing, and a payment that did not go through leaves the list as it was (its boost still
* waits for its payment): no reload then. Any other write, or a change of the URL's filters, loads the page again.
*/
var shouldRevalidate = ({ formMethod, json, actionResult, defaultShouldRevalidate }) => {
	if (!formMethod) return defaultShouldRevalidate;
	const refused = actionResult?.ok === false;
	const payment = json?.intent === "payBoost";
	return !refused && !payment && defaultShouldRevalidate;
};
export { action, loader, shouldRevalidate };
