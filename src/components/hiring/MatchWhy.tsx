/** An applicant's match with the job, and why, in a disclosure (the same score as recommended jobs, from the job's side). */
export function MatchWhy({
  applicant,
}: {
  applicant: { firstName: string; lastName: string; matchPercent: number; matchReasons: readonly string[] };
}) {
  return (
    <details className="match-why">
      <summary>
        <span className="match-why__percent">{applicant.matchPercent}%</span> match
        <span className="visually-hidden">
          {' '}
          of {applicant.firstName} {applicant.lastName}: why
        </span>
      </summary>
      <ul>
        {applicant.matchReasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </details>
  );
}
