import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { z } from 'zod/mini';
import { companySubmissionSchema, primaryOf, uploadImages } from './company-actions';
import { peopleAction, peopleIntents } from './people-actions';
import { adminCompany } from '../../api/admin-company';
import { boost } from '../../api/boost';
import { company } from '../../api/company';
import { companyPeople } from '../../api/company-people';
import { employerJob } from '../../api/employer-job';
import { boostInputSchema, cardSchemaAt, type Purchase } from '../../api/schemas/boost';
import { pathIdSchema } from '../../api/schemas/common';
import type { CompanyOptions } from '../../api/schemas/company-profile';
import { companyJobsQuerySchema } from '../../api/schemas/employer-job';
import { paramsRecord, parseLenient } from '../../api/schemas/query';
import { recordIdSchema } from '../../api/schemas/rules';
import { byIntent, submissionOf, type Submitted } from '../../components/form/submission';
import { attempt, searchParamsOf, settle, type ActionResult, type Settled } from '../../components/route/loaders';
import { isCompanyAdmin } from '../../domain/company-roles';
import { PaymentStatus } from '../../domain/enums/boost';
import { href } from '../../domain/paths';
import { lookups } from '../../state/lookups';
import { getUser, setPrimaryCompany } from '../../state/session';
import { showToast } from '../../state/toasts';

/**
 * profile (company guard): the employer's company, its jobs for the URL's filters, the edit form's choices and, for
 * its admins, its people (./people-actions.ts), loaded together. With `?purchase=` (the dashboard's fetcher, when a boost waiting for its payment is resumed) the
 * loader gives that purchase only. The action edits the company, books a boost, or pays for one; the page's data is
 * then loaded again by itself (React Router revalidates after an action).
 */

/** The session's primary company (the company guard has made sure there is one). */
function primaryCompany() {
  const primary = getUser()?.primaryCompany;
  if (!primary) throw data(null, 404);
  return primary;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = searchParamsOf(request);
  const purchaseId = params.get('purchase');
  if (purchaseId !== null) {
    const id = pathIdSchema.safeParse(purchaseId);
    const purchase: Settled<Purchase> = id.success
      ? await settle(boost.get(id.data))
      : { ok: false, status: 404, message: 'No such purchase.' };
    return { purchase } satisfies PurchaseData;
  }

  const primary = primaryCompany();
  const query = parseLenient(companyJobsQuerySchema, { ...paramsRecord(params), companyId: String(primary.id) });
  // The company's people and what waits for them: its admins' to manage (others are not offered them).
  const user = getUser();
  const admin = user !== null && isCompanyAdmin(user, primary.id);
  const [detail, jobs, options, people] = await Promise.all([
    settle(company.getById(primary.id)),
    settle(employerJob.companyJobs(query, request.signal)),
    lookups.companyOptions().catch((): CompanyOptions | null => null),
    admin ? settle(companyPeople.employers(primary.id)) : null,
  ]);
  // Two tabs (`?view=people`): the company's jobs, and its people.
  const view = params.get('view') === 'people' ? 'people' : 'jobs';
  return { company: detail, jobs, query, options, people, view };
}

/** The dashboard's data: the company (when it could be loaded), its jobs, the list's query, the edit form's choices. */
export type ProfileData = Exclude<Awaited<ReturnType<typeof loader>>, PurchaseData>;

/** A boost waiting for its payment, loaded to be paid. */
export interface PurchaseData {
  purchase: Settled<Purchase>;
}

const profileIntentSchema = byIntent(
  companySubmissionSchema('edit'),
  z.extend(boostInputSchema, { intent: z.literal('createBoost') }),
  // The card's expiry against this page's clock, as the payment step's form checks it.
  z.extend(
    cardSchemaAt(() => Date.now()),
    { intent: z.literal('payBoost'), boostId: recordIdSchema },
  ),
  ...peopleIntents,
);
export type ProfileIntent = Submitted<typeof profileIntentSchema>;

/** Saves the company's details, then its chosen images (the header's logo follows the upload). */
async function editCompany({ intent: _intent, logo, cover, ...input }: Extract<ProfileIntent, { intent: 'edit' }>) {
  const updated = await attempt(() => adminCompany.update(primaryCompany().id, input));
  if (!updated.ok) return updated;
  setPrimaryCompany(primaryOf(updated.value));
  await uploadImages(updated.value.id, { logo, cover });
  showToast('success', `${updated.value.name} was updated.`);
  return updated;
}

/** Pays for a boost: paid, to its confirmation; a declined card is an answer (the payment says why), not an error. */
async function payBoost({
  boostId,
  cardholderName,
  cardNumber,
  expiry,
  cvc,
}: Extract<ProfileIntent, { intent: 'payBoost' }>) {
  const paid = await attempt(() => boost.pay(boostId, { cardholderName, cardNumber, expiry, cvc }));
  if (paid.ok && paid.value.payment.status === PaymentStatus.Succeeded)
    return redirect(href('purchaseConfirmation', null, { boostId }));
  return paid;
}

export async function action({ request }: ActionFunctionArgs) {
  const checked = await submissionOf(request, profileIntentSchema);
  if (!checked.ok) return checked;
  const submission = checked.value;
  if (submission.intent === 'edit') return editCompany(submission);
  if (submission.intent === 'payBoost') return payBoost(submission);
  if (submission.intent !== 'createBoost') return peopleAction(submission);
  const { intent: _intent, ...input } = submission;
  // Booked: the boost waits for its payment (the row then says so).
  return attempt(() => boost.create(input));
}

/**
 * A refused write changed nothing, and a payment that did not go through leaves the list as it was (its boost still
 * waits for its payment): no reload then. Any other write, or a change of the URL's filters, loads the page again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  json,
  actionResult,
  defaultShouldRevalidate,
}) => {
  if (!formMethod) return defaultShouldRevalidate;
  const refused = (actionResult as ActionResult | undefined)?.ok === false;
  const payment = (json as { intent?: string } | undefined)?.intent === 'payBoost';
  return !refused && !payment && defaultShouldRevalidate;
};
