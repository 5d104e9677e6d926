import { JobStatus, jobStatusLabels, type JobStatus as JobStatusCode } from '../../domain/enums/job';
import { isLive } from '../../domain/job-lifecycle';

/** A job's status in words: an active job past its deadline reads 'Expired'. */
function statusLabel(job: { status: number; expireDate: string | null }, now: number): string {
  if (job.status === JobStatus.Active && !isLive(job, new Date(now).toISOString())) return 'Expired';
  return jobStatusLabels[job.status as JobStatusCode] ?? 'Unknown';
}

export function StatusBadge({ job, now }: { job: { status: number; expireDate: string | null }; now: number }) {
  const label = statusLabel(job, now);
  return (
    <span className={`badge badge--status badge--status-${label === 'Expired' ? 'expired' : job.status}`}>{label}</span>
  );
}
