import { describe, expect, it } from 'vitest';
import {
  convertPay,
  formatPay,
  formatPayShort,
  payInsights,
  roundPay,
  type PayJob,
} from '../../../src/domain/pay-insights';

/**
 * payInsights (src/domain/pay-insights.ts): the figures of a small set of jobs, computed by hand (docs/product.md
 * §4.10: 8 hours a day, 40 a week, 2,080 a year, a month a twelfth of a year; a group of fewer than 3 jobs withheld).
 */
const names = {
  field: (id: number) => ({ 1: 'Guiding & Instruction', 6: 'Conservation & Parks', 8: 'Engineering & Technology' })[id],
  focus: (id: number) => ({ 1: 'Climbing', 2: 'Paddling', 11: 'Trail Crew', 12: 'Park Ranger', 14: 'Software' })[id],
};

const HOUR = 1;
const DAY = 2;
const WEEK = 3;
const MONTH = 4;
const YEAR = 5;
const job = (
  salaryMin: number | null,
  salaryMax: number | null,
  salaryCompensationId: number | null,
  jobFieldId: number,
  focusId: number | null,
  jobType: number,
  state: string,
): PayJob => ({ salaryMin, salaryMax, salaryCompensationId, jobFieldId, focusId, jobType, state, country: 'US' });

// Per year: low, high, middle.
const jobs: PayJob[] = [
  job(45_000, 60_000, YEAR, 1, 2, 1, 'PA'), // 45,000 60,000 52,500
  job(20, 25, HOUR, 1, 2, 1, 'PA'), // 41,600 52,000 46,800
  job(4_000, null, MONTH, 1, 1, 2, 'CO'), // 48,000 (a minimum only)
  job(null, 30_000, YEAR, 1, 2, 2, 'PA'), // 30,000 (a maximum only)
  job(90_000, 110_000, YEAR, 8, 14, 1, 'PA'), // 90,000 110,000 100,000
  job(1_500, 2_000, WEEK, 8, 14, 1, 'CO'), // 78,000 104,000 91,000
  job(400, null, DAY, 8, 14, 1, 'CO'), // 104,000
  job(18, null, HOUR, 6, 11, 7, 'CO'), // 37,440
  job(25_000, 35_000, YEAR, 6, 12, 2, 'PA'), // 25,000 35,000 30,000
  // No pay, a zero pay, pay without a period: not counted anywhere.
  job(null, null, YEAR, 6, 11, 7, 'CO'),
  job(0, 0, YEAR, 6, 11, 7, 'CO'),
  job(30_000, null, null, 6, 11, 7, 'CO'),
];

describe('payInsights', () => {
  it('gives min, median and max per group per year, the highest median first, groups under 3 jobs withheld', () => {
    expect(payInsights(jobs, 'year', names)).toEqual({
      jobCount: 9,
      groupings: {
        field: {
          groups: [
            { key: '8', name: 'Engineering & Technology', jobCount: 3, min: 78_000, median: 100_000, max: 110_000 },
            { key: '1', name: 'Guiding & Instruction', jobCount: 4, min: 30_000, median: 47_400, max: 60_000 },
          ],
          withheld: 1,
        },
        focus: {
          groups: [
            { key: '14', name: 'Software', jobCount: 3, min: 78_000, median: 100_000, max: 110_000 },
            { key: '2', name: 'Paddling', jobCount: 3, min: 30_000, median: 46_800, max: 60_000 },
          ],
          withheld: 3,
        },
        jobType: {
          groups: [
            { key: '1', name: 'Full-time', jobCount: 5, min: 41_600, median: 91_000, max: 110_000 },
            { key: '2', name: 'Part-time', jobCount: 3, min: 25_000, median: 30_000, max: 48_000 },
          ],
          withheld: 1,
        },
        region: {
          groups: [
            { key: 'CO', name: 'Colorado', jobCount: 4, min: 37_440, median: 69_500, max: 104_000 },
            { key: 'PA', name: 'Pennsylvania', jobCount: 5, min: 25_000, median: 46_800, max: 110_000 },
          ],
          withheld: 0,
        },
      },
    });
  });

  it('converts every job from its own period: per hour to the cent', () => {
    const { groupings } = payInsights(jobs, 'hour', names);
    expect(groupings.field.groups).toEqual([
      { key: '8', name: 'Engineering & Technology', jobCount: 3, min: 37.5, median: 48.08, max: 52.88 },
      { key: '1', name: 'Guiding & Instruction', jobCount: 4, min: 14.42, median: 22.79, max: 28.85 },
    ]);
    expect(groupings.jobType.groups).toEqual([
      { key: '1', name: 'Full-time', jobCount: 5, min: 20, median: 43.75, max: 52.88 },
      { key: '2', name: 'Part-time', jobCount: 3, min: 12.02, median: 14.42, max: 23.08 },
    ]);
  });

  it('per month: a twelfth of the year', () => {
    expect(payInsights(jobs, 'month', names).groupings.field.groups[1]).toEqual({
      key: '1',
      name: 'Guiding & Instruction',
      jobCount: 4,
      min: 2_500,
      median: 3_950,
      max: 5_000,
    });
  });

  it('has no group without 3 jobs', () => {
    expect(payInsights(jobs.slice(0, 2), 'year', names)).toEqual({
      jobCount: 2,
      groupings: {
        field: { groups: [], withheld: 1 },
        focus: { groups: [], withheld: 1 },
        jobType: { groups: [], withheld: 1 },
        region: { groups: [], withheld: 1 },
      },
    });
  });
});

describe('convertPay', () => {
  it('converts with 8 hours a day, 40 a week, 2,080 a year and a twelfth of a year a month', () => {
    expect(convertPay(25, 'hour', 'year')).toBe(52_000);
    expect(convertPay(52_000, 'year', 'week')).toBe(1_000);
    expect(convertPay(200, 'day', 'hour')).toBe(25);
    expect(convertPay(60_000, 'year', 'month')).toBe(5_000);
    expect(roundPay(convertPay(4_000, 'month', 'week'), 'week')).toBe(923);
    expect(roundPay(convertPay(50_000, 'year', 'hour'), 'hour')).toBe(24.04);
  });
});

describe('formatPay and formatPayShort', () => {
  it('writes an amount in full, to the cent per hour, and in a few characters where room is short', () => {
    expect(formatPay(116_500, 'year', 'USD')).toBe('$116,500');
    expect(formatPay(21.5, 'hour', 'USD')).toBe('$21.50');
    expect([38_400, 116_500, 150_000, 21.5, 0].map((amount) => formatPayShort(amount, 'USD'))).toEqual([
      '$38.4K',
      '$117K',
      '$150K',
      '$21.5',
      '$0',
    ]);
    expect(formatPayShort(38_400, 'CAD')).toBe('CA$38.4K');
  });
});
