import { describe, expect, it } from 'vitest';
import { companyNameKey, sameCompanyName } from '../../../src/domain/company-name';

describe('company names', () => {
  it.each([
    ['Summit  Trail Outfitters', 'two spaces'],
    ['Summit Trail Outfitters.', 'a trailing full stop'],
    ['  summit trail OUTFITTERS ', 'case and spaces at the ends'],
    ['Summit\tTrail\u00a0Outfitters', 'a tab and a no-break space'],
    ['Summit Trail Outfitters!?', 'several marks at the end'],
    ['Ｓｕｍｍｉｔ Trail Outfitters', 'full-width letters'],
  ])('"%s" (%s) is the same company as "Summit Trail Outfitters"', (name) => {
    expect(sameCompanyName(name, 'Summit Trail Outfitters')).toBe(true);
  });

  it('"Keystone Paddle Co" is "Keystone Paddle Co.": the seeded name, with its full stop left off', () => {
    expect(sameCompanyName('Keystone Paddle Co', 'Keystone Paddle Co.')).toBe(true);
  });

  it.each([
    ['Summit Trail Outfitter', 'a letter less'],
    ['Summit Trail Outfitters West', 'a word more'],
    ['SummitTrail Outfitters', 'a space less inside'],
    ['Summit-Trail Outfitters', 'punctuation inside the name'],
  ])('"%s" (%s) is another company', (name) => {
    expect(sameCompanyName(name, 'Summit Trail Outfitters')).toBe(false);
  });

  it('keeps letters and digits of any script, and the punctuation inside a name', () => {
    expect(companyNameKey('  Ski & Board No. 1. ')).toBe('ski & board no. 1');
    expect(companyNameKey('Café Zürich…')).toBe('café zürich');
  });
});
