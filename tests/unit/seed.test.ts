import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsoredJobIds, toBoost } from '../../mocks/boosts';
import { clock } from '../../mocks/clock';
import { db, type ApplicationRecord, type CompanyRecord, type JobRecord } from '../../mocks/db';
import { focuses, jobFields, salaryCompensations } from '../../mocks/lookups';
import { seed } from '../../mocks/seed';
import { BENEFIT_FLAGS } from '../../src/domain/benefits';
import { boostPrice } from '../../src/domain/boost';
import { AdPlacementType, ApplicationStatus, BoostStatus, JobStatus, JobType, remoteStatusOptions, RemoteStatus } from '../../src/domain/enums';
import { placeById, places } from '../../src/domain/places';

/** The demo seed: a believable, deterministic outdoor-industry catalogue that covers every code the UI shows. */

const NOW = '2026-11-22T12:00:00.000Z';
const now = Date.parse(NOW);
const HOUR = 3_600_000;
const DAY = 86_400_000;

beforeAll(() => clock.set(NOW));
afterAll(() => clock.set(null));

/** Plain copies (the collections hand out live records). */
const plain = <T>(records: T[]): T[] => JSON.parse(JSON.stringify(records)) as T[];
const ageOf = (iso: string) => now - Date.parse(iso);
const countBy = <T>(items: readonly T[], key: (item: T) => unknown) => {
  const counts = new Map<unknown, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/** Rough boxes around the US (with Alaska) and Canada. */
const bounds = {
  US: { lat: [24, 72], lng: [-170, -66] },
  CA: { lat: [41.5, 84], lng: [-141, -52] },
} as const;
const inBounds = (country: string, lat: number, lng: number) => {
  const box = bounds[country as keyof typeof bounds];
  return box !== undefined && lat >= box.lat[0] && lat <= box.lat[1] && lng >= box.lng[0] && lng <= box.lng[1];
};

describe('places', () => {
  it('holds about 45 places with unique slug ids, two-letter regions and 4-decimal coordinates inside the US or Canada', () => {
    expect(places.length).toBeGreaterThanOrEqual(40);
    expect(places.length).toBeLessThanOrEqual(55);
    expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
    for (const p of places) {
      expect(p.id).toBe(`${p.city}-${p.region}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
      expect(p.region).toMatch(/^[A-Z]{2}$/);
      expect(inBounds(p.country, p.lat, p.lng), p.id).toBe(true);
      expect(Math.round(p.lat * 10_000) / 10_000).toBe(p.lat);
      expect(Math.round(p.lng * 10_000) / 10_000).toBe(p.lng);
    }
  });

  it('includes the outdoor hubs, Pennsylvania and Canada', () => {
    const ids = [
      'boulder-co', 'denver-co', 'bozeman-mt', 'moab-ut', 'salt-lake-city-ut', 'bend-or', 'portland-or', 'seattle-wa', 'jackson-wy',
      'asheville-nc', 'burlington-vt', 'flagstaff-az', 'tahoe-city-ca', 'san-francisco-ca', 'anchorage-ak', 'missoula-mt', 'duluth-mn',
      'chattanooga-tn', 'boise-id', 'santa-fe-nm', 'pittsburgh-pa', 'harrisburg-pa', 'state-college-pa', 'philadelphia-pa',
      'stroudsburg-pa', 'erie-pa', 'williamsport-pa', 'ohiopyle-pa', 'vancouver-bc', 'squamish-bc', 'whistler-bc', 'calgary-ab',
      'canmore-ab', 'banff-ab', 'toronto-on', 'montreal-qc', 'halifax-ns',
    ];
    for (const id of ids) expect(placeById(id), id).toBeDefined();
    expect(placeById('halifax-ns')?.country).toBe('CA');
    expect(placeById('anchorage-ak')?.country).toBe('US');
  });

  it('has coordinates close to known values, and placeById gives undefined for an unknown id', () => {
    expect(placeById('boulder-co')).toMatchObject({ city: 'Boulder', region: 'CO', country: 'US' });
    expect(placeById('boulder-co')!.lat).toBeCloseTo(40.015, 2);
    expect(placeById('boulder-co')!.lng).toBeCloseTo(-105.27, 2);
    expect(placeById('pittsburgh-pa')!.lat).toBeCloseTo(40.44, 2);
    expect(placeById('vancouver-bc')!.lng).toBeCloseTo(-123.12, 2);
    expect(placeById('nowhere-xx')).toBeUndefined();
  });
});

describe('seed: determinism and size', () => {
  it('gives identical jobs, companies and applications for the same seed', async () => {
    await seed();
    const first = { jobs: plain(db.jobs.all()), companies: plain(db.companies.all()), applications: plain(db.applications.all()) };
    await seed();
    expect(JSON.stringify(db.jobs.all())).toBe(JSON.stringify(first.jobs));
    expect(plain(db.companies.all())).toEqual(first.companies);
    expect(plain(db.applications.all())).toEqual(first.applications);
  });

  it('gives other jobs for another seed value', async () => {
    await seed({ seed: 1 });
    const first = plain(db.jobs.all());
    await seed({ seed: 2 });
    expect(plain(db.jobs.all())).not.toEqual(first);
  });

  it('makes `size` jobs with ids 1..size and one company per five jobs', async () => {
    await seed({ size: 300 });
    expect(db.jobs.all().map((j) => j.id)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(db.companies.all()).toHaveLength(60);

    await seed({ size: 1000 });
    expect(db.jobs.all()).toHaveLength(1000);
    expect(db.companies.all()).toHaveLength(200);
    expect(new Set(db.companies.all().map((c) => c.name)).size).toBe(200);
    expect(new Set(db.companies.all().map((c) => c.path)).size).toBe(200);
  });
});

describe('seed: the catalogue at the default size', () => {
  let jobs: JobRecord[];
  let companies: CompanyRecord[];
  let applications: ApplicationRecord[];
  beforeAll(async () => {
    await seed();
    jobs = plain(db.jobs.all());
    companies = plain(db.companies.all());
    applications = plain(db.applications.all());
  });
  const active = () => jobs.filter((j) => j.status === JobStatus.Active);

  it('keeps the named companies 1-3 in their places and puts generated ones at known places, some in Canada', () => {
    expect(companies.slice(0, 3).map((c) => [c.id, c.name, c.city, c.state, c.country])).toEqual([
      [1, 'Summit Trail Outfitters', 'Boulder', 'CO', 'US'],
      [2, 'Keystone Paddle Co.', 'Harrisburg', 'PA', 'US'],
      [3, 'Allegheny Ridge Guides', 'Pittsburgh', 'PA', 'US'],
    ]);
    for (const c of companies) {
      expect(places.some((p) => p.city === c.city && p.region === c.state && p.country === c.country), c.name).toBe(true);
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

  it('gives a reject reason to rejected jobs only', () => {
    for (const j of jobs) {
      if (j.status === JobStatus.Rejected) expect(j.rejectReason).toEqual(expect.stringMatching(/\w/));
      else expect(j.rejectReason).toBeNull();
    }
  });

  it('has every job type and every job remote status (1-5, never the filter-only 6)', () => {
    expect(new Set(jobs.map((j) => j.jobType))).toEqual(new Set(Object.values(JobType)));
    expect(new Set(jobs.map((j) => j.remoteStatus))).toEqual(new Set(remoteStatusOptions));
  });

  it('has a minimum only, a maximum only and a range in every compensation, and jobs without salary', () => {
    for (const { id } of salaryCompensations) {
      const inComp = jobs.filter((j) => j.salaryCompensationId === id);
      expect(inComp.some((j) => j.salaryMin !== null && j.salaryMax === null), `min only, comp ${id}`).toBe(true);
      expect(inComp.some((j) => j.salaryMin === null && j.salaryMax !== null), `max only, comp ${id}`).toBe(true);
      expect(inComp.some((j) => j.salaryMin !== null && j.salaryMax !== null), `range, comp ${id}`).toBe(true);
      expect(inComp.some((j) => j.salaryMin === null && j.salaryMax === null), `no amount but a comp ${id}`).toBe(false);
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
      if (j.salaryMin !== null && j.salaryMax !== null) expect(j.salaryMin).toBeLessThan(j.salaryMax);
    }
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
      if (j.yearsOfExperienceId !== null) expect([1, 2, 3, 4, 5]).toContain(j.yearsOfExperienceId);
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
    for (const j of jobs) {
      if (j.status === JobStatus.Active || j.status === JobStatus.ApplicationClosed) {
        expect(j.publishedDate, `job ${j.id}`).not.toBeNull();
        const delay = Date.parse(j.publishedDate!) - Date.parse(j.createdDate);
        expect(delay, `job ${j.id}`).toBeGreaterThan(0);
        expect(delay, `job ${j.id}`).toBeLessThanOrEqual(6 * HOUR);
        expect(Date.parse(j.publishedDate!), `job ${j.id}`).toBeLessThanOrEqual(now);
      } else {
        expect(j.publishedDate, `job ${j.id}`).toBeNull();
      }
    }
  });

  it('expires Active jobs 5-90 days ahead and closed jobs in the past, after publication', () => {
    for (const j of jobs) {
      if (j.status === JobStatus.Active) {
        const ahead = Date.parse(j.expireDate!) - now;
        expect(ahead, `job ${j.id}`).toBeGreaterThanOrEqual(5 * DAY);
        expect(ahead, `job ${j.id}`).toBeLessThanOrEqual(90 * DAY);
      } else if (j.status === JobStatus.ApplicationClosed) {
        expect(Date.parse(j.expireDate!), `job ${j.id}`).toBeLessThan(now);
        expect(Date.parse(j.expireDate!), `job ${j.id}`).toBeGreaterThan(Date.parse(j.publishedDate!));
      } else if (j.expireDate !== null) {
        expect(Date.parse(j.expireDate), `job ${j.id}`).toBeGreaterThan(now);
      }
    }
  });

  it('keeps each focus inside its job field, with a few jobs without focus', () => {
    const fieldOf = new Map(focuses.map((f) => [f.id, f.jobFieldId]));
    for (const j of jobs) {
      expect(jobFields.map((f) => f.id)).toContain(j.jobFieldId);
      if (j.focusId !== null) expect(fieldOf.get(j.focusId), `job ${j.id} focus ${j.focusId}`).toBe(j.jobFieldId);
    }
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
    for (const j of jobs) {
      if (j.remoteStatus === RemoteStatus.RemoteGlobally) {
        const c = companyOf.get(j.companyId)!;
        expect([j.city, j.state, j.country], `job ${j.id}`).toEqual([c.city, c.state, c.country]);
      }
      if (j.remoteStatus === RemoteStatus.RemoteInRegion) {
        expect([['US'], ['CA'], ['US', 'CA']]).toContainEqual(j.remoteCountries);
      } else {
        expect(j.remoteCountries, `job ${j.id}`).toEqual([]);
      }
    }
  });

  it('spreads jobs over every company, several for each named company, and the counts agree', () => {
    const ids = new Set(companies.map((c) => c.id));
    for (const j of jobs) expect(ids.has(j.companyId)).toBe(true);
    const perCompany = countBy(jobs, (j) => j.companyId);
    for (const c of companies) expect(perCompany.get(c.id) ?? 0, c.name).toBeGreaterThan(0);
    for (const id of [1, 2, 3]) expect(perCompany.get(id)).toBeGreaterThanOrEqual(4);
    for (const c of companies) {
      const own = jobs.filter((j) => j.companyId === c.id);
      expect(c.activeJobsCount, c.name).toBe(own.filter((j) => j.status === JobStatus.Active).length);
      expect(c.pendingReviewJobsCount, c.name).toBe(own.filter((j) => j.status === JobStatus.PendingReview).length);
      expect(c.rejectedJobsCount, c.name).toBe(own.filter((j) => j.status === JobStatus.Rejected).length);
    }
    expect(companies.reduce((sum, c) => sum + c.activeJobsCount, 0)).toBe(active().length);
  });

  it('creates the candidate profiles of users 1 and 2', () => {
    const casey = db.candidateProfiles.findFirst((q) => q.where({ userId: 1 }));
    expect(casey).toMatchObject({
      currentLocation: { country: 'US', state: 'CO', city: 'Boulder' },
      maxDistanceMiles: 100,
      focus: [1, 2],
      jobType: [1, 4, 7],
      isRemoteConsidered: false,
      salaries: [{ min: 45_000, max: null, compensationId: 5 }],
      benefits: ['isHousingIncluded'],
    });
    expect(casey!.currentLocation!.lat).toBeCloseTo(placeById('boulder-co')!.lat, 4);
    expect(casey!.currentLocation!.lng).toBeCloseTo(placeById('boulder-co')!.lng, 4);
    expect(casey!.skills.length).toBeGreaterThan(0);
    expect(casey!.leaderships.length).toBeGreaterThan(0);
    expect(casey!.experience).toEqual(expect.stringMatching(/\w/));
    expect(casey!.nextJob).toEqual(expect.stringMatching(/\w/));

    const parker = db.candidateProfiles.findFirst((q) => q.where({ userId: 2 }));
    expect(parker).toMatchObject({
      currentLocation: { country: 'US', state: 'PA', city: 'Pittsburgh' },
      maxDistanceMiles: 50,
      focus: [6, 7],
      jobType: [1],
      isRemoteConsidered: true,
      salaries: [{ min: 70_000, max: 95_000, compensationId: 5 }],
    });
    expect(parker!.currentLocation!.lat).toBeCloseTo(placeById('pittsburgh-pa')!.lat, 4);
    // Beside them, the pool of candidates employers reach: 100 at this size, none of them a demo account.
    const pool = db.candidateProfiles.all().filter((p) => p.userId > 7);
    expect(pool).toHaveLength(100);
    expect(db.candidateProfiles.all()).toHaveLength(102);
  });

  it('the candidate pool: people of every job field, with a home among the places, who cannot sign in', () => {
    const pool = db.users.all().filter((u) => u.email.endsWith('@candidates.example'));
    expect(pool).toHaveLength(100);
    expect(new Set(pool.map((u) => u.email)).size).toBe(100);
    expect(pool.every((u) => u.roles.join() === '1' && u.password === '')).toBe(true);
    const profiles = db.candidateProfiles.all().filter((p) => pool.some((u) => u.id === p.userId));
    const fields = new Set(profiles.flatMap((p) => p.focus.map((id) => focuses.find((f) => f.id === id)!.jobFieldId)));
    expect([...fields].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(profiles.every((p) => p.currentLocation !== null && places.some((pl) => pl.city === p.currentLocation!.city))).toBe(true);
  });

  it('gives user 1 two watched and four applied jobs (one per stage), and user 2 one of each', () => {
    expect(applications.map((a) => a.id)).toEqual(applications.map((_, i) => i + 1));
    const jobOf = new Map(jobs.map((j) => [j.id, j]));
    for (const a of applications) {
      const job = jobOf.get(a.jobId);
      expect(job, `application ${a.id}`).toBeDefined();
      expect(ageOf(a.createdDate)).toBeGreaterThanOrEqual(0);
      expect(Date.parse(a.createdDate)).toBeGreaterThanOrEqual(Date.parse(job!.createdDate));
      if (a.status === ApplicationStatus.Watching) {
        expect(job!.status).toBe(JobStatus.Active);
        expect(a.stage).toBe(0);
        expect(a.appliedDate).toBeNull();
      } else {
        expect(a.status).toBe(ApplicationStatus.Applied);
        expect([JobStatus.Active, JobStatus.ApplicationClosed]).toContain(job!.status);
        expect(a.appliedDate).not.toBeNull();
        expect(Date.parse(a.createdDate)).toBeLessThanOrEqual(Date.parse(a.appliedDate!));
        expect(ageOf(a.appliedDate!)).toBeGreaterThanOrEqual(DAY);
        expect(Date.parse(a.appliedDate!)).toBeGreaterThanOrEqual(Date.parse(job!.publishedDate!));
      }
    }
    const of = (userId: number, status: number) => applications.filter((a) => a.userId === userId && a.status === status);
    expect(of(1, ApplicationStatus.Watching)).toHaveLength(2);
    expect(of(1, ApplicationStatus.Applied).map((a) => a.stage).sort()).toEqual([0, 1, 2, 3]);
    expect(of(2, ApplicationStatus.Watching)).toHaveLength(1);
    expect(of(2, ApplicationStatus.Applied).map((a) => a.stage)).toEqual([1]);
    // One record per user and job.
    expect(new Set(applications.map((a) => `${a.userId}:${a.jobId}`)).size).toBe(applications.length);
  });

  it("has an Active sponsored job in candidate 1's focus job field (guiding)", () => {
    const fieldsOfCasey = new Set(focuses.filter((f) => [1, 2].includes(f.id)).map((f) => f.jobFieldId));
    const sponsoredIds = sponsoredJobIds(NOW);
    expect(active().some((j) => sponsoredIds.has(j.id) && fieldsOfCasey.has(j.jobFieldId) && j.jobFieldId === 1)).toBe(true);
  });
});

describe('boosts', () => {
  it("the demo employer's company has a boost in each status: Pending, Complete, Active and Expired", () => {
    const company1 = new Set(db.jobs.all().filter((j) => j.companyId === 1).map((j) => j.id));
    const statuses = db.boosts.all().filter((b) => company1.has(b.jobId)).map((b) => toBoost(b, NOW).status);
    expect(new Set(statuses)).toEqual(new Set([BoostStatus.Pending, BoostStatus.Complete, BoostStatus.Active, BoostStatus.Expired]));
  });

  it('every boost has its payment, at the price of its placement and weeks', () => {
    for (const boost of db.boosts.all()) {
      const payment = db.payments.findFirst((q) => q.where({ boostId: boost.id }));
      expect(payment, `boost ${boost.id}`).toBeDefined();
      expect(payment!.amount).toBe(boostPrice(boost.placement as AdPlacementType, boost.weeks));
    }
  });
});
