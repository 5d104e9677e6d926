import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { clock } from '../../mocks/clock';
import { db, isPosted } from '../../mocks/db';
import { pageOf, searchJobs, type SearchData } from '../../mocks/queries/jobs';
import { seed } from '../../mocks/seed';
import { jobSearchQuerySchema } from '../../src/api/schemas/job-search';
import { haversineMiles } from '../../src/domain/distance';

let data: SearchData;
beforeAll(async () => {
  clock.set('2026-11-22T12:00:00.000Z');
  await seed({ seed: 7, size: 600 });
  data = {
    jobs: db.jobs.all().filter(isPosted),
    companies: new Map(db.companies.all().map((c) => [c.id, c])),
    now: clock.now(),
  };
});
afterAll(() => clock.set(null));

const search = (raw: Record<string, string | string[]>) => searchJobs(data, jobSearchQuerySchema.parse(raw));
const nowIso = '2026-11-22T12:00:00.000Z';

describe('the mock job search', () => {
  it('lists only active, unexpired jobs, newest first, 20 to a page', () => {
    const page = search({});
    const open = data.jobs.filter((j) => j.status === 3 && (j.expireDate === null || j.expireDate > nowIso));
    expect(page.totalCount).toBe(open.length);
    expect(page.items).toHaveLength(20);
    const dates = page.items.map((j) => j.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('Remote Considered finds remote globally, remote in region and hybrid jobs', () => {
    const page = search({ remoteStatuses: '6', pageSize: '100' });
    expect(page.totalCount).toBeGreaterThan(0);
    expect(new Set(page.items.map((j) => j.remoteStatus))).toEqual(new Set([1, 3, 5]));
  });

  it('distance: every job within the radius', () => {
    const page = search({ lat: '40.015', lng: '-105.2705', radius: '100', pageSize: '100' });
    expect(page.totalCount).toBeGreaterThan(0);
    for (const job of page.items) expect(haversineMiles({ lat: 40.015, lng: -105.2705 }, job)).toBeLessThanOrEqual(100);
  });

  it('salary overlap within one pay period; jobs without pay do not match', () => {
    const page = search({ salaryMin: '50000', salaryMax: '90000', salaryCompensationId: '5', pageSize: '100' });
    expect(page.totalCount).toBeGreaterThan(0);
    for (const job of page.items) {
      expect(job.salaryCompensationId).toBe(5);
      expect(Math.max(job.salaryMin ?? 0, job.salaryMax ?? 0)).toBeGreaterThanOrEqual(50000);
      expect(job.salaryMin ?? job.salaryMax!).toBeLessThanOrEqual(90000);
    }
  });

  it('pages are consecutive slices of one order', () => {
    const all = search({ sort: 'title', order: 'asc', pageSize: '100' })
      .items.slice(0, 60)
      .map((j) => j.id);
    const pages = [1, 2, 3].flatMap((n) =>
      search({ sort: 'title', order: 'asc', pageNumber: String(n) }).items.map((j) => j.id),
    );
    expect(pages).toEqual(all);
  });
});

describe('pageOf', () => {
  it('keeps the best of a page without sorting everything, and counts every match', () => {
    const numbers = [5, 3, 9, 1, 7, 2, 8];
    expect(
      pageOf(
        numbers,
        (n) => n !== 8,
        (a, b) => a - b,
        2,
        2,
      ),
    ).toEqual({ items: [3, 5], totalCount: 6, pageNumber: 2, pageSize: 2 });
    expect(
      pageOf(
        numbers,
        () => true,
        (a, b) => b - a,
        4,
        2,
      ).items,
    ).toEqual([1]);
  });
});
