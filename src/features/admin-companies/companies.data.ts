import type { LoaderFunctionArgs } from 'react-router-dom';
import { adminCompany } from '../../api/admin-company';
import { companyListQuerySchema, type CompanyListQuery } from '../../api/schemas/company-list';
import { paramsRecord, parseLenient } from '../../api/schemas/query';
import { searchParamsOf, settle } from '../../components/route/loaders';

/** The filters of a list query, without its membership status, sort and page: what the tabs' counts are of. */
export const countsQueryOf = ({ search, dateFrom, dateTo }: CompanyListQuery) => ({ search, dateFrom, dateTo });

/**
 * admin/companies: the page of companies the URL asks for (filters, membership status tab, sort, page; a failure
 * shows in the list, with a retry), and how many companies the filters find in each tab (without them, the tabs
 * show no counts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseLenient(companyListQuerySchema, paramsRecord(searchParamsOf(request)));
  const [list, counts] = await Promise.all([
    settle(adminCompany.list(query, request.signal)),
    adminCompany.membershipCounts(countsQueryOf(query), request.signal).catch(() => null),
  ]);
  return { query, list, counts };
}

export type CompaniesData = Awaited<ReturnType<typeof loader>>;
