import type { RecommendedJob } from '../../api/schemas/job-candidate';

/** A recommended job's match with the candidate's profile, and why (recommended jobs, the quiz's matches). */
export function JobMatch({ job }: { job: RecommendedJob }) {
  return (
    <div className="match">
      <span className="badge badge--match">{job.matchPercent}% match</span>
      <details className="match__why">
        <summary>Why this match</summary>
        <ul>
          {job.matchReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
