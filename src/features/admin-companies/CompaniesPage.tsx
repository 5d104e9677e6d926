import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { loader } from './companies.data';
import { CompanyFilters } from './CompanyFilters';
import { CompanyRow, CompanyTable, sortOf, sortText } from './CompanyTable';
import { ExportCompanies } from './ExportCompanies';
import { pageHref, patchParams, type ParamsPatch } from '../../api/schemas/query';
import { CountTabs } from '../../components/list/CountTabs';
import { ResultList } from '../../components/list/ResultList';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { MEMBERSHIP_TABS, membershipStatusName } from '../../domain/company-list';
import { MembershipStatus } from '../../domain/enums/company';
import { counted } from '../../domain/text';

/**
 * admin/companies (role Admin; docs/product.md §4.11): every company on the board, a tab per membership status
 * with how many the filters find in each, a table sortable by every column, a page at a time, and companies.csv of
 * all the filters find. The whole state is in the URL (filters, tab, sort, page), so a view can be shared.
 */
export default function CompaniesPage() {
  const { query, list, counts } = useLoaderData<typeof loader>();
  const [params, update] = useUrlParams();
  const revalidator = useRevalidator();
  const apply = (patch: ParamsPatch) => update((current) => patchParams(current, patch));
  const tab = query.membershipStatus ?? MembershipStatus.All;
  const sort = sortOf(query.sort, query.order);
  const countOf = (status: number) => counts?.find((c) => c.membershipStatus === status)?.count;
  const tabName = tab === MembershipStatus.All ? 'All' : membershipStatusName(tab);

  return (
    <section className="page admin-companies">
      <h1>Companies</h1>
      <p className="lead">Every company on the board, how its jobs are doing, and its membership.</p>
      <CompanyFilters query={query} apply={apply} />
      <CountTabs
        params={params}
        apply={apply}
        label="Membership status"
        tabs={MEMBERSHIP_TABS.map((status) => ({
          key: status,
          label: status === MembershipStatus.All ? 'All' : membershipStatusName(status),
          count: countOf(status),
          patch: { membershipStatus: status === MembershipStatus.All ? undefined : status },
          current: status === tab,
        }))}
      />
      <h2 className="visually-hidden">{tabName}</h2>
      <ResultList
        result={list}
        pendingText="Loading companies…"
        failedText="The companies could not be loaded"
        // The page count by hand, not ResultList's pageCountOf: importing it from the first page's chunk costs that
        // chunk an export, and it has no bytes to spare.
        count={(page) =>
          `${counted(page.totalCount, 'company', 'companies')}${page.totalCount > page.pageSize ? `, page ${page.pageNumber} of ${Math.ceil(page.totalCount / page.pageSize)}` : ''}`
        }
        toolbar={<ExportCompanies query={query} />}
        empty={
          <>
            <h2 tabIndex={-1}>No companies here</h2>
            <p className="muted">Try another tab, or clear the filters.</p>
          </>
        }
        onRetry={() => void revalidator.revalidate()}
        pageHref={pageHref(params)}
        table={(companies) => (
          <CompanyTable
            params={params}
            apply={apply}
            sort={sort}
            caption={`Companies, ${tabName}, ${sortText(sort)}`}
            rows={companies.map((company) => (
              <CompanyRow key={company.id} company={company} />
            ))}
          />
        )}
      />
    </section>
  );
}
