import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOf, DAY, NOW, seedCatalogue } from './seed-fixtures';
import { sponsoredJobIds, toBoost } from '../../mocks/boosts';
import { clock } from '../../mocks/clock';
import { db, type ApplicationRecord, type PostedJob } from '../../mocks/db';
import { focuses } from '../../mocks/lookups';
import { ApplicationStatus } from '../../src/domain/enums/applications';
import { BoostStatus } from '../../src/domain/enums/boost';
import { JobStatus } from '../../src/domain/enums/job';
import { placeById, places } from '../../src/domain/places';

/** The demo seed's people (the candidates' profiles, the candidate pool, saved and applied jobs) and boosts. */

let jobs: PostedJob[];
let applications: ApplicationRecord[];
beforeAll(async () => {
  ({ jobs, applications } = await seedCatalogue());
});
afterAll(() => clock.set(null));
const active = () => jobs.filter((j) => j.status === JobStatus.Active);

describe('seed: candidates, their profiles and their jobs', () => {
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
    expect(
      profiles.every((p) => p.currentLocation !== null && places.some((pl) => pl.city === p.currentLocation!.city)),
    ).toBe(true);
  });

  it('gives user 1 two watched and four applied jobs (one per stage), and user 2 one of each', () => {
    expect(applications.map((a) => a.id)).toEqual(applications.map((_, i) => i + 1));
    const jobOf = new Map(jobs.map((j) => [j.id, j]));
    for (const a of applications) {
      const job = jobOf.get(a.jobId);
      expect(job, `application ${a.id}`).toBeDefined();
      expect(ageOf(a.createdDate)).toBeGreaterThanOrEqual(0);
      expect(Date.parse(a.createdDate)).toBeGreaterThanOrEqual(Date.parse(job!.createdDate));
    }
    expect(new Set(applications.map((a) => a.status))).toEqual(
      new Set([ApplicationStatus.Watching, ApplicationStatus.Applied]),
    );
    for (const a of applications.filter((x) => x.status === ApplicationStatus.Watching)) {
      expect(jobOf.get(a.jobId)!.status).toBe(JobStatus.Active);
      expect(a.stage).toBe(0);
      expect(a.appliedDate).toBeNull();
    }
    for (const a of applications.filter((x) => x.status === ApplicationStatus.Applied)) {
      const job = jobOf.get(a.jobId)!;
      expect([JobStatus.Active, JobStatus.ApplicationClosed]).toContain(job.status);
      expect(a.appliedDate).not.toBeNull();
      expect(Date.parse(a.createdDate)).toBeLessThanOrEqual(Date.parse(a.appliedDate!));
      expect(ageOf(a.appliedDate!)).toBeGreaterThanOrEqual(DAY);
      expect(Date.parse(a.appliedDate!)).toBeGreaterThanOrEqual(Date.parse(job.publishedDate!));
    }
    const of = (userId: number, status: number) =>
      applications.filter((a) => a.userId === userId && a.status === status);
    expect(of(1, ApplicationStatus.Watching)).toHaveLength(2);
    expect(
      of(1, ApplicationStatus.Applied)
        .map((a) => a.stage)
        .sort(),
    ).toEqual([0, 1, 2, 3]);
    expect(of(2, ApplicationStatus.Watching)).toHaveLength(1);
    expect(of(2, ApplicationStatus.Applied).map((a) => a.stage)).toEqual([1]);
    // One record per user and job.
    expect(new Set(applications.map((a) => `${a.userId}:${a.jobId}`)).size).toBe(applications.length);
  });

  it("has an Active sponsored job in candidate 1's focus job field (guiding)", () => {
    const fieldsOfCasey = new Set(focuses.filter((f) => [1, 2].includes(f.id)).map((f) => f.jobFieldId));
    const sponsoredIds = sponsoredJobIds(NOW);
    expect(active().some((j) => sponsoredIds.has(j.id) && fieldsOfCasey.has(j.jobFieldId) && j.jobFieldId === 1)).toBe(
      true,
    );
  });
});

describe('boosts', () => {
  it("the demo employer's company has a boost in each status: Pending, Complete, Active and Expired", () => {
    const company1 = new Set(
      db.jobs
        .all()
        .filter((j) => j.companyId === 1)
        .map((j) => j.id),
    );
    const statuses = db.boosts
      .all()
      .filter((b) => company1.has(b.jobId))
      .map((b) => toBoost(b, NOW).status);
    expect(new Set(statuses)).toEqual(
      new Set([BoostStatus.Pending, BoostStatus.Complete, BoostStatus.Active, BoostStatus.Expired]),
    );
  });

  it('every boost has its payment, at the price of its placement and weeks', () => {
    // Dollars a week: Listing, Sponsored, Newsletter, Socials, Drop.
    const weekly = [49, 99, 149, 129, 199];
    for (const boost of db.boosts.all()) {
      const payments = db.payments.findMany((q) => q.where({ boostId: boost.id }));
      expect(
        payments.map((p) => p.amount),
        `boost ${boost.id}`,
      ).toEqual([weekly[boost.placement]! * boost.weeks]);
    }
  });
});
