// The admins' list of every job by order status (docs/product.md §4.13): the one rule of where a job stands in it.
// Pure: the mock's list and counts, the seed and the screens share it.
import { JobStatus } from './enums/job';
import { OrderSearchStatus } from './enums/job-lists';
import { isLive } from './job-lifecycle';

/** Who filled a closed job's role: someone found elsewhere, or through the board (Basecamp); null when not filled. */
export const ROLE_FILLED = ['external', 'basecamp'] as const;
type RoleFilled = (typeof ROLE_FILLED)[number];

interface Ordered {
  status: number;
  expireDate: string | null;
  roleFilled: RoleFilled | null;
}

/** The order statuses a job can be in (All is every one of them). */
export type JobOrderStatus = Exclude<OrderSearchStatus, typeof OrderSearchStatus.All>;

/**
 * A job's order status, or null for a draft (the employer's own: in no tab, not even All). Pending Review = status 2,
 * Missing Information = 5, Rejected = 4; an active job (3) is Active until its expiry date, Expired from it on (the
 * same rule as "live": `isLive`); a closed job (6) is Role filled - External or - Basecamp when its role was
 * filled, else Closed. Dates are ISO strings in UTC, so they compare as text.
 */
export function orderStatusOf(job: Ordered, nowIso: string): JobOrderStatus | null {
  switch (job.status) {
    case JobStatus.PendingReview:
      return OrderSearchStatus.PendingReview;
    case JobStatus.MissingInformation:
      return OrderSearchStatus.MissingInformation;
    case JobStatus.Rejected:
      return OrderSearchStatus.Rejected;
    case JobStatus.Active:
      return isLive(job, nowIso) ? OrderSearchStatus.Active : OrderSearchStatus.Expired;
    case JobStatus.ApplicationClosed:
      return job.roleFilled === 'external'
        ? OrderSearchStatus.RoleFilledExternal
        : job.roleFilled === 'basecamp'
          ? OrderSearchStatus.RoleFilledBasecamp
          : OrderSearchStatus.Closed;
    default:
      return null;
  }
}

/** Whether the job is in the order status's tab (All: every job but drafts). */
export function inOrderStatus(job: Ordered, orderStatus: OrderSearchStatus, nowIso: string): boolean {
  const own = orderStatusOf(job, nowIso);
  return own !== null && (orderStatus === OrderSearchStatus.All || own === orderStatus);
}

/** The admins' tabs in their order: the queue first, All last. */
export const ORDER_TABS: readonly OrderSearchStatus[] = [
  OrderSearchStatus.PendingReview,
  OrderSearchStatus.Active,
  OrderSearchStatus.RoleFilledExternal,
  OrderSearchStatus.RoleFilledBasecamp,
  OrderSearchStatus.Expired,
  OrderSearchStatus.Closed,
  OrderSearchStatus.Rejected,
  OrderSearchStatus.MissingInformation,
  OrderSearchStatus.All,
];

/** Each tab's count of the jobs given, in the tabs' order. */
export function orderCounts(jobs: Iterable<Ordered>, nowIso: string) {
  const counts = new Map<OrderSearchStatus, number>(ORDER_TABS.map((tab) => [tab, 0]));
  for (const job of jobs) {
    const own = orderStatusOf(job, nowIso);
    if (own === null) continue;
    counts.set(own, counts.get(own)! + 1);
    counts.set(OrderSearchStatus.All, counts.get(OrderSearchStatus.All)! + 1);
  }
  return ORDER_TABS.map((orderStatus) => ({ orderStatus, count: counts.get(orderStatus)! }));
}
