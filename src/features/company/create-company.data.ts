import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { z } from 'zod/mini';
import { companySubmissionSchema, primaryOf, uploadImages } from './company-actions';
import { adminCompany } from '../../api/admin-company';
import { company } from '../../api/company';
import { suggestionQuerySchema, type CompanySuggestion } from '../../api/schemas/company-profile';
import { recordIdSchema } from '../../api/schemas/rules';
import { byIntent, submissionOf, type Submitted } from '../../components/form/submission';
import { attempt, searchParamsOf, type ActionResult } from '../../components/route/loaders';
import { href } from '../../domain/paths';
import { sentence } from '../../domain/text';
import { lookups } from '../../state/lookups';
import { getUser, setPrimaryCompany } from '../../state/session';
import { markJoinRequested, markJoinWithdrawn } from '../../state/session-updates';
import { showToast } from '../../state/toasts';

/**
 * create-company (and confirm-email, join-company: the same page). The loader gives the company form's choices;
 * with `?term=` (the page's fetcher, as the name is typed) it gives the companies already here with a name like it.
 * The action creates the company, or asks to join one.
 */

interface CreateCompanyData {
  /** The company form's choices; null when they could not be loaded (the form offers to try again), or for visitors. */
  options: Awaited<ReturnType<typeof lookups.companyOptions>> | null;
}

export interface SuggestionsData {
  term: string;
  suggestions: CompanySuggestion[];
}

/** Companies already here with a name like the term (2 letters or more); none while they cannot be fetched. */
async function suggestionsFor(term: string, signal: AbortSignal): Promise<SuggestionsData> {
  const parsed = suggestionQuerySchema.safeParse({ term });
  if (!parsed.success) return { term, suggestions: [] };
  return { term, suggestions: await company.getSuggestions(parsed.data.term, signal).catch(() => []) };
}

export async function loader({ request }: LoaderFunctionArgs): Promise<CreateCompanyData | SuggestionsData> {
  const term = searchParamsOf(request).get('term');
  if (term !== null) return suggestionsFor(term, request.signal);
  // A visitor is asked to sign in: no form to fill.
  if (!getUser()) return { options: null };
  return { options: await lookups.companyOptions().catch(() => null) };
}

const createCompanyIntentSchema = byIntent(
  companySubmissionSchema('create'),
  z.object({ intent: z.literal('join'), companyId: recordIdSchema }),
  z.object({ intent: z.literal('withdraw'), companyId: recordIdSchema }),
);
export type CreateCompanyIntent = Submitted<typeof createCompanyIntentSchema>;

/**
 * Creates the company (its creator becomes its admin, and it their primary company), uploads its images, and goes
 * to the company's page; a name another company has (409) is said beside the name. Or asks to join a company, or
 * withdraws that request while it waits (the pending page's button): this page then opens, to set up or join another.
 */
export async function action({ request }: ActionFunctionArgs) {
  const checked = await submissionOf(request, createCompanyIntentSchema);
  if (!checked.ok) return checked;
  const submission = checked.value;
  if (submission.intent === 'join') {
    const asked = await attempt(() => adminCompany.sendJoinRequest(submission.companyId));
    if (asked.ok) {
      markJoinRequested({ companyId: asked.value.companyId, companyName: asked.value.companyName });
      showToast('success', `${sentence(`You asked to join ${asked.value.companyName}`)} Its admins will let you in.`);
    }
    return asked;
  }
  if (submission.intent === 'withdraw') {
    const asked = getUser()?.pendingJoinRequest?.companyName;
    const withdrawn = await attempt(() => adminCompany.withdrawJoinRequest(submission.companyId));
    // 404: nothing of theirs waits any more (answered meanwhile, or withdrawn in another session; the catalogue's
    // toast says so): the session stops waiting too.
    if (!withdrawn.ok && withdrawn.status !== 404) return withdrawn;
    markJoinWithdrawn();
    if (withdrawn.ok) showToast('success', sentence(`You withdrew your request to join ${asked ?? 'the company'}`));
    return redirect(href('createCompany'));
  }
  const { intent: _intent, logo, cover, ...input } = submission;
  const created = await attempt(() => adminCompany.create(input));
  if (!created.ok)
    return created.status === 409
      ? ({ ...created, fieldErrors: { name: created.message } } satisfies ActionResult)
      : created;
  setPrimaryCompany(primaryOf(created.value), 'admin');
  await uploadImages(created.value.id, { logo, cover });
  showToast('success', `${created.value.name} is set up. Post your first job!`);
  return redirect(href('profile'));
}

/** Nothing the loader gives (the form's choices, name suggestions) changes by this page's actions. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;
