import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../src/api/schemas/common';
import { withKnownLookups } from '../../src/api/schemas/job-lookups';
import { jobSearchQuerySchema } from '../../src/api/schemas/job-search';
import { jobIdQuerySchema } from '../../src/api/schemas/my-jobs';
import type { Place } from '../../src/api/schemas/place';
import { paramsRecord, parseLenient, patchParams, toQuery } from '../../src/api/schemas/query';
import { checkLink } from '../../src/components/job-search/search-links';
import {
  activeFilterCount,
  readSearch,
  sameParams,
  searchParamsFor,
} from '../../src/components/job-search/search-params';
import { pageWindow } from '../../src/components/list/Pager';

/** The one place these links may name (the API's Places/by-id finds it in the app). */
const BOULDER: Place = {
  id: 'boulder-co',
  kind: 'town',
  name: 'Boulder',
  postalCode: null,
  region: 'CO',
  country: 'US',
  lat: 40.015,
  lng: -105.2705,
};
const placeById = (id: string) => (id === BOULDER.id ? BOULDER : undefined);

describe('search query in the URL', () => {
  it('reads repeated keys as lists and coerces numbers', () => {
    const { query } = readSearch(
      new URLSearchParams('keyword=guide&jobTypes=1&jobTypes=7&remoteStatuses=6&salaryMin=40000&sort=title&order=asc'),
      placeById,
    );
    expect(query).toEqual({
      keyword: 'guide',
      jobTypes: [1, 7],
      remoteStatuses: [6],
      salaryMin: 40000,
      sort: 'title',
      order: 'asc',
    });
  });

  it('a place in the URL becomes its coordinates; a radius without a place is dropped', () => {
    expect(readSearch(new URLSearchParams('near=boulder-co&radius=25'), placeById).query).toMatchObject({
      lat: 40.015,
      lng: -105.2705,
      radius: 25,
    });
    expect(readSearch(new URLSearchParams('near=atlantis&radius=25'), placeById).query).toEqual({});
  });

  it('drops what does not validate and keeps the rest (an old or edited link still opens)', () => {
    const { query } = readSearch(
      new URLSearchParams('jobTypes=6&keyword=ski&salaryMin=5&salaryMax=1&pageNumber=0'),
      placeById,
    );
    expect(query).toEqual({ keyword: 'ski', salaryMin: 5 });
  });

  it('a distance becomes the nearest one offered, a place without one gets 50 miles, long keywords are cut: each noted', () => {
    const far = readSearch(new URLSearchParams('near=boulder-co&radius=99999'), placeById);
    expect(far.query.radius).toBe(250);
    expect(far.notes).toEqual(['radius']);
    expect(checkLink(new URLSearchParams('near=boulder-co&radius=99999'), far, far.notes, null).said).toEqual([
      'Distances go from 10 to 250 mi: showing jobs within 250 mi of Boulder.',
    ]);
    expect(readSearch(new URLSearchParams('near=boulder-co&radius=30'), placeById).query.radius).toBe(25);
    expect(readSearch(new URLSearchParams('near=boulder-co'), placeById).query.radius).toBe(50);
    expect(readSearch(new URLSearchParams('near=boulder-co'), placeById).notes).toEqual([]);
    const long = readSearch(new URLSearchParams({ keyword: `ski ${'x'.repeat(200)}` }), placeById);
    expect(long.query.keyword).toHaveLength(100);
    expect(long.notes).toEqual(['keyword']);
    expect(readSearch(new URLSearchParams('near=atlantis'), placeById).notes).toEqual(['place']);
  });

  it('a bad item of a list goes alone, and is said', () => {
    const params = new URLSearchParams('jobTypes=1&jobTypes=99&jobTypes=7');
    const read = readSearch(params, placeById);
    expect(read.query).toEqual({ jobTypes: [1, 7] });
    expect(checkLink(params, read, read.notes, null).said).toEqual([
      'Some filters in this link are not valid: they were left out.',
    ]);
  });

  it('with the lookups: unknown ids are left out, a focus of another field too, and focuses bring their field', () => {
    const options = {
      jobTypes: [],
      remoteStatuses: [],
      salaryCompensations: [{ id: 5, name: 'per year' }],
      yearsOfExperience: [{ id: 1, name: '1' }],
      jobFields: [
        { id: 1, name: 'Guiding' },
        { id: 3, name: 'Marketing' },
      ],
      focuses: [
        { id: 1, name: 'Climbing', jobFieldId: 1 },
        { id: 6, name: 'Brand', jobFieldId: 3 },
      ],
    };
    const read = (qs: string) => {
      const { notes, ...state } = readSearch(new URLSearchParams(qs), placeById);
      const checked = checkLink(new URLSearchParams(qs), state, notes, options);
      return { query: checked.state.query, said: checked.said };
    };
    expect(read('jobFieldId=999')).toEqual({
      query: {},
      said: ['The job field in this link does not exist: showing every field.'],
    });
    expect(read('jobFieldId=1&focusIds=1&focusIds=6').query).toEqual({ jobFieldId: 1, focusIds: [1] });
    expect(read('focusIds=6').query).toEqual({ jobFieldId: 3, focusIds: [6] });
    expect(read('focusIds=1&focusIds=6').query).toEqual({});
    expect(read('yearsOfExperienceIds=1&yearsOfExperienceIds=9&salaryCompensationId=7').query).toEqual({
      yearsOfExperienceIds: [1],
    });
    // The mock's side of the same rule: the messages of a 400.
    expect(withKnownLookups({ jobFieldId: 999, focusIds: [6], salaryCompensationId: 5 }, options).errors).toEqual({
      jobFieldId: 'Unknown job field',
    });
    expect(withKnownLookups({ jobFieldId: 1, focusIds: [6] }, options).errors).toEqual({ focusIds: 'Unknown focus' });
  });

  it('the URL of what is searched: the search keys as read, other parameters kept, in any order', () => {
    const params = new URLSearchParams('job=5&radius=99999&near=boulder-co&lat=1&jobTypes=99&jobTypes=1');
    const wanted = searchParamsFor(params, readSearch(params, placeById));
    expect(wanted.toString()).toBe('job=5&near=boulder-co&jobTypes=1&radius=250');
    expect(sameParams(wanted, params)).toBe(false);
    expect(sameParams(new URLSearchParams('a=1&b=2'), new URLSearchParams('b=2&a=1'))).toBe(true);
    expect(sameParams(searchParamsFor(wanted, readSearch(wanted, placeById)), wanted)).toBe(true);
  });

  it('the API rejects what the URL reader drops, with field messages', () => {
    const parsed = jobSearchQuerySchema.safeParse({ salaryMin: '500', salaryMax: '100' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['salaryMax', 'The maximum must be at least the minimum'],
    ]);
  });

  it('lat, lng and radius go together: each one missing is named under its own key', () => {
    const fieldsOf = (query: Record<string, string>) =>
      issuesByField(jobSearchQuerySchema.safeParse(query).error!.issues);
    expect(fieldsOf({ lat: '40', lng: '-105' })).toEqual({
      radius: ['The distance (radius) is missing: lat, lng and radius go together'],
    });
    expect(fieldsOf({ radius: '25' })).toEqual({
      lat: ['The latitude (lat) is missing: lat, lng and radius go together'],
      lng: ['The longitude (lng) is missing: lat, lng and radius go together'],
    });
    expect(fieldsOf({ lng: '-105', radius: '25' })).toEqual({
      lat: ['The latitude (lat) is missing: lat, lng and radius go together'],
    });
  });

  it('patching goes back to page 1 unless the page itself changes; lists repeat', () => {
    const params = new URLSearchParams('keyword=ski&pageNumber=3');
    expect(patchParams(params, { jobTypes: [1, 2] }).toString()).toBe('keyword=ski&jobTypes=1&jobTypes=2');
    expect(patchParams(params, { pageNumber: 4 }).toString()).toBe('keyword=ski&pageNumber=4');
    expect(patchParams(params, { keyword: undefined }).toString()).toBe('');
  });

  it('round trip: a query to parameters and back', () => {
    const query = { keyword: 'raft', jobTypes: [1, 2], benefits: ['isHousingIncluded' as const] };
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(toQuery(query)))
      for (const x of Array.isArray(v) ? v : [v]) params.append(k, String(x));
    expect(parseLenient(jobSearchQuerySchema, paramsRecord(params))).toEqual(query);
  });

  it('counts the filters that are on', () => {
    expect(activeFilterCount({ keyword: 'x', jobTypes: [1, 2], datePosted: 'PastWeek', salaryMin: 1 })).toBe(4);
    expect(activeFilterCount({ datePosted: 'AnyTime', sort: 'title' })).toBe(0);
  });
});

