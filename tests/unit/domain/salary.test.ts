import { describe, it, expect } from 'vitest';
import { formatAmount, formatSalary, hasSalary, isValidSalaryRange, parseAmount } from '../../../src/domain/salary';

describe('formatSalary', () => {
  it('min only', () => {
    expect(formatSalary({ salaryMin: 50000 })).toBe('From $50,000');
    expect(formatSalary({ salaryMin: 50000, salaryMax: 0, compensationName: 'per year' })).toBe(
      'From $50,000 per year',
    );
  });

  it("in the money of the job's country: Canadian dollars for a job in Canada, US dollars elsewhere", () => {
    expect(formatSalary({ salaryMin: 50000, salaryMax: 80000, compensationName: 'per year', country: 'CA' })).toBe(
      'CA$50,000 – CA$80,000 per year',
    );
    expect(formatSalary({ salaryMin: 25, country: 'CA' })).toBe('From CA$25');
    expect(formatSalary({ salaryMax: 80000, country: 'US' })).toBe('Up to $80,000');
  });

  it('max only', () => {
    expect(formatSalary({ salaryMax: 80000 })).toBe('Up to $80,000');
    expect(formatSalary({ salaryMin: null, salaryMax: 80000, compensationName: 'Yearly' })).toBe(
      'Up to $80,000 Yearly',
    );
  });

  it('both', () => {
    expect(formatSalary({ salaryMin: 50000, salaryMax: 80000 })).toBe('$50,000 – $80,000');
    expect(formatSalary({ salaryMin: 25, salaryMax: 30, compensationName: 'Hourly' })).toBe('$25 – $30 Hourly');
  });

  it('cents only when present', () => {
    expect(formatSalary({ salaryMin: 17.5, salaryMax: 20 })).toBe('$17.50 – $20');
    expect(formatAmount(1234567)).toBe('$1,234,567');
  });

  it('N/A when neither', () => {
    expect(formatSalary({})).toBe('N/A');
    expect(formatSalary({ salaryMin: 0, salaryMax: 0, compensationName: 'Hourly' })).toBe('N/A');
    expect(formatSalary({ salaryMin: null, salaryMax: undefined })).toBe('N/A');
  });

  it('hasSalary: a minimum or a maximum (what a job card shows as pay, and N/A is not)', () => {
    expect(hasSalary({ salaryMin: 18, salaryMax: null })).toBe(true);
    expect(hasSalary({ salaryMin: null, salaryMax: 950 })).toBe(true);
    expect(hasSalary({ salaryMin: null, salaryMax: null })).toBe(false);
    expect(hasSalary({ salaryMin: 0, salaryMax: 0 })).toBe(false);
  });

  it('blank compensation name is ignored', () => {
    expect(formatSalary({ salaryMin: 10, compensationName: '  ' })).toBe('From $10');
  });
});

describe('isValidSalaryRange', () => {
  it('accepts valid ranges', () => {
    expect(isValidSalaryRange(0, 99999999)).toBe(true);
    expect(isValidSalaryRange(100, 100)).toBe(true);
    expect(isValidSalaryRange(100, null)).toBe(true);
    expect(isValidSalaryRange(undefined, 5)).toBe(true);
    expect(isValidSalaryRange()).toBe(true);
  });

  it('rejects out of range or inverted', () => {
    expect(isValidSalaryRange(-1, 10)).toBe(false);
    expect(isValidSalaryRange(10, 100000000)).toBe(false);
    expect(isValidSalaryRange(100000000)).toBe(false);
    expect(isValidSalaryRange(200, 100)).toBe(false);
    expect(isValidSalaryRange(Number.NaN, 1)).toBe(false);
  });
});

describe('parseAmount (a pay field as typed)', () => {
  it('reads digits, with or without commas between thousands; blank is no amount', () => {
    expect(parseAmount('45000')).toBe(45_000);
    expect(parseAmount(' 45,000 ')).toBe(45_000);
    expect(parseAmount('1,234,567')).toBe(1_234_567);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('  ')).toBeNull();
  });

  it.each(['1e5', '0x10', '$45000', '45.5', '45,00', '4,5000', '-5', '+5', '45 000', 'Infinity'])(
    'refuses %s',
    (typed) => {
      expect(parseAmount(typed)).toBeNaN();
    },
  );
});
