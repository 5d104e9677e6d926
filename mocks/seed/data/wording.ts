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

/*
 * The ways a job's description says each of its parts, one drawn per job. In the texts, {company}, {a}, {title},
 * {where}, {first} and {manager} stand for the company's name, 'a' or 'an', the title, where the job is, and the
 * manager's first name and role; {duties} and {needs} for the lists.
 */
export const hiringOpeners = [
  '{company} is hiring {a} {title} {where}.',
  '{company} is looking for {a} {title} {where}.',
  '{company} needs {a} {title} {where}.',
  'Join {company} as {a} {title} {where}.',
];
export const reportLines = [
  "You'll report to {first}, our {manager}.",
  "You'll work closely with {first}, our {manager}.",
  "{first}, our {manager}, leads the team you'll join.",
];
/** Lead-ins of the duties: a list of three, 'a; b; and c' ({duties}). */
export const dutyLines = [
  "What you'll do: {duties}.",
  'The job: {duties}.',
  "Day to day, you'll {duties}.",
  "In a typical week you'll {duties}.",
];
/** Lead-ins of what the job needs: two, 'a and b' ({needs}). */
export const needLines = [
  'What you bring: {needs}.',
  "You'll need {needs}.",
  "We're looking for {needs}.",
  "You'll do well here with {needs}.",
];
export const perkLines = ['Perks: {perks}.', 'We offer {perks}.', 'You also get {perks}.', 'The perks: {perks}.'];
/** A last line some descriptions end with. */
export const closingLines = [
  'Tell us about your best day outside when you apply.',
  'We read every application, and answer every one.',
  'Not sure you tick every box? Apply anyway.',
  'Interviews start as applications come in.',
  'Questions about the role are welcome before you apply.',
];
