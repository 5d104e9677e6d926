import { describe, expect, it } from 'vitest';
import { isRecommended, matchScore, MATCH_WEIGHTS, type MatchJob, type MatchNames, type MatchProfile } from '../../../src/domain/match';

const names: MatchNames = {
  focus: (id) => ({ 1: { name: 'Climbing', jobFieldId: 1 }, 2: { name: 'Paddling', jobFieldId: 1 }, 6: { name: 'Brand', jobFieldId: 3 } })[id],
  jobField: (id) => ({ 1: 'Guiding & Instruction', 3: 'Marketing' })[id],
  jobType: (id) => ({ 1: 'Full-time', 2: 'Part-time' })[id],
  compensation: (id) => ({ 5: 'per year', 1: 'per hour' })[id],
};
const boulder = { lat: 40.015, lng: -105.2705, label: 'Boulder', country: 'US' };
const profile: MatchProfile = {
  focus: [1],
  jobType: [1],
  isRemoteConsidered: false,
  location: boulder,
  maxDistanceMiles: 50,
  salaries: [{ min: 45000, max: null, compensationId: 5 }],
  isMinimumDisabled: false,
};
const job: MatchJob = {
  jobFieldId: 1,
  focusId: 1,
  jobType: 1,
  remoteStatus: 4,
  lat: 40.02,
  lng: -105.27,
  remoteCountries: [],
  salaryMin: 50000,
  salaryMax: 60000,
  salaryCompensationId: 5,
};

describe('matchScore', () => {
  it('the weights add up to 100', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('a job matching every part scores 100 with a reason per part', () => {
    const m = matchScore(profile, job, names);
    expect(m.percent).toBe(100);
    // Best first: full parts by weight.
    expect(m.reasons).toEqual(['Your focus: Climbing', 'Full-time, as you prefer', '0 mi from Boulder', 'On site', 'Pays your $45,000 minimum or more']);
  });

  it('another focus of the same field earns two thirds of the field part', () => {
    const m = matchScore(profile, { ...job, focusId: 2 }, names);
    expect(m.parts.find((p) => p.key === 'field')).toMatchObject({ earned: 20, reason: 'Your field: Guiding & Instruction' });
    expect(m.percent).toBe(90);
  });

  it('a job of another field, type, far away and underpaid scores only what is left', () => {
    const far: MatchJob = { ...job, jobFieldId: 3, focusId: 6, jobType: 2, lat: 47.6, lng: -122.3, salaryMin: 20000, salaryMax: 30000 };
    const m = matchScore(profile, far, names);
    expect(m.parts.map((p) => [p.key, p.earned])).toEqual([
      ['field', 0],
      ['jobType', 0],
      ['remote', 15],
      ['distance', 0],
      ['salary', 0],
    ]);
    expect(m.percent).toBe(15);
    expect(m.reasons).toEqual(['On site']);
  });

  it('remote jobs need no commute; Remote in region only for the countries it names', () => {
    const remote = matchScore({ ...profile, isRemoteConsidered: true }, { ...job, remoteStatus: 1, lat: 60, lng: 10 }, names);
    expect(remote.parts.find((p) => p.key === 'distance')).toMatchObject({ earned: 20, reason: 'No commute' });
    expect(remote.parts.find((p) => p.key === 'remote')?.earned).toBe(15);
    const canadaOnly = matchScore(profile, { ...job, remoteStatus: 3, remoteCountries: ['CA'], lat: 60, lng: 10 }, names);
    expect(canadaOnly.parts.find((p) => p.key === 'distance')?.earned).toBe(0);
  });

  it('pay in another period or not listed earns half; an open minimum earns all', () => {
    expect(matchScore(profile, { ...job, salaryCompensationId: 1 }, names).parts.at(-1)).toMatchObject({ earned: 7.5, reason: 'Paid per hour' });
    expect(matchScore(profile, { ...job, salaryMin: null, salaryMax: null, salaryCompensationId: null }, names).parts.at(-1)?.reason).toBe('Pay not listed');
    expect(matchScore({ ...profile, isMinimumDisabled: true }, { ...job, salaryMax: 1000, salaryMin: null }, names).parts.at(-1)?.earned).toBe(15);
  });

  it('without a location the distance part is neutral and asks for one', () => {
    const m = matchScore({ ...profile, location: null }, job, names);
    expect(m.parts.find((p) => p.key === 'distance')).toMatchObject({ earned: 10, reason: 'Add your location to match by distance' });
  });

  it('recommends a good match nearby or remote, never one across the country', () => {
    expect(isRecommended(matchScore(profile, job, names))).toBe(true);
    const far = matchScore(profile, { ...job, lat: 35.2, lng: -111.65 }, names);
    expect(far.percent).toBeGreaterThanOrEqual(60);
    expect(isRecommended(far)).toBe(false);
    expect(isRecommended(matchScore(profile, { ...job, lat: 35.2, lng: -111.65, remoteStatus: 1 }, names))).toBe(true);
  });
});
