import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOf, countBy, DAY, HOUR, inBounds, now, NOW, plain, seedCatalogue } from './seed-fixtures';
import { sponsoredJobIds } from '../../mocks/boosts';
import { clock } from '../../mocks/clock';
import { db, isPosted, type CompanyRecord, type PostedJob } from '../../mocks/db';
import { focuses, jobFields, salaryCompensations } from '../../mocks/lookups';
import { seed } from '../../mocks/seed';
import { BENEFIT_FLAGS } from '../../src/domain/benefits';
import { JobStatus, JobType, remoteStatusOptions, RemoteStatus } from '../../src/domain/enums/job';
import { places } from '../../src/domain/places';

/**
 * The demo seed: a believable, deterministic outdoor-industry catalogue that covers every code the UI shows. Its
 * people (candidates, applications) and boosts: seed-people.test.ts; the places it uses: seed-places.test.ts.
 */

beforeAll(() => clock.set(NOW));
afterAll(() => clock.set(null));

describe('seed: determinism and size', () => {
  it('gives identical jobs, companies and applications for the same seed', async () => {
    await seed();
    const first = {
      jobs: plain(db.jobs.all()),
      companies: plain(db.companies.all()),
      applications: plain(db.applications.all()),
    };
    await seed();
    expect(JSON.stringify(db.jobs.all())).toBe(JSON.stringify(first.jobs));
    expect(plain(db.companies.all())).toEqual(first.companies);
    expect(plain(db.applications.all())).toEqual(first.applications);
  });

  it('gives every job the fields of a listing, its drafts too', async () => {
    await seed();
    expect(db.jobs.all().filter((j) => !isPosted(j))).toEqual([]);
  });

  it('gives other jobs for another seed value', async () => {
    await seed({ seed: 1 });
    const first = plain(db.jobs.all());
    await seed({ seed: 2 });
    expect(plain(db.jobs.all())).not.toEqual(first);
  });

  it('makes `size` jobs and the one laid out last, with ids 1..size+1, one company with jobs per five jobs, and 300 companies at least', async () => {
    const withJobs = () => new Set(db.jobs.all().map((j) => j.companyId)).size;
    await seed({ size: 300 });
    expect(db.jobs.all().map((j) => j.id)).toEqual(Array.from({ length: 301 }, (_, i) => i + 1));
    expect(db.jobs.findFirst((q) => q.where({ id: 301 }))).toMatchObject({
      companyId: 1,
      title: 'Social Media Manager',
    });
    expect(withJobs()).toBe(60);
    expect(db.companies.all().map((c) => c.id)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));

    await seed({ size: 1000 });
    expect(db.jobs.all()).toHaveLength(1001);
    expect(withJobs()).toBe(200);
    expect(db.companies.all()).toHaveLength(300);
    expect(new Set(db.companies.all().map((c) => c.name)).size).toBe(300);
    expect(new Set(db.companies.all().map((c) => c.path)).size).toBe(300);

    await seed({ size: 2000 });
    expect(db.companies.all()).toHaveLength(400);
  });

  it('puts companies in every membership status', async () => {
    await seed({ size: 300 });
    const statuses = new Set(db.companies.all().map((c) => c.membershipStatus));
    expect([...statuses].sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('seed: the catalogue at the default size', () => {
  let jobs: PostedJob[];
  let companies: CompanyRecord[];
  beforeAll(async () => {
    ({ jobs, companies } = await seedCatalogue());
  });
  const active = () => jobs.filter((j) => j.status === JobStatus.Active);

  it('keeps the named companies 1-3 in their places and puts generated ones at known places, some in Canada', () => {
    expect(companies.slice(0, 3).map((c) => [c.id, c.name, c.city, c.state, c.country])).toEqual([
      [1, 'Summit Trail Outfitters', 'Boulder', 'CO', 'US'],
      [2, 'Keystone Paddle Co.', 'Harrisburg', 'PA', 'US'],
      [3, 'Allegheny Ridge Guides', 'Pittsburgh', 'PA', 'US'],
    ]);
    for (const c of companies) {
      expect(
        places.some((p) => p.city === c.city && p.region === c.state && p.country === c.country),
        c.name,
      ).toBe(true);
    }
    expect(companies.filter((c) => c.country === 'CA').length).toBeGreaterThanOrEqual(2);
  });

  it('has every job status, mostly Active, and every status among company 1 jobs', () => {
    const byStatus = countBy(jobs, (j) => j.status);
    for (const status of Object.values(JobStatus)) expect(byStatus.get(status), `status ${status}`).toBeGreaterThan(0);
    expect(active().length / jobs.length).toBeGreaterThan(0.65);
    expect(active().length / jobs.length).toBeLessThan(0.85);
    const company1 = new Set(jobs.filter((j) => j.companyId === 1).map((j) => j.status));
    expect([...company1].sort()).toEqual(Object.values(JobStatus).sort());
  });

  it('gives a reason to rejected and missing-information jobs only', () => {
    const sentBack = (j: PostedJob) => j.status === JobStatus.Rejected || j.status === JobStatus.MissingInformation;
    for (const j of jobs.filter(sentBack)) expect(j.rejectReason, `job ${j.id}`).toMatch(/\w/);
    const others = jobs.filter((j) => !sentBack(j));
    expect(new Set(others.map((j) => j.rejectReason))).toEqual(new Set([null]));
  });

  it('has every job type and every job remote status (1-5, never the filter-only 6)', () => {
    expect(new Set(jobs.map((j) => j.jobType))).toEqual(new Set(Object.values(JobType)));
    expect(new Set(jobs.map((j) => j.remoteStatus))).toEqual(new Set(remoteStatusOptions));
  });

  it('has a minimum only, a maximum only and a range in every compensation, and jobs without salary', () => {
    for (const { id } of salaryCompensations) {
      const inComp = jobs.filter((j) => j.salaryCompensationId === id);
      expect(
        inComp.some((j) => j.salaryMin !== null && j.salaryMax === null),
        `min only, comp ${id}`,
      ).toBe(true);
      expect(
        inComp.some((j) => j.salaryMin === null && j.salaryMax !== null),
        `max only, comp ${id}`,
      ).toBe(true);
      expect(
        inComp.some((j) => j.salaryMin !== null && j.salaryMax !== null),
        `range, comp ${id}`,
      ).toBe(true);
      expect(
        inComp.some((j) => j.salaryMin === null && j.salaryMax === null),
        `no amount but a comp ${id}`,
      ).toBe(false);
    }
    const none = jobs.filter((j) => j.salaryMin === null && j.salaryMax === null);
    expect(none.length).toBeGreaterThan(0);
    for (const j of none) expect(j.salaryCompensationId).toBeNull();
  });

  it('keeps salary amounts round and believable for their compensation, with min below max', () => {
    const bands: Record<number, [number, number, number]> = {
      1: [16, 45, 1],
      2: [120, 400, 10],
      3: [600, 1800, 50],
      4: [2500, 9000, 100],
      5: [35_000, 160_000, 1000],
    };
    for (const j of jobs) {
      if (j.salaryCompensationId === null) continue;
      const [lo, hi, step] = bands[j.salaryCompensationId]!;
      for (const amount of [j.salaryMin, j.salaryMax]) {
        if (amount === null) continue;
        expect(amount, `job ${j.id}`).toBeGreaterThanOrEqual(lo);
        expect(amount, `job ${j.id}`).toBeLessThanOrEqual(hi);
        expect(amount % step, `job ${j.id} amount ${amount}`).toBe(0);
      }
    }
    const ranges = jobs.filter((j) => j.salaryMin !== null && j.salaryMax !== null);
    expect(ranges.length).toBeGreaterThan(0);
    for (const j of ranges) expect(j.salaryMin, `job ${j.id}`).toBeLessThan(j.salaryMax!);
  });

  it('sets each benefit flag on a believable share, and never both housing flags', () => {
    for (const flag of BENEFIT_FLAGS) {
      const share = jobs.filter((j) => j[flag]).length / jobs.length;
      expect(share, flag).toBeGreaterThan(0);
      expect(share, flag).toBeLessThan(0.35);
    }
    expect(jobs.some((j) => j.isHousingIncluded && j.isHousingSubsidized)).toBe(false);
  });

  it('sponsors about 8% of Active jobs (at least 4), and only Active ones, each by an active paid boost', () => {
    const sponsoredIds = sponsoredJobIds(NOW);
    const sponsored = jobs.filter((j) => sponsoredIds.has(j.id));
    expect(sponsored.every((j) => j.status === JobStatus.Active)).toBe(true);
    expect(sponsored.length).toBeGreaterThanOrEqual(4);
    expect(sponsored.length / active().length).toBeLessThan(0.15);
    expect(sponsored.some((j) => j.jobFieldId === 1)).toBe(true);
  });

  it('keeps scores within 0-100 and years of experience 1-5 or null', () => {
    for (const j of jobs) {
      expect(j.score).toBeGreaterThanOrEqual(0);
      expect(j.score).toBeLessThanOrEqual(100);
      expect([1, 2, 3, 4, 5, null]).toContain(j.yearsOfExperienceId);
    }
    expect(jobs.some((j) => j.yearsOfExperienceId === null)).toBe(true);
  });

  it('dates jobs up to 120 days back, with Active jobs in the last day, week and month', () => {
    for (const j of jobs) {
      expect(ageOf(j.createdDate), `job ${j.id}`).toBeGreaterThanOrEqual(0);
      expect(ageOf(j.createdDate), `job ${j.id}`).toBeLessThanOrEqual(120 * DAY);
    }
    const activeAges = active().map((j) => ageOf(j.createdDate));
    expect(activeAges.filter((a) => a <= DAY).length).toBeGreaterThanOrEqual(5);
    expect(activeAges.filter((a) => a > DAY && a <= 7 * DAY).length).toBeGreaterThanOrEqual(10);
    expect(activeAges.filter((a) => a > 7 * DAY && a <= 30 * DAY).length).toBeGreaterThanOrEqual(10);
    expect(activeAges.filter((a) => a > 30 * DAY).length).toBeGreaterThanOrEqual(10);
  });

  it('publishes Active and closed jobs a few hours after creation, and nothing else', () => {
    const isPublished = (j: PostedJob) => j.status === JobStatus.Active || j.status === JobStatus.ApplicationClosed;
    for (const j of jobs.filter(isPublished)) {
      expect(j.publishedDate, `job ${j.id}`).not.toBeNull();
      const delay = Date.parse(j.publishedDate!) - Date.parse(j.createdDate);
      expect(delay, `job ${j.id}`).toBeGreaterThan(0);
      expect(delay, `job ${j.id}`).toBeLessThanOrEqual(6 * HOUR);
      expect(Date.parse(j.publishedDate!), `job ${j.id}`).toBeLessThanOrEqual(now);
    }
    const unpublished = jobs.filter((j) => !isPublished(j));
    expect(unpublished.length).toBeGreaterThan(0);
    expect(new Set(unpublished.map((j) => j.publishedDate))).toEqual(new Set([null]));
  });

  it('expires Active jobs 5-90 days ahead (two 2 days ago) and closed jobs in the past, after publication', () => {
    const withStatus = (status: number) => jobs.filter((j) => j.status === status);
    const expired = new Date(now - 2 * DAY).toISOString();
    for (const j of withStatus(JobStatus.Active).filter((j) => j.expireDate !== expired)) {
      const ahead = Date.parse(j.expireDate!) - now;
      expect(ahead, `job ${j.id}`).toBeGreaterThanOrEqual(5 * DAY);
      expect(ahead, `job ${j.id}`).toBeLessThanOrEqual(90 * DAY);
    }
    for (const j of withStatus(JobStatus.ApplicationClosed)) {
      expect(Date.parse(j.expireDate!), `job ${j.id}`).toBeLessThan(now);
      expect(Date.parse(j.expireDate!), `job ${j.id}`).toBeGreaterThan(Date.parse(j.publishedDate!));
    }
    // Not published yet: a deadline, when it has one, still ahead.
    const unpublished = jobs.filter((j) => j.status !== JobStatus.Active && j.status !== JobStatus.ApplicationClosed);
    const deadlines = unpublished.filter((j) => j.expireDate !== null);
    expect(deadlines.length).toBeGreaterThan(0);
    for (const j of deadlines) expect(Date.parse(j.expireDate!), `job ${j.id}`).toBeGreaterThan(now);
  });

  it('keeps each focus inside its job field, with a few jobs without focus', () => {
    const fieldOf = new Map(focuses.map((f) => [f.id, f.jobFieldId]));
    for (const j of jobs) expect(jobFields.map((f) => f.id)).toContain(j.jobFieldId);
    for (const j of jobs.filter((job) => job.focusId !== null))
      expect(fieldOf.get(j.focusId!), `job ${j.id} focus ${j.focusId}`).toBe(j.jobFieldId);
    expect(jobs.some((j) => j.focusId === null)).toBe(true);
    expect(new Set(jobs.map((j) => j.jobFieldId)).size).toBe(jobFields.length);
  });

  it('writes titles and 2-4 paragraph descriptions under 900 characters, without lorem ipsum', () => {
    expect(new Set(jobs.map((j) => j.title)).size).toBeGreaterThan(50);
    for (const j of jobs) {
      expect(j.title.trim()).not.toBe('');
      const paragraphs = j.description.split('\n\n');
      expect(paragraphs.length, `job ${j.id}`).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, `job ${j.id}`).toBeLessThanOrEqual(4);
      expect(j.description.length, `job ${j.id}`).toBeLessThan(900);
      expect(j.description).not.toMatch(/lorem|ipsum|undefined|null/i);
      expect(j.description).toContain(j.title);
    }
  });

  it('places jobs near a known place of their city, inside the US or Canada, with about 15% in Canada', () => {
    for (const j of jobs) {
      expect(inBounds(j.country, j.lat, j.lng), `job ${j.id}`).toBe(true);
      const place = places.find((p) => p.city === j.city && p.region === j.state && p.country === j.country);
      expect(place, `job ${j.id} ${j.city}`).toBeDefined();
      expect(Math.abs(j.lat - place!.lat), `job ${j.id}`).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.abs(j.lng - place!.lng), `job ${j.id}`).toBeLessThanOrEqual(0.05 + 1e-9);
    }
    const canadian = jobs.filter((j) => j.country === 'CA').length / jobs.length;
    expect(canadian).toBeGreaterThan(0.08);
    expect(canadian).toBeLessThan(0.25);
    // Jitter: jobs at one place do not all share one pin.
    expect(new Set(jobs.map((j) => `${j.lat},${j.lng}`)).size).toBeGreaterThan(jobs.length * 0.9);
  });

  it('keeps Remote globally jobs at their company, and gives remote countries to Remote in region jobs only', () => {
    const companyOf = new Map(companies.map((c) => [c.id, c]));
    const withRemote = (status: number) => jobs.filter((j) => j.remoteStatus === status);
    for (const j of withRemote(RemoteStatus.RemoteGlobally)) {
      const c = companyOf.get(j.companyId)!;
      expect([j.city, j.state, j.country], `job ${j.id}`).toEqual([c.city, c.state, c.country]);
    }
    for (const j of withRemote(RemoteStatus.RemoteInRegion))
      expect([['US'], ['CA'], ['US', 'CA']]).toContainEqual(j.remoteCountries);
    const others = jobs.filter((j) => j.remoteStatus !== RemoteStatus.RemoteInRegion);
    expect(others.filter((j) => j.remoteCountries.length > 0).map((j) => j.id)).toEqual([]);
  });

  it('spreads jobs over every company, several for each named company, and the counts agree', () => {
    for (const j of jobs) expect(companies.some((c) => c.id === j.companyId)).toBe(true);
    const perCompany = countBy(jobs, (j) => j.companyId);
    // The first 60 companies post the jobs; the 240 after them have not posted yet.
    for (const c of companies.slice(0, 60)) expect(perCompany.get(c.id) ?? 0, c.name).toBeGreaterThan(0);
    for (const c of companies.slice(60)) expect(perCompany.get(c.id) ?? 0, c.name).toBe(0);
    for (const id of [1, 2, 3]) expect(perCompany.get(id)).toBeGreaterThanOrEqual(4);
    for (const c of companies) {
      const own = jobs.filter((j) => j.companyId === c.id);
      expect(c.activeJobsCount, c.name).toBe(own.filter((j) => j.status === JobStatus.Active).length);
      expect(c.pendingReviewJobsCount, c.name).toBe(own.filter((j) => j.status === JobStatus.PendingReview).length);
      expect(c.rejectedJobsCount, c.name).toBe(own.filter((j) => j.status === JobStatus.Rejected).length);
    }
    expect(companies.reduce((sum, c) => sum + c.activeJobsCount, 0)).toBe(active().length);
  });
});
