import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, seedCatalogue } from './seed-fixtures';
import type { PostedJob } from '../../mocks/db';
import { OrderSearchStatus } from '../../src/domain/enums/job-lists';
import { orderCounts } from '../../src/domain/order-status';

describe("seed: the admins' order statuses", () => {
  let jobs: PostedJob[];
  beforeAll(async () => {
    ({ jobs } = await seedCatalogue());
  });

  it('has jobs in every order status, two of them expired', () => {
    const counts = orderCounts(jobs, NOW);
    for (const { orderStatus, count } of counts) expect(count, orderStatus).toBeGreaterThan(0);
    expect(counts.find((c) => c.orderStatus === OrderSearchStatus.Expired)?.count).toBe(2);
  });

  it('fills roles only of closed jobs', () => {
    for (const j of jobs.filter((j) => j.roleFilled !== null)) expect(j.status, `job ${j.id}`).toBe(6);
  });
});
