import { isCandidate, getUser } from './session';
import { setRecommendedCount } from './session-updates';

let pending: Promise<void> | null = null;

/**
 * The nav's count of recommended jobs (the unfiltered list's total), for a candidate who has not opened
 * recommended-jobs yet in this tab: from sign-in on, not only after a visit there. One call at a time; quiet (the
 * nav is extra: a failure leaves the count out). The API client loads with it, not with the first page.
 */
export function loadRecommendedCount(): Promise<void> {
  if (!isCandidate(getUser())) return Promise.resolve();
  pending ??= import('../api/job-candidate')
    .then(({ jobCandidate }) => jobCandidate.recommended({ pageSize: 1 }))
    .then((page) => {
      if (isCandidate(getUser())) setRecommendedCount(page.totalCount);
    })
    .catch(() => undefined)
    .finally(() => (pending = null));
  return pending;
}
