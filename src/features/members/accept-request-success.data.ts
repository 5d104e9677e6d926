import type { LoaderFunctionArgs } from 'react-router-dom';
import { userCompanies } from '../../api/user-companies';
import { pathId } from '../../components/route/loaders';
import { getUser } from '../../state/session';

/**
 * accept-request-success/{company}/{name}: the company joined (`company` its id; `name` its name as a path, for the
 * reader of the address only) as its people see it, with the user's role there (GET
 * admin/Company/get-company-details); and the user's primary company, which the dashboard shows.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const companyId = pathId(params.company);
  const company = await userCompanies.companyDetails(companyId);
  return { company, primaryCompany: getUser()?.primaryCompany ?? null };
}
