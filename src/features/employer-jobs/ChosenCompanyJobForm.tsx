import { useId, useState } from 'react';
import { emptyJobForm } from './job-form';
import { JobForm } from './JobForm';
import type { CompanyName } from '../../api/schemas/company';
import type { JobOptions } from '../../api/schemas/job';
import { Options } from '../../components/form/Field';
import type { Settled } from '../../components/route/loaders';

const noPlace = { city: null, state: null, country: null };

/**
 * create-job for the site's admin: which company the job is for, then the job form, posted for that company. The
 * form shows once a company is chosen; choosing another keeps what is typed.
 */
export function ChosenCompanyJobForm({
  companies,
  options,
  help,
}: {
  companies: CompanyName[];
  options: Settled<JobOptions>;
  help: Record<string, string>;
}) {
  const id = useId();
  const [companyId, setCompanyId] = useState<number | null>(null);
  return (
    <>
      <div className="card field">
        <label htmlFor={id}>Company</label>
        <select
          id={id}
          value={companyId ?? ''}
          aria-describedby={`${id}-note`}
          onChange={(e) => setCompanyId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">Choose the company</option>
          <Options items={companies} />
        </select>
        <p id={`${id}-note`} className="muted">
          The job is posted for this company, which can edit it like its own. Its admins are told by email.
        </p>
      </div>
      {companyId !== null && (
        <JobForm initial={emptyJobForm(noPlace)} companyId={companyId} options={options} help={help} />
      )}
    </>
  );
}
