import { describe, expect, it } from 'vitest';
import { jobInputSchema, type JobInput } from '../../../src/api/schemas/employer-job';
import { JobStatus } from '../../../src/domain/enums/job';
import { CreationInterval, JobSearchStatusFilter } from '../../../src/domain/enums/job-lists';
import {
  canDecide,
  createdSince,
  decisionsFor,
  isEditable,
  jobSearchStatusOf,
  listingScore,
  ReviewDecision,
} from '../../../src/domain/job-lifecycle';

const NOW = '2026-11-22T12:00:00.000Z';
const at = (status: number, expireDate: string | null = null) => ({ status, expireDate });

describe('the employer status filter', () => {
  it.each([
    [JobStatus.Draft, null, JobSearchStatusFilter.ActionRequired],
    [JobStatus.Rejected, null, JobSearchStatusFilter.ActionRequired],
    [JobStatus.MissingInformation, null, JobSearchStatusFilter.ActionRequired],
    [JobStatus.PendingReview, null, JobSearchStatusFilter.PendingReview],
    [JobStatus.Active, null, JobSearchStatusFilter.Active],
    [JobStatus.Active, '2026-12-01T00:00:00.000Z', JobSearchStatusFilter.Active],
    [JobStatus.Active, '2026-11-22T11:59:59.000Z', JobSearchStatusFilter.Inactive],
    [JobStatus.ApplicationClosed, null, JobSearchStatusFilter.Inactive],
  ])('status %i expiring %s is %i', (status, expire, bucket) => {
    expect(jobSearchStatusOf(at(status, expire), NOW)).toBe(bucket);
  });
});

describe('creation intervals', () => {
  const now = Date.parse(NOW);
  it('reach back a day, a week, 30 days, 365 days, or not at all', () => {
    expect(createdSince(CreationInterval.Day, now)).toBe('2026-11-21T12:00:00.000Z');
    expect(createdSince(CreationInterval.LastWeek, now)).toBe('2026-11-15T12:00:00.000Z');
    expect(createdSince(CreationInterval.LastMonth, now)).toBe('2026-10-23T12:00:00.000Z');
    expect(createdSince(CreationInterval.LastYear, now)).toBe('2025-11-22T12:00:00.000Z');
    expect(createdSince(CreationInterval.WholeTime, now)).toBeNull();
  });
});

describe('review decisions', () => {
  it('approve, ask for information on and reject a job waiting for review (approve, reject one sent back); close a live one', () => {
    expect(decisionsFor(JobStatus.PendingReview)).toEqual([
      ReviewDecision.Approve,
      ReviewDecision.MissingInformation,
      ReviewDecision.Reject,
    ]);
    expect(decisionsFor(JobStatus.MissingInformation)).toEqual([ReviewDecision.Approve, ReviewDecision.Reject]);
    expect(decisionsFor(JobStatus.Active)).toEqual([ReviewDecision.Close]);
    for (const status of [JobStatus.Draft, JobStatus.Rejected, JobStatus.ApplicationClosed])
      expect(decisionsFor(status)).toEqual([]);
    expect(canDecide(JobStatus.Active, ReviewDecision.Approve)).toBe(false);
  });

  it('every job but a closed one can be edited', () => {
    expect([1, 2, 3, 4, 5, 6].filter(isEditable)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the listing score', () => {
  const bare = {
    description: 'Short.',
    salaryMin: null,
    salaryMax: null,
    focusId: null,
    yearsOfExperienceId: null,
    expireDate: null,
    isHousingIncluded: false,
    isHousingSubsidized: false,
    isRelocationStipend: false,
    isCommuterBenefits: false,
    isHQPosition: false,
  };
  it('is 0 for a bare posting, with a hint for each missing part', () => {
    expect(listingScore(bare)).toEqual({
      score: 0,
      hints: expect.arrayContaining(['Show the pay', 'Pick a focus']) as string[],
    });
    expect(listingScore(bare).hints).toHaveLength(7);
  });
  it('adds up to 100 for a complete posting', () => {
    const full = {
      ...bare,
      description: 'x'.repeat(400),
      salaryMax: 10,
      focusId: 1,
      yearsOfExperienceId: 2,
      expireDate: NOW,
      isHQPosition: true,
    };
    expect(listingScore(full)).toEqual({ score: 100, hints: [] });
    expect(listingScore({ ...full, description: 'x'.repeat(200) }).score).toBe(90);
  });
});

describe('the job input schema (form and server alike)', () => {
  const valid: JobInput = {
    companyId: 1,
    status: JobStatus.PendingReview,
    title: 'Trail Crew Leader',
    description: 'Lead a trail crew of six on ten-day hitches in the backcountry, building and repairing trail.',
    jobType: 7,
    remoteStatus: 2,
    remoteCountries: [],
    jobFieldId: 6,
    focusId: 11,
    yearsOfExperienceId: 3,
    city: 'Bozeman',
    state: 'MT',
    country: 'US',
    lat: 45.677,
    lng: -111.0429,
    salaryMin: 900,
    salaryMax: 1200,
    salaryCompensationId: 3,
    expireDate: null,
    isHousingIncluded: false,
    isHousingSubsidized: true,
    isRelocationStipend: false,
    isCommuterBenefits: false,
    isHQPosition: false,
  };
  const errors = (job: Record<string, unknown>) =>
    Object.fromEntries((jobInputSchema.safeParse(job).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

  it('accepts a complete job, trimming its texts', () => {
    expect(jobInputSchema.parse({ ...valid, title: '  Trail Crew Leader  ' }).title).toBe('Trail Crew Leader');
  });

  it('refuses an amount above 99,999,999 or not whole, and a maximum below the minimum', () => {
    const rule = 'Enter a whole amount in digits, like 45000 or 45,000 (up to 99,999,999)';
    expect(errors({ ...valid, salaryMax: 100_000_000 })).toEqual({ salaryMax: rule });
    expect(errors({ ...valid, salaryMin: 900.5 })).toEqual({ salaryMin: rule });
    expect(errors({ ...valid, salaryMin: Number.NaN })).toEqual({ salaryMin: rule });
    expect(errors({ ...valid, salaryMin: 1300 })).toEqual({ salaryMax: 'The maximum must be at least the minimum' });
  });

  it('asks for a pay period with an amount, countries for remote-in-region work, and one housing benefit', () => {
    expect(errors({ ...valid, salaryCompensationId: null })).toEqual({
      salaryCompensationId: 'Say how the pay is counted (per hour, per year …)',
    });
    expect(errors({ ...valid, remoteStatus: 3 })).toEqual({
      remoteCountries: 'Choose the countries applicants can work from',
    });
    expect(errors({ ...valid, isHousingIncluded: true })).toEqual({
      isHousingSubsidized: 'Housing is either included or subsidized, not both',
    });
  });

  it('checks the rules across fields even when another field is wrong (every message at once)', () => {
    expect(errors({ ...valid, title: 'x', salaryMin: 1300, remoteStatus: 3 })).toEqual({
      title: 'Give the job a title (3 characters or more)',
      salaryMax: 'The maximum must be at least the minimum',
      remoteCountries: 'Choose the countries applicants can work from',
    });
  });

  it('refuses Remote Considered (a filter value only) as a job’s remote status', () => {
    expect(errors({ ...valid, remoteStatus: 6 })).toEqual({ remoteStatus: 'Choose where the work happens' });
  });
});
