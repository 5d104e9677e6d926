import { describe, it, expect } from 'vitest';
import { COUNTRIES, countryName, stateName, US_STATES } from '../../../src/domain/countries';

describe('countries', () => {
  it('has the full ISO list with unique codes, sorted by name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRIES[0]?.name).toBe('Afghanistan');
  });

  it('looks up names', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('ca')).toBe('Canada');
    expect(countryName('XX')).toBeUndefined();
    expect(countryName(null)).toBeUndefined();
  });

  it('has 50 states plus DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(stateName('DC')).toBe('District of Columbia');
    expect(stateName('pa')).toBe('Pennsylvania');
    expect(stateName('PR')).toBeUndefined();
  });
});
