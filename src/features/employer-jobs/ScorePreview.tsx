import { useWatch, type Control } from 'react-hook-form';
import { benefitsOf, type JobFormValues } from './job-form';
import type { JobInput } from '../../api/schemas/employer-job';
import { listingScore } from '../../domain/job-lifecycle';

/** The listing score of what is typed so far (the form's values, watched), with hints for what would raise it. */
export function ScorePreview({ control }: { control: Control<JobFormValues, unknown, JobInput> }) {
  const values = useWatch({ control }) as JobFormValues;
  const given = (s: string) => (s.trim() === '' ? null : 1);
  const { score, hints } = listingScore({
    description: values.description,
    salaryMin: given(values.salaryMin),
    salaryMax: given(values.salaryMax),
    focusId: values.focusId ? 1 : null,
    yearsOfExperienceId: values.yearsOfExperienceId ? 1 : null,
    expireDate: values.expireDate || null,
    ...benefitsOf(values),
  });
  return (
    <section className="card score-card" aria-labelledby="score-title">
      <h2 id="score-title">Listing score</h2>
      <p className="score-card__value">
        <meter min={0} max={100} low={50} high={80} optimum={100} value={score} aria-label="Listing score" />
        <strong>{score}</strong>/100
      </p>
      {hints.length ? (
        <>
          <p className="muted">Complete postings get more applicants. To raise it:</p>
          <ul className="score-card__hints">
            {hints.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">Everything candidates look for is there.</p>
      )}
    </section>
  );
}
