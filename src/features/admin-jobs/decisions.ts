import type { ReviewJob } from '../../api/schemas/job-review';
import { ReviewDecision } from '../../domain/job-lifecycle';
import { sentence } from '../../domain/text';

/** How long a close can be undone before it is sent. */
export const CLOSE_UNDO_MS = 5000;

/** The held write of closing a job (src/state/held-writes.ts): one per job. */
export const closeKey = (jobId: number) => `close-job:${jobId}`;

/** The job whose held close a key names, else null. */
export function closedIdOf(key: string): number | null {
  const [kind, id] = key.split(':');
  return kind === 'close-job' && id ? Number(id) : null;
}

const named = (job: Pick<ReviewJob, 'title' | 'companyName'>) => `“${job.title}” by ${job.companyName}`;

/** What the page says once a job leaves the list: which job, and what follows for it ("Co." ends a sentence once). */
export const decidedMessage: Record<ReviewDecision, (job: Pick<ReviewJob, 'title' | 'companyName'>) => string> = {
  [ReviewDecision.Approve]: (job) => `${sentence(`Approved ${named(job)}`)} It is on the job search now.`,
  [ReviewDecision.Reject]: (job) =>
    `${sentence(`Rejected ${named(job)}`)} The employer sees your reason beside the job.`,
  [ReviewDecision.MissingInformation]: (job) =>
    `${sentence(`Asked for information on ${named(job)}`)} The employer is emailed and sees what is missing beside the job.`,
  [ReviewDecision.Close]: (job) => `${sentence(`Closed ${named(job)}`)} It takes no more applications.`,
};

export const undoneMessage = (job: Pick<ReviewJob, 'title' | 'companyName'>) =>
  `${named(job)} stays open: closing it was undone.`;
