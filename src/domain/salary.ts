// Salary display and range check per docs/product.md §5 and §9.
import { MAX_SALARY } from './constants';

export interface SalaryInput {
  salaryMin?: number | null;
  salaryMax?: number | null;
  compensationName?: string | null;
  /** The job's country: its pay is in that country's money (`currencyOf`); US dollars when not given. */
  country?: string | null;
}

function hasAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value !== 0;
}

/** An amount in en-US notation ($50,000; CA$50,000 in Canadian dollars); no decimals unless the amount has cents. */
export function formatAmount(amount: number, currency: 'USD' | 'CAD' = 'USD'): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** Whether a job says what it pays: a minimum, a maximum or both (else its pay shows as 'N/A'). */
export function hasSalary({ salaryMin, salaryMax }: Pick<SalaryInput, 'salaryMin' | 'salaryMax'>): boolean {
  return hasAmount(salaryMin) || hasAmount(salaryMax);
}

/**
 * The lowest and the highest amount a job's pay says: both ends of its range, or its one amount twice; undefined
 * when it says none (as hasSalary).
 */
export function payBounds({
  salaryMin,
  salaryMax,
}: Pick<SalaryInput, 'salaryMin' | 'salaryMax'>): [low: number, high: number] | undefined {
  const low = hasAmount(salaryMin) ? salaryMin : hasAmount(salaryMax) ? salaryMax : undefined;
  const high = hasAmount(salaryMax) ? salaryMax : low;
  return low === undefined || high === undefined ? undefined : [low, high];
}

/**
 * 'From $50,000', 'Up to $80,000', '$50,000 – $80,000' (CA$ for a job in Canada), each followed by the compensation
 * name if any; 'N/A' when no amount.
 */
export function formatSalary({ salaryMin, salaryMax, compensationName, country }: SalaryInput): string {
  const hasMin = hasAmount(salaryMin);
  const hasMax = hasAmount(salaryMax);
  const money = (amount: number) => formatAmount(amount, currencyOf(country ?? 'US'));
  let text: string;
  if (hasMin && hasMax) text = `${money(salaryMin)} – ${money(salaryMax)}`;
  else if (hasMin) text = `From ${money(salaryMin)}`;
  else if (hasMax) text = `Up to ${money(salaryMax)}`;
  else return 'N/A';
  const name = compensationName?.trim();
  return name ? `${text} ${name}` : text;
}

/**
 * The one rule of a pay amount: a whole number of dollars from 0 to MAX_SALARY, typed in digits, with or without
 * commas between thousands (45000, 45,000). Not `1e5`, `0x10`, `$45000`, `45.5` or `45,00`: what is not plainly
 * digits is refused, not guessed at. The API's job input (form and mock) checks the number; the form reads the text
 * with `parseAmount`.
 */
export const AMOUNT_RULE = `Enter a whole amount in digits, like 45000 or 45,000 (up to ${MAX_SALARY.toLocaleString('en-US')})`;
const AMOUNT_TEXT = /^(?:\d+|\d{1,3}(?:,\d{3})+)$/;

/** The amount a pay field's text stands for: null when it is blank, NaN when it is not digits as AMOUNT_RULE says. */
export function parseAmount(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  return AMOUNT_TEXT.test(typed) ? Number(typed.replace(/,/g, '')) : Number.NaN;
}

/**
 * The currency of a job's pay: the money of the country the job is in (jobs carry no currency of their own), so
 * Canadian jobs pay in Canadian dollars. The board serves the US and Canada; any other country's pay is in USD.
 */
export function currencyOf(country: string): 'USD' | 'CAD' {
  return country === 'CA' ? 'CAD' : 'USD';
}

function inRange(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MAX_SALARY;
}

/** Each given amount is within 0..MAX_SALARY; min ≤ max when both are given. null/undefined = not given. */
export function isValidSalaryRange(min?: number | null, max?: number | null): boolean {
  if (min != null && !inRange(min)) return false;
  if (max != null && !inRange(max)) return false;
  return min == null || max == null || min <= max;
}
