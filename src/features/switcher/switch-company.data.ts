import type { ActionFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { recordIdSchema } from '../../api/schemas/rules';
import { userCompanies } from '../../api/user-companies';
import { submissionOf } from '../../components/form/submission';
import { attempt, settle } from '../../components/route/loaders';
import { sentence } from '../../domain/text';
import { storeSwitchedCompany } from '../../state/memberships';
import { getUser } from '../../state/session';
import { showToast } from '../../state/toasts';

/**
 * switch-company (designed here, docs/decisions/0022): the employer's companies, and the switch of their primary
 * company. The header's switcher loads this route's data with a fetcher and writes through its action; the page shows
 * the same list. Both calls are settled: a fetcher's failure must not take the page it sits on.
 */

/** The employer's companies by name (with logos), and their primary company as its people see it (their role there). */
export async function loader() {
  const primary = getUser()?.primaryCompany ?? null;
  const [companies, current] = await Promise.all([
    settle(userCompanies.basicUserCompanies()),
    primary ? settle(userCompanies.companyDetails(primary.id)) : null,
  ]);
  return { companies, current };
}

export type Companies = Awaited<ReturnType<typeof loader>>;

/** What the switcher sends: the company to make the primary one. */
export const switchSchema = z.object({ companyId: recordIdSchema });

/**
 * Makes the company the primary one (PUT change-primary-company) and stores the answer as the user's primary company,
 * with their role there: every page that shows company data (loaded again after this action) and every tab (the
 * stored user changed) show it. A refusal (403, 404: the catalogue's toast) changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const checked = await submissionOf(request, switchSchema);
  if (!checked.ok) return checked;
  const switched = await attempt(() => userCompanies.changePrimaryCompany(checked.value.companyId));
  if (!switched.ok) return switched;
  await storeSwitchedCompany(switched.value);
  showToast('success', `${sentence(`Switched to ${switched.value.name}`)} Its company page and jobs are shown now.`);
  return switched;
}
