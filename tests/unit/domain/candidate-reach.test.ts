import { describe, expect, it } from 'vitest';
import { canReach, REACH_MILES, type ReachCandidate } from '../../../src/domain/candidate-reach';

const harrisburg = { lat: 40.2732, lng: -76.8867, state: 'PA', country: 'US' };
const paddling = new Set([2]);
const person = (changes: Partial<ReachCandidate>): ReachCandidate => ({
  focus: [2],
  location: { lat: 40.2732, lng: -76.8867, country: 'US' },
  wantedRegions: [],
  isRemoteConsidered: false,
  ...changes,
});
const seattle = { lat: 47.6062, lng: -122.3321, country: 'US' };

describe('the candidates an employer can reach', () => {
  it('counts a candidate of the field who lives near the place', () => {
    expect(canReach(person({}), paddling, harrisburg)).toBe(true);
    // Philadelphia is about 95 miles from Harrisburg; Pittsburgh about 180.
    expect(canReach(person({ location: { lat: 39.9526, lng: -75.1652, country: 'US' } }), paddling, harrisburg)).toBe(
      true,
    );
    expect(canReach(person({ location: { lat: 40.4406, lng: -79.9959, country: 'US' } }), paddling, harrisburg)).toBe(
      false,
    );
    expect(REACH_MILES).toBe(100);
  });

  it('counts one who lives far away but wants to work in that state, or works remotely from the same country', () => {
    expect(
      canReach(person({ location: seattle, wantedRegions: [{ state: 'PA', country: 'US' }] }), paddling, harrisburg),
    ).toBe(true);
    expect(canReach(person({ location: seattle, isRemoteConsidered: true }), paddling, harrisburg)).toBe(true);
    expect(
      canReach(
        person({ location: { lat: 49.7016, lng: -123.1558, country: 'CA' }, isRemoteConsidered: true }),
        paddling,
        harrisburg,
      ),
    ).toBe(false);
    expect(canReach(person({ location: seattle }), paddling, harrisburg)).toBe(false);
  });

  it('counts a remote candidate of a town without coordinates by its country, and no one by its distance', () => {
    const unmapped = { lat: null, lng: null, country: 'US' };
    expect(canReach(person({ location: unmapped, isRemoteConsidered: true }), paddling, harrisburg)).toBe(true);
    expect(canReach(person({ location: unmapped }), paddling, harrisburg)).toBe(false);
  });

  it('never counts a candidate of another field, however near', () => {
    expect(canReach(person({ focus: [14], isRemoteConsidered: true }), paddling, harrisburg)).toBe(false);
    expect(canReach(person({ focus: [] }), paddling, harrisburg)).toBe(false);
  });
});
