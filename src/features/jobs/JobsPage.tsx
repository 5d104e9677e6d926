import { useEffect, useState } from 'react';
import { api } from '../../api';
import type { JobOptions } from '../../api/schemas/job';

/**
 * /jobs. The search itself arrives with the candidate-discovery release; the fields and focuses candidates
 * will filter by are real lookups from Job/options/get.
 */
export default function JobsPage() {
  const [options, setOptions] = useState<JobOptions | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api.job
      .getOptions()
      .then((result) => live && setOptions(result))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="page">
      <h1>Jobs</h1>
      <p className="lead">Search outdoor-industry jobs by keyword, type, place, pay and perks. Full search is being built.</p>
      <h2>Browse by field</h2>
      <div aria-live="polite" aria-busy={!options && !failed}>
        {!options && !failed && <p className="muted">Loading fields…</p>}
        {failed && <p className="muted">The job fields could not be loaded. Please try again later.</p>}
        {options && (
          <ul className="field-grid">
            {options.jobFields.map((field) => (
              <li key={field.id} className="card field-card">
                <h3>{field.name}</h3>
                <p className="muted">
                  {options.focuses
                    .filter((focus) => focus.jobFieldId === field.id)
                    .map((focus) => focus.name)
                    .join(' · ') || 'All focuses'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
