import { useId, useState } from 'react';
import type { ReviewJobsData } from './review-jobs.data';
import type { ReviewQuery } from '../../api/schemas/job-review';
import { Options } from '../../components/form/Field';

export type FilterPatch = Record<string, string | undefined>;

/**
 * The filters of every tab: each change goes into the URL (the loader then loads that list and the tabs' counts);
 * keywords on Search.
 */
export function ReviewFilters({
  query,
  companies,
  apply,
}: {
  query: ReviewQuery;
  companies: ReviewJobsData['companies'];
  apply: (patch: FilterPatch) => void;
}) {
  const ids = useId();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  return (
    <form
      className="card review-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        apply({ keyword: keyword.trim() || undefined });
      }}
    >
      <div className="field field--compact">
        <label htmlFor={`${ids}-company`}>Company</label>
        <select
          id={`${ids}-company`}
          value={query.companyId ?? ''}
          onChange={(e) => apply({ companyId: e.target.value || undefined })}
        >
          <option value="">All companies</option>
          <Options items={companies} />
        </select>
      </div>
      <div className="field field--compact review-filters__keyword">
        <label htmlFor={`${ids}-keyword`}>Keywords</label>
        <input
          id={`${ids}-keyword`}
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder="Title, company or town"
        />
      </div>
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}
