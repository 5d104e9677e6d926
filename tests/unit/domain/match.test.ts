import { describe, expect, it } from 'vitest';
import {
  isRecommended,
  matchScore,
  MATCH_WEIGHTS,
  type MatchJob,
  type MatchNames,
  type MatchProfile,
} from '../../../src/domain/match';

const names: MatchNames = {
  focus: (id) =>
    ({
      1: { name: 'Climbing', jobFieldId: 1 },
      2: { name: 'Paddling', jobFieldId: 1 },
      3: { name: 'Ski & Snowboard', jobFieldId: 1 },
      6: { name: 'Brand', jobFieldId: 3 },
      14: { name: 'Software', jobFieldId: 8 },
    })[id],
  jobField: (id) => ({ 1: 'Guiding & Instruction', 3: 'Marketing', 8: 'Engineering & Technology' })[id],
  jobType: (id) => ({ 1: 'Full-time', 2: 'Part-time' })[id],
  compensation: (id) => ({ 5: 'per year', 1: 'per hour' })[id],
};
const boulder = { lat: 40.015, lng: -105.2705, label: 'Boulder', country: 'US' };
/** A climbing guide in Boulder who will travel 50 miles, wants full-time work on site and $45,000 a year. */
const profile: MatchProfile = {
  focus: [1],
  jobType: [1],
  isRemoteConsidered: false,
  location: boulder,
  maxDistanceMiles: 50,
  salaries: [{ min: 45000, max: null, compensationId: 5 }],
  isMinimumDisabled: false,
};
/** A full-time climbing job in Boulder itself, on site, paying $50,000-60,000 a year. */
const job: MatchJob = {
  jobFieldId: 1,
  focusId: 1,
  jobType: 1,
  remoteStatus: 4,
  lat: boulder.lat,
  lng: boulder.lng,
  remoteCountries: [],
  salaryMin: 50000,
  salaryMax: 60000,
  salaryCompensationId: 5,
};
/** Miles north of Boulder (a degree of latitude is about 69.1 miles). */
const north = (miles: number): Pick<MatchJob, 'lat' | 'lng'> => ({
  lat: boulder.lat + miles / 69.09,
  lng: boulder.lng,
});
const part = (job: MatchJob, key: string, p: MatchProfile = profile) =>
  matchScore(p, job, names).parts.find((x) => x.key === key);

