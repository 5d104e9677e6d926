import { useId, useState } from 'react';
import type { ReviewJobsData } from './review-jobs.data';
import type { ReviewQuery } from '../../api/schemas/job-review';
import { Options } from '../../components/form/Field';
import { JobStatus, jobStatusLabels } from '../../domain/enums/job';

/** The statuses an admin looks through, the queue first. */
const statusChoices = [
  JobStatus.PendingReview,
  JobStatus.MissingInformation,
  JobStatus.Active,
  JobStatus.Rejected,
  JobStatus.ApplicationClosed,
  JobStatus.Draft,
];

export type FilterPatch = Record<string, string | undefined>;

/** The queue's filters: each change goes into the URL (the loader then loads that queue); keywords on Search. */
export function ReviewFilters({
  query,
  status,
  companies,
  options,
  apply,
}: {
  query: ReviewQuery;
  status: number;
  companies: ReviewJobsData['companies'];
  options: ReviewJobsData['options'];
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
        <label htmlFor={`${ids}-status`}>Status</label>
        <select
          id={`${ids}-status`}
          value={status}
          onChange={(e) =>
            apply({ status: e.target.value === String(JobStatus.PendingReview) ? undefined : e.target.value })
          }
        >
          {statusChoices.map((s) => (
            <option key={s} value={s}>
              {jobStatusLabels[s]}
            </option>
          ))}
        </select>
      </div>
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
      <div className="field field--compact">
        <label htmlFor={`${ids}-field`}>Job field</label>
        <select
          id={`${ids}-field`}
          value={query.jobFieldId ?? ''}
          onChange={(e) => apply({ jobFieldId: e.target.value || undefined })}
        >
          <option value="">All fields</option>
          {options && <Options items={options.jobFields} />}
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
