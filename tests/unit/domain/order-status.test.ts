import { describe, expect, it } from 'vitest';
import { JobStatus } from '../../../src/domain/enums/job';
import { OrderSearchStatus } from '../../../src/domain/enums/job-lists';
import { orderCounts, orderStatusOf } from '../../../src/domain/order-status';

const NOW = '2026-11-22T12:00:00.000Z';
const job = (status: number, expireDate: string | null = null, roleFilled: 'external' | 'basecamp' | null = null) => ({
  status,
  expireDate,
  roleFilled,
});

describe("a job's order status", () => {
  it('follows the status: waiting, sent back, rejected', () => {
    expect(orderStatusOf(job(JobStatus.PendingReview), NOW)).toBe('PendingReview');
    expect(orderStatusOf(job(JobStatus.MissingInformation), NOW)).toBe('MissingInformation');
    expect(orderStatusOf(job(JobStatus.Rejected), NOW)).toBe('Rejected');
  });

  it('is Active until the expiry date and Expired from it on', () => {
    expect(orderStatusOf(job(JobStatus.Active, null), NOW)).toBe('Active');
    expect(orderStatusOf(job(JobStatus.Active, '2026-11-22T12:00:00.001Z'), NOW)).toBe('Active');
    expect(orderStatusOf(job(JobStatus.Active, '2026-11-22T12:00:00.000Z'), NOW)).toBe('Expired');
    expect(orderStatusOf(job(JobStatus.Active, '2026-11-20T12:00:00.000Z'), NOW)).toBe('Expired');
  });

  it('tells closed jobs by who filled the role', () => {
    expect(orderStatusOf(job(JobStatus.ApplicationClosed, '2026-11-01T00:00:00.000Z'), NOW)).toBe('Closed');
    expect(orderStatusOf(job(JobStatus.ApplicationClosed, null, 'external'), NOW)).toBe('RoleFilledExternal');
    expect(orderStatusOf(job(JobStatus.ApplicationClosed, null, 'basecamp'), NOW)).toBe('RoleFilledBasecamp');
  });

  it('leaves drafts out of every tab', () => {
    expect(orderStatusOf(job(JobStatus.Draft), NOW)).toBeNull();
  });

  it('counts each tab in its order, All last, drafts in none', () => {
    const jobs = [
      job(JobStatus.Draft),
      job(JobStatus.PendingReview),
      job(JobStatus.PendingReview),
      job(JobStatus.Active, '2026-12-01T00:00:00.000Z'),
      job(JobStatus.Active, '2026-11-01T00:00:00.000Z'),
      job(JobStatus.ApplicationClosed, null, 'basecamp'),
    ];
    expect(orderCounts(jobs, NOW)).toEqual([
      { orderStatus: OrderSearchStatus.PendingReview, count: 2 },
      { orderStatus: OrderSearchStatus.Active, count: 1 },
      { orderStatus: OrderSearchStatus.RoleFilledExternal, count: 0 },
      { orderStatus: OrderSearchStatus.RoleFilledBasecamp, count: 1 },
      { orderStatus: OrderSearchStatus.Expired, count: 1 },
      { orderStatus: OrderSearchStatus.Closed, count: 0 },
      { orderStatus: OrderSearchStatus.Rejected, count: 0 },
      { orderStatus: OrderSearchStatus.MissingInformation, count: 0 },
      { orderStatus: OrderSearchStatus.All, count: 5 },
    ]);
  });
});