describe('matchScore', () => {
  it('the weights add up to 100, the field and focus weighing most', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(MATCH_WEIGHTS).toEqual({ field: 40, distance: 20, jobType: 15, salary: 15, remote: 10 });
  });

  it('a job matching every part scores 100 with a reason per part, best first', () => {
    const m = matchScore(profile, job, names);
    expect(m.percent).toBe(100);
    expect(m.reasons).toEqual([
      'Your focus: Climbing',
      '0 mi from Boulder',
      'Full-time, as you prefer',
      'Pays your $45,000 minimum or more',
      'On site',
    ]);
    expect(isRecommended(m)).toBe(true);
  });

  it('a job of another field is never recommended, however well its type, pay and place fit', () => {
    // Remote engineering, full-time, well paid: everything but the field fits.
    const engineering: MatchJob = { ...job, jobFieldId: 8, focusId: 14, remoteStatus: 1, ...north(247) };
    const m = matchScore({ ...profile, isRemoteConsidered: true }, engineering, names);
    expect(m.parts.find((p) => p.key === 'field')).toMatchObject({
      earned: 0,
      reason: 'Not your field (Engineering & Technology)',
    });
    expect(m.percent).toBe(60);
    expect(isRecommended(m)).toBe(false);
    expect(m.reasons).not.toContainEqual(expect.stringMatching(/^Not your/));
  });

  it('another focus of the same field is not a fit either; a job of the field that names no focus is, at 3/4', () => {
    const ski = matchScore(profile, { ...job, focusId: 3 }, names);
    expect(ski.parts.find((p) => p.key === 'field')).toMatchObject({
      earned: 0,
      reason: 'Not your focus (Ski & Snowboard)',
    });
    expect(isRecommended(ski)).toBe(false);

    const anyFocus = matchScore(profile, { ...job, focusId: null }, names);
    expect(anyFocus.parts.find((p) => p.key === 'field')).toMatchObject({
      earned: 30,
      reason: 'Your field: Guiding & Instruction',
    });
    expect(anyFocus.percent).toBe(90);
    // The fit with the field comes first among the reasons: it earns the most.
    expect(anyFocus.reasons[0]).toBe('Your field: Guiding & Instruction');
    expect(isRecommended(anyFocus)).toBe(true);
  });

  it("distance: all of it at the door, half at the edge of the candidate's distance, nothing (and no recommendation) beyond", () => {
    expect(part({ ...job, ...north(0) }, 'distance')?.earned).toBe(20);
    expect(part({ ...job, ...north(25) }, 'distance')?.earned).toBe(15);
    expect(part({ ...job, ...north(49.9) }, 'distance')?.earned).toBe(10);
    const beyond = matchScore(profile, { ...job, ...north(60) }, names);
    expect(beyond.parts.find((p) => p.key === 'distance')).toMatchObject({
      earned: 0,
      reason: '60 mi from Boulder, beyond your 50 mi',
    });
    expect(beyond.percent).toBeGreaterThanOrEqual(60);
    expect(isRecommended(beyond)).toBe(false);
    // A candidate who gives no distance travels 50 miles.
    expect(part({ ...job, ...north(60) }, 'distance', { ...profile, maxDistanceMiles: null })?.earned).toBe(0);
  });

  it('remote jobs need no commute (Remote in region only for the countries it names), and suit those who consider remote work', () => {
    const remote: MatchJob = { ...job, remoteStatus: 1, lat: 60, lng: 10 };
    expect(part(remote, 'distance')).toMatchObject({ earned: 20, reason: 'No commute' });
    expect(part(remote, 'remote')).toMatchObject({ earned: 5, reason: 'Remote work' });
    expect(part(remote, 'remote', { ...profile, isRemoteConsidered: true })).toMatchObject({
      earned: 10,
      reason: 'Remote, as you prefer',
    });
    expect(isRecommended(matchScore(profile, remote, names))).toBe(true);
    const canadaOnly = matchScore(
      profile,
      { ...job, remoteStatus: 3, remoteCountries: ['CA'], lat: 60, lng: 10 },
      names,
    );
    expect(canadaOnly.parts.find((p) => p.key === 'distance')?.earned).toBe(0);
    expect(isRecommended(canadaOnly)).toBe(false);
    expect(part(job, 'remote', { ...profile, isRemoteConsidered: true })?.earned).toBe(5);
    expect(part({ ...job, remoteStatus: 5 }, 'remote')).toMatchObject({ earned: 10, reason: 'Hybrid: partly remote' });
  });

  it('pay in another period or not listed earns half; an open minimum earns all; below the minimum nothing', () => {
    expect(matchScore(profile, { ...job, salaryCompensationId: 1 }, names).parts.at(-1)).toMatchObject({
      earned: 7.5,
      reason: 'Paid per hour',
    });
    expect(
      matchScore(profile, { ...job, salaryMin: null, salaryMax: null, salaryCompensationId: null }, names).parts.at(-1)
        ?.reason,
    ).toBe('Pay not listed');
    expect(
      matchScore({ ...profile, isMinimumDisabled: true }, { ...job, salaryMax: 1000, salaryMin: null }, names).parts.at(
        -1,
      )?.earned,
    ).toBe(15);
    expect(matchScore(profile, { ...job, salaryMin: 20000, salaryMax: 30000 }, names).parts.at(-1)).toMatchObject({
      earned: 0,
      reason: 'Pays below your $45,000 minimum',
    });
  });

  it('job type: a picked type earns all, another nothing, no preference half', () => {
    expect(part({ ...job, jobType: 2 }, 'jobType')).toMatchObject({
      earned: 0,
      reason: 'Part-time is not a type you picked',
    });
    expect(part(job, 'jobType', { ...profile, jobType: [] })).toMatchObject({
      earned: 7.5,
      reason: 'No job type preference',
    });
  });

  it('without a location the distance part is neutral and asks for one; a fitting job is still recommended', () => {
    const m = matchScore({ ...profile, location: null }, job, names);
    expect(m.parts.find((p) => p.key === 'distance')).toMatchObject({
      earned: 10,
      reason: 'Add your location to match by distance',
    });
    expect(isRecommended(m)).toBe(true);
  });

  it('a candidate with no focus yet is recommended nothing', () => {
    expect(isRecommended(matchScore({ ...profile, focus: [] }, job, names))).toBe(false);
  });
});
