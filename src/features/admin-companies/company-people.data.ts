import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { companyPeople } from '../../api/company-people';
import { employerSearchQuerySchema } from '../../api/schemas/company-people';
import { recordIdSchema } from '../../api/schemas/rules';
import { userCompanies } from '../../api/user-companies';
import { byIntent, submissionOf, type Submitted } from '../../components/form/submission';
import { attempt, pathId, searchParamsOf, settle } from '../../components/route/loaders';
import { sentence } from '../../domain/text';
import { showToast } from '../../state/toasts';

/**
 * admin/companies/:id (role Admin; docs/product.md §4.12): a company's details (get-company-details) and its people
 * (employers/{id}), and with `?find=` the employers whose name or address holds it (find-employers), to add one. A
 * search too short is said beside the field (the call's own schema); its failure shows in place.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const companyId = pathId(params.id);
  const find = searchParamsOf(request).get('find');
  const search = find === null ? null : employerSearchQuerySchema.safeParse({ term: find });
  const [company, people, found] = await Promise.all([
    userCompanies.companyDetails(companyId),
    settle(companyPeople.employers(companyId)),
    search?.success ? settle(userCompanies.findEmployers(search.data.term, request.signal)) : null,
  ]);
  const findError = search && !search.success ? (search.error.issues[0]?.message ?? null) : null;
  return { company, people, find: find ?? '', findError, found };
}

export type CompanyPeopleData = Awaited<ReturnType<typeof loader>>;

const person = { userId: recordIdSchema, companyId: recordIdSchema, name: z.string() };
const intentSchema = byIntent(
  z.object({ intent: z.literal('add'), ...person }),
  z.object({ intent: z.literal('remove'), ...person, companyName: z.string() }),
);
export type CompanyPeopleIntent = Submitted<typeof intentSchema>;

/**
 * Adds an employer to the company (add-user: a member, or its admin when it has none) or removes one (remove-user;
 * never its last admin, which the server refuses with a 409 the catalogue's toast shows). Each submission names the
 * company the page showed. The page's data is loaded again after it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const checked = await submissionOf(request, intentSchema);
  if (!checked.ok) return checked;
  const { intent, userId, companyId, name } = checked.value;
  if (intent === 'add') {
    const added = await attempt(() => userCompanies.addUser(userId, companyId));
    if (added.ok)
      showToast('success', `${name} was added as ${added.value.role === 'admin' ? 'its admin' : 'a member'}.`);
    return added;
  }
  const removed = await attempt(() => companyPeople.removeUser(userId, companyId));
  if (removed.ok) showToast('success', sentence(`${name} was removed from ${checked.value.companyName}`));
  return removed;
}
