// Pay insights (docs/product.md §4.11): what the live jobs pay, in one pay period, by group. The mock's
// Job/pay-insights computes its answer with payInsights; the page converts a candidate's wanted pay with convertPay.
import { regionsOf } from './countries';
import { jobTypeLabels, type JobType } from './enums/job';
import { payBounds } from './salary';

/**
 * The pay periods of the lookups' pay periods (Job/options/get's salaryCompensations: 1 per hour … 5 per year), and
 * the hours each stands for: 8 hours a day, 40 a week (5 days), 2,080 a year (52 weeks), a month a twelfth of a year
 * (173⅓ hours). An amount per one period is, per another, that amount ÷ the hours of the one × the hours of the
 * other (25 per hour is 25 × 2,080 = 52,000 per year).
 */
export const PAY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

const HOURS_PER_YEAR = 2080;
const HOURS_PER: Record<PayPeriod, number> = {
  hour: 1,
  day: 8,
  week: 40,
  month: HOURS_PER_YEAR / 12,
  year: HOURS_PER_YEAR,
};

/** The lookups' pay period (salaryCompensationId) of each period. */
export const COMPENSATION_ID: Record<PayPeriod, number> = { hour: 1, day: 2, week: 3, month: 4, year: 5 };
export const periodOfCompensation = (id: number | null | undefined): PayPeriod | undefined =>
  PAY_PERIODS.find((p) => COMPENSATION_ID[p] === id);

/** The choices of the page's pay period, and the words after an amount. */
export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = {
  hour: 'Per hour',
  day: 'Per day',
  week: 'Per week',
  month: 'Per month',
  year: 'Per year',
};
export const PAY_PERIOD_DEFAULT: PayPeriod = 'year';

/** Figures per hour are kept to the cent, others to the whole dollar. */
const centsOf = (period: PayPeriod) => (period === 'hour' ? 2 : 0);
export const roundPay = (amount: number, period: PayPeriod) => {
  const scale = 10 ** centsOf(period);
  return Math.round(amount * scale) / scale;
};

/** An amount of a period as the page shows it, to the cent per hour ($20.00, $43.75) and in whole dollars else. */
export const formatPay = (amount: number, period: PayPeriod, currency: 'USD' | 'CAD') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: centsOf(period),
    maximumFractionDigits: centsOf(period),
  }).format(amount);

/** An amount in a few characters, where room is short (a chart's axis, a table on a phone): $38.4K, $150K, $21.5. */
export const formatPayShort = (amount: number, currency: 'USD' | 'CAD') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumSignificantDigits: 3,
  }).format(amount);

/** An amount per `from` as the amount per `to` (unrounded). */
export const convertPay = (amount: number, from: PayPeriod, to: PayPeriod) =>
  (amount / HOURS_PER[from]) * HOURS_PER[to];

/** A group's figures are shown only when at least this many jobs stand behind them. */
export const PAY_GROUP_MIN_JOBS = 3;

/** What of a listed job the figures read. */
export interface PayJob {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCompensationId: number | null;
  jobFieldId: number;
  focusId: number | null;
  jobType: number;
  state: string | null;
  country: string;
}

interface PayGroup {
  /** The field's or focus's id, the job type's code, the state's or province's code. */
  key: string;
  name: string;
  jobCount: number;
  /** The lowest amount a job of the group offers, the median of the jobs' pay, the highest amount offered. */
  min: number;
  median: number;
  max: number;
}

interface PayGrouping {
  /** The groups of PAY_GROUP_MIN_JOBS jobs or more, the highest median first (then by name). */
  groups: PayGroup[];
  /** How many groups had jobs but too few to show. */
  withheld: number;
}

const PAY_GROUPINGS = ['field', 'focus', 'jobType', 'region'] as const;
type PayGroupingName = (typeof PAY_GROUPINGS)[number];

export interface PayInsights {
  /** The jobs with pay the figures are of. */
  jobCount: number;
  groupings: Record<PayGroupingName, PayGrouping>;
}

/** The names of the lookups the domain does not hold. */
export interface PayNames {
  field(id: number): string | undefined;
  focus(id: number): string | undefined;
}

interface Pay {
  low: number;
  high: number;
  /** The job's one figure: the middle of its range, or its one amount. */
  mid: number;
}

/** A job's pay per `period`: undefined when it says no amount or no pay period. */
function payIn(job: PayJob, period: PayPeriod): Pay | undefined {
  const bounds = payBounds(job);
  const from = periodOfCompensation(job.salaryCompensationId);
  if (!bounds || !from) return undefined;
  const [low, high] = bounds.map((amount) => convertPay(amount, from, period)) as [number, number];
  return { low, high, mid: (low + high) / 2 };
}

const median = (sorted: number[]) => {
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function groupOf(key: string, name: string, pays: Pay[], period: PayPeriod): PayGroup {
  const mids = pays.map((p) => p.mid).sort((a, b) => a - b);
  return {
    key,
    name,
    jobCount: pays.length,
    min: roundPay(Math.min(...pays.map((p) => p.low)), period),
    median: roundPay(median(mids), period),
    max: roundPay(Math.max(...pays.map((p) => p.high)), period),
  };
}

/**
 * The figures of these jobs (the live jobs with pay: the caller picks them) per `period`, grouped by job field, by
 * focus, by job type and by state or province; a group of fewer than PAY_GROUP_MIN_JOBS jobs is withheld. Each job's
 * amounts are converted from its own pay period; the figures are rounded last (roundPay).
 */
export function payInsights(jobs: readonly PayJob[], period: PayPeriod, names: PayNames): PayInsights {
  const keyers: Record<PayGroupingName, (job: PayJob) => [string, string | undefined] | undefined> = {
    field: (job) => [String(job.jobFieldId), names.field(job.jobFieldId)],
    focus: (job) => (job.focusId === null ? undefined : [String(job.focusId), names.focus(job.focusId)]),
    jobType: (job) => [String(job.jobType), jobTypeLabels[job.jobType as JobType]],
    region: (job) =>
      job.state === null ? undefined : [job.state, regionsOf(job.country).find((r) => r.code === job.state)?.name],
  };
  const buckets = Object.fromEntries(PAY_GROUPINGS.map((g) => [g, new Map<string, { name: string; pays: Pay[] }>()]));
  let jobCount = 0;
  for (const job of jobs) {
    const pay = payIn(job, period);
    if (!pay) continue;
    jobCount++;
    for (const grouping of PAY_GROUPINGS) {
      const found = keyers[grouping](job);
      if (!found) continue;
      const [key, name = key] = found;
      const bucket = buckets[grouping]!;
      const group = bucket.get(key) ?? { name, pays: [] };
      group.pays.push(pay);
      bucket.set(key, group);
    }
  }
  const groupings = Object.fromEntries(
    PAY_GROUPINGS.map((grouping) => {
      const all = [...buckets[grouping]!.entries()];
      const shown = all.filter(([, g]) => g.pays.length >= PAY_GROUP_MIN_JOBS);
      const groups = shown
        .map(([key, g]) => groupOf(key, g.name, g.pays, period))
        .sort((a, b) => b.median - a.median || a.name.localeCompare(b.name));
      return [grouping, { groups, withheld: all.length - shown.length }];
    }),
  ) as Record<PayGroupingName, PayGrouping>;
  return { jobCount, groupings };
}
