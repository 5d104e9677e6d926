import { describe, it, expect } from 'vitest';
import {
  DEFAULT_COUNTRIES,
  DEFAULT_COUNTRY,
  KM_PER_MILE,
  MAX_SALARY,
  PRODUCT_NAME,
} from '../../../src/domain/constants';

describe('constants', () => {
  it('holds the spec values', () => {
    expect(PRODUCT_NAME).toBe('Basecamp');
    expect(MAX_SALARY).toBe(99999999);
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(DEFAULT_COUNTRIES).toEqual(['US', 'CA']);
    expect(KM_PER_MILE).toBe(1.609344);
  });
});
