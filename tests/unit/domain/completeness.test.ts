import { describe, it, expect } from 'vitest';
import {
  completenessParts,
  firstMissingPart,
  isPresent,
  partAnchor,
  profileCompleteness,
  type CompletenessProfile,
} from '../../../src/domain/completeness';

const full: CompletenessProfile = {
  currentLocation: { country: 'US' },
  isRemoteConsidered: false,
  locations: [{ city: 'Denver' }],
  jobType: [1],
  salaries: [{ min: 1 }],
  isMinimumDisabled: false,
  leaderships: [1],
  benefits: [2],
  experience: 3,
  nextJob: 'Lead',
  focus: [4],
  skills: ['TS'],
  resumeUrl: 'https://x/cv.pdf',
  websiteUrl: 'https://x',
  professionalHighlights: 'Shipped a lot',
  professionalSummary: 'Summary',
  jobInterests: ['ski'],
  socialLinks: [{ type: 1, url: 'https://l' }],
  albumPhotosUrls: ['https://p'],
  currentCareerStatus: 1,
  careerMoves: ['move'],
};

describe('isPresent', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['a', true],
    [[], false],
    [[0], true],
    [0, true],
    [Number.NaN, false],
    [false, false],
    [true, true],
    [{}, false],
    [{ a: 1 }, true],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isPresent(value)).toBe(expected);
  });
});

describe('profileCompleteness', () => {
  it('empty profile is 0 everywhere', () => {
    expect(profileCompleteness({})).toEqual({ workPreference: 0, qualifications: 0, about: 0, total: 0 });
    expect(profileCompleteness(null)).toEqual({ workPreference: 0, qualifications: 0, about: 0, total: 0 });
  });

  it('full profile is 100 everywhere', () => {
    expect(profileCompleteness(full)).toEqual({ workPreference: 100, qualifications: 100, about: 100, total: 100 });
  });

  it('3 of 6 work-preference parts → 50', () => {
    const r = profileCompleteness({ currentLocation: { country: 'CA' }, jobType: 2, benefits: [1] });
    expect(r.workPreference).toBe(50);
  });

  it('remote considered or a location; salaries or minimum disabled', () => {
    expect(profileCompleteness({ isRemoteConsidered: true }).workPreference).toBe(17);
    expect(profileCompleteness({ locations: ['x'] }).workPreference).toBe(17);
    expect(profileCompleteness({ isRemoteConsidered: false, locations: [] }).workPreference).toBe(0);
    expect(profileCompleteness({ isMinimumDisabled: true }).workPreference).toBe(17);
    expect(profileCompleteness({ isMinimumDisabled: true, isRemoteConsidered: true }).workPreference).toBe(33);
    expect(profileCompleteness({ currentLocation: { country: '' } }).workPreference).toBe(0);
  });

  it('qualifications are 20 each', () => {
    expect(profileCompleteness({ experience: 0, skills: ['a'] }).qualifications).toBe(40);
    expect(profileCompleteness({ resumeUrl: '  ' }).qualifications).toBe(0);
  });

  it('highlights count only when longer than 6 characters after trimming', () => {
    expect(profileCompleteness({ professionalHighlights: 'abcdef' }).about).toBe(0);
    expect(profileCompleteness({ professionalHighlights: '  abcdef  ' }).about).toBe(0);
    expect(profileCompleteness({ professionalHighlights: 'abcdefg' }).about).toBe(13);
    expect(profileCompleteness({ professionalHighlights: 'abcdefg', websiteUrl: 'w' }).about).toBe(25);
  });

  it('total is the rounded mean of the unrounded sections', () => {
    // work 1/6 = 16.67, qualifications 20, about 12.5 → mean 16.39 → 16
    const r = profileCompleteness({ benefits: ['x'], focus: 1, websiteUrl: 'w' });
    expect(r).toEqual({ workPreference: 17, qualifications: 20, about: 13, total: 16 });
    // work 4/6 = 66.67, qualifications 60, about 37.5 → mean 54.72 → 55
    const s = profileCompleteness({
      currentLocation: { country: 'US' },
      locations: ['a'],
      jobType: [1],
      leaderships: ['b'],
      experience: 1,
      nextJob: 'n',
      focus: 2,
      socialLinks: [{}],
      careerMoves: ['c'],
      currentCareerStatus: 0,
    });
    expect(s).toEqual({ workPreference: 67, qualifications: 60, about: 38, total: 55 });
  });
});

describe('completenessParts and firstMissingPart', () => {
  it('name every part of every section in the editor order, each with its field', () => {
    const parts = completenessParts({});
    expect(parts.map((p) => p.section)).toEqual([
      ...Array(6).fill('workPreference'),
      ...Array(5).fill('qualifications'),
      ...Array(8).fill('about'),
    ]);
    expect(parts.every((p) => !p.done)).toBe(true);
    expect(completenessParts(full).every((p) => p.done)).toBe(true);
  });

  it('the first missing part is the earliest in the editor; none when the profile is complete', () => {
    expect(firstMissingPart({})).toMatchObject({ field: 'currentLocation.country', label: 'Where you live' });
    expect(firstMissingPart({ ...full, resumeUrl: null, websiteUrl: null })).toMatchObject({
      section: 'qualifications',
      field: 'resumeUrl',
    });
    expect(firstMissingPart(full)).toBeUndefined();
  });

  it("a part's anchor is its editor control's id", () => {
    expect(partAnchor('currentLocation.country')).toBe('profile-currentLocation-country');
    expect(partAnchor('resumeUrl')).toBe('profile-resumeUrl');
  });
});