describe('pageWindow', () => {
  it('first, last and neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 12)).toEqual([1, '…', 4, 5, 6, '…', 12]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('ids in a query', () => {
  it('any whole number is an id; one beyond the safe integers reads as 0, which no record has', () => {
    expect(jobIdQuerySchema.parse({ jobId: '12' })).toEqual({ jobId: 12 });
    expect(jobIdQuerySchema.parse({ jobId: '0' })).toEqual({ jobId: 0 });
    expect(jobIdQuerySchema.parse({ jobId: '12345678901234567890' })).toEqual({ jobId: 0 });
    expect(jobIdQuerySchema.parse({ jobId: '9'.repeat(400) })).toEqual({ jobId: 0 });
  });

  it('text that is no whole number is refused, in one message', () => {
    for (const jobId of ['abc', '1.5', ''])
      expect(issuesByField(jobIdQuerySchema.safeParse({ jobId }).error!.issues)).toEqual({ jobId: ['Unknown job'] });
  });

  it('a value two checks refuse in the same words carries the message once', () => {
    const parsed = jobSearchQuerySchema.safeParse({ pageNumber: '99999999999999999999' });
    expect(parsed.error!.issues).toHaveLength(2);
    expect(issuesByField(parsed.error!.issues)).toEqual({ pageNumber: ['Page numbers start at 1'] });
  });
});
