import type { Mutation } from './mutation';

/** Regressions of the pay insights (Job/pay-insights): which jobs count, the conversion, the figures, the order. */
const D = 'src/domain/pay-insights.ts';
const H = 'mocks/handlers/pay-insights.ts';

export const payInsightsMutations: Mutation[] = [
  {
    id: 'pay-counts-unlisted-jobs',
    file: H,
    find: '          isListed(job, nowIso) &&\n',
    replace: '',
    what: 'Job/pay-insights counts drafts and expired jobs',
  },
  {
    id: 'pay-any-country',
    file: H,
    find: '          job.country === country &&\n',
    replace: '',
    what: "Job/pay-insights mixes the countries' jobs (and their money)",
  },
  {
    id: 'pay-field-filter-ignored',
    file: H,
    find: '(jobFieldId === undefined || job.jobFieldId === jobFieldId)',
    replace: 'true',
    what: 'Job/pay-insights ignores the job field asked for',
  },
  {
    id: 'pay-unknown-field-accepted',
    file: H,
    find: "        throw badRequest('Some query parameters are not valid.', { jobFieldId: ['Unknown job field'] });",
    replace:
      '        return { period, country: DEFAULT_COUNTRY, currency: currencyOf(DEFAULT_COUNTRY), minJobs: PAY_GROUP_MIN_JOBS, jobCount: 0, groupings: payInsights([], period, { field: fieldName, focus: focusName }).groupings };',
    what: 'Job/pay-insights answers an unknown job field with no figures instead of a 400',
  },
  {
    id: 'pay-two-jobs-enough',
    file: D,
    find: 'export const PAY_GROUP_MIN_JOBS = 3;',
    replace: 'export const PAY_GROUP_MIN_JOBS = 2;',
    what: 'Job/pay-insights shows the figures of a group of 2 jobs',
  },
  {
    id: 'pay-year-2000-hours',
    file: D,
    find: 'const HOURS_PER_YEAR = 2080;',
    replace: 'const HOURS_PER_YEAR = 2000;',
    what: 'Job/pay-insights converts with 2,000 hours a year',
  },
  {
    id: 'pay-month-30-days',
    file: D,
    find: '  month: HOURS_PER_YEAR / 12,',
    replace: '  month: 30 * 8,',
    what: 'Job/pay-insights takes a month for 30 days of 8 hours',
  },
  {
    id: 'pay-converted-backwards',
    file: D,
    find: '(amount / HOURS_PER[from]) * HOURS_PER[to]',
    replace: '(amount * HOURS_PER[from]) / HOURS_PER[to]',
    what: 'Job/pay-insights converts the wrong way round',
  },
  {
    id: 'pay-median-is-mean',
    file: D,
    find: '    median: roundPay(median(mids), period),',
    replace: '    median: roundPay(mids.reduce((a, b) => a + b, 0) / mids.length, period),',
    what: 'Job/pay-insights gives the mean as the median',
  },
  {
    id: 'pay-even-median-upper',
    file: D,
    find: '(sorted[middle - 1]! + sorted[middle]!) / 2',
    replace: 'sorted[middle]!',
    what: 'Job/pay-insights takes the upper middle as the median of an even count',
  },
  {
    id: 'pay-job-is-its-minimum',
    file: D,
    find: 'return { low, high, mid: (low + high) / 2 };',
    replace: 'return { low, high, mid: low };',
    what: "Job/pay-insights takes a job's minimum for its pay",
  },
  {
    id: 'pay-max-of-minimums',
    file: D,
    find: '    max: roundPay(Math.max(...pays.map((p) => p.high)), period),',
    replace: '    max: roundPay(Math.max(...pays.map((p) => p.low)), period),',
    what: "Job/pay-insights gives the highest minimum as a group's max",
  },
  {
    id: 'pay-hour-whole-dollars',
    file: D,
    find: "const centsOf = (period: PayPeriod) => (period === 'hour' ? 2 : 0);",
    replace: 'const centsOf = (_period: PayPeriod) => 0;',
    what: 'Job/pay-insights rounds hourly figures to the dollar',
  },
  {
    id: 'pay-sorted-by-name',
    file: D,
    find: '.sort((a, b) => b.median - a.median || a.name.localeCompare(b.name));',
    replace: '.sort((a, b) => a.name.localeCompare(b.name));',
    what: 'Job/pay-insights sorts the groups by name, not by median',
  },
  {
    id: 'pay-withheld-not-counted',
    file: D,
    find: 'withheld: all.length - shown.length',
    replace: 'withheld: 0',
    what: 'Job/pay-insights does not say how many groups it withheld',
  },
  {
    id: 'pay-jobs-without-period-zero',
    file: D,
    find: '    if (!pay) continue;\n    jobCount++;',
    replace: '    jobCount++;\n    if (!pay) continue;',
    what: 'Job/pay-insights counts the jobs without pay',
  },
];
