import { useId } from 'react';
import { jobSortFieldLabels, jobSortOptions, type JobSortField } from '../../domain/enums/job-search';

const sortWords: Record<JobSortField, [asc: string, desc: string]> = {
  createdDate: ['oldest first', 'newest first'],
  title: ['A to Z', 'Z to A'],
  expireDate: ['soonest first', 'latest first'],
};

/**
 * The six job sort options of docs/product.md §3 (created date, title, expiry date), in words, in the domain's order:
 * each field ascending (A to Z) first, then descending.
 */
const sortChoices = jobSortOptions.map(({ field, direction }) => ({
  value: `${field}:${direction}`,
  label: `${jobSortFieldLabels[field]}: ${sortWords[field][direction === 'asc' ? 0 : 1]}`,
}));

/** 'Sort by' with the six job sort options; `sort` and `order` as the job queries name them. */
export function SortSelect({
  sort = 'createdDate',
  order = 'desc',
  onChange,
}: {
  sort?: JobSortField | undefined;
  order?: 'asc' | 'desc' | undefined;
  onChange: (sort: JobSortField, order: 'asc' | 'desc') => void;
}) {
  const id = useId();
  return (
    <div className="field field--compact field--inline">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={`${sort}:${order}`}
        onChange={(e) => {
          const [field, direction] = e.target.value.split(':') as [JobSortField, 'asc' | 'desc'];
          onChange(field, direction);
        }}
      >
        {sortChoices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
