import { describe, it, expect } from 'vitest';
import { haversineMiles, kmToMiles, milesToKm } from '../../../src/domain/distance';

describe('distance', () => {
  it('converts miles and km', () => {
    expect(milesToKm(1)).toBe(1.609344);
    expect(kmToMiles(1.609344)).toBe(1);
    expect(kmToMiles(milesToKm(42.5))).toBeCloseTo(42.5, 10);
    expect(milesToKm(kmToMiles(100))).toBeCloseTo(100, 10);
  });

  it('haversine distance', () => {
    const p = { lat: 40.2732, lng: -76.8867 };
    expect(haversineMiles(p, p)).toBe(0);
    // One degree of latitude ≈ 69.09 miles.
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.09, 1);
    // New York → Los Angeles ≈ 2445 miles.
    const ny = { lat: 40.7128, lng: -74.006 };
    const la = { lat: 34.0522, lng: -118.2437 };
    expect(haversineMiles(ny, la)).toBeGreaterThan(2440);
    expect(haversineMiles(ny, la)).toBeLessThan(2450);
    expect(haversineMiles(ny, la)).toBeCloseTo(haversineMiles(la, ny), 10);
  });
});
