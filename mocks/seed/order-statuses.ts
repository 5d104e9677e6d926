import { JobStatus } from '../../src/domain/enums/job';
import type { JobRecord } from '../db';
import { DAY, type SeedContext } from './context';

/**
 * The admins' order statuses in the demo data (docs/product.md §4.13), set on the drawn jobs without drawing again
 * (every later draw, and with it the rest of the data, stays as it was): what is missing from each job sent back
 * for missing information, who filled the roles of two closed jobs in three (external, then Basecamp), and two live
 * jobs of the random part whose application deadline passed two days ago (Expired).
 */
const MISSING_INFORMATION = [
  'Say where the job is based: the town in the posting and the one in the form differ.',
  'Add the season’s start and end dates: the posting says seasonal but gives no dates.',
  'Say what the certification asked for is (first aid, swiftwater rescue …) and who pays for it.',
  'Add the hours or shifts per week: candidates cannot tell whether the job is full time.',
] as const;

/** How many live jobs of the random part expire (the last ones drawn, not sponsored, published over 10 days ago). */
const EXPIRED = 2;

export function setOrderStatuses(
  ctx: SeedContext,
  jobs: JobRecord[],
  sponsoredIds: readonly number[],
  firstRandom: number,
) {
  let closed = 0;
  for (const job of jobs) {
    if (job.status === JobStatus.MissingInformation)
      job.rejectReason = MISSING_INFORMATION[job.id % MISSING_INFORMATION.length]!;
    if (job.status === JobStatus.ApplicationClosed) {
      job.roleFilled = (['external', 'basecamp', null] as const)[closed % 3]!;
      closed += 1;
    }
  }
  const expiredDate = ctx.msAgo(2 * DAY);
  const publishedBefore = ctx.msAgo(10 * DAY);
  const sponsored = new Set(sponsoredIds);
  const expiring = jobs
    .filter(
      (job) =>
        job.id >= firstRandom &&
        job.status === JobStatus.Active &&
        !sponsored.has(job.id) &&
        job.publishedDate !== null &&
        job.publishedDate < publishedBefore,
    )
    .slice(-EXPIRED);
  for (const job of expiring) job.expireDate = expiredDate;
}
