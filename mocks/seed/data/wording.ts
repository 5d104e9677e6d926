import type { BenefitFlag } from '../../../src/domain/benefits';

/** The words job descriptions are written from, besides each role group's texts (./texts.ts). */

/** Who a job reports to, per job field. */
export const managers: Record<number, string> = {
  1: 'head guide',
  2: 'store director',
  3: 'marketing director',
  4: 'design director',
  5: 'operations director',
  6: 'program director',
  7: 'general manager',
  8: 'engineering lead',
};
/** Managers of role groups whose field's manager would not fit. */
export const groupManagers: Record<string, string> = {
  setting: 'head setter',
  sales: 'store manager',
  bench: 'service manager',
  warehouse: 'warehouse manager',
  ecommerce: 'e-commerce manager',
  ux: 'product lead',
};
export const experienceLines: Record<number, string> = {
  1: 'No experience needed; we train the right people.',
  2: 'A season or two of related experience helps.',
  3: 'Three to five years of relevant experience.',
  4: 'Six or more years of experience, including leading others.',
  5: 'Ten or more years of experience and a record of leading teams.',
};
export const generalPerks = [
  'pro deals with dozens of outdoor brands',
  'a season pass',
  'paid time off to get outside',
  'a yearly gear allowance',
  'health coverage for full-time staff',
  'flexible scheduling',
  'staff trips',
];
export const benefitPerks: Record<BenefitFlag, string> = {
  isHousingIncluded: 'free staff housing',
  isHousingSubsidized: 'subsidized staff housing',
  isRelocationStipend: 'relocation assistance',
  isCommuterBenefits: 'a commuter and transit benefit',
  isHQPosition: 'visa sponsorship for the right candidate',
};
export const rejectReasons = [
  'The description does not say what the job pays or where it is based.',
  'This looks like a duplicate of a job that is already live.',
  'Commission-only roles are not accepted on the board.',
  'The posting links to an outside application form that does not load.',
];
