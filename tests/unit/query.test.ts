import { describe, expect, it } from 'vitest';
import { jobSearchQuerySchema } from '../../src/api/schemas/job-search';
import { paramsRecord, parseLenient, patchParams, toQuery } from '../../src/api/schemas/query';
import { activeFilterCount, readSearch } from '../../src/features/jobs/search-params';
import { pageWindow } from '../../src/components/list/Pager';

describe('search query in the URL', () => {
  it('reads repeated keys as lists and coerces numbers', () => {
    const { query } = readSearch(new URLSearchParams('keyword=guide&jobTypes=1&jobTypes=7&remoteStatuses=6&salaryMin=40000&sort=title&order=asc'));
    expect(query).toEqual({ keyword: 'guide', jobTypes: [1, 7], remoteStatuses: [6], salaryMin: 40000, sort: 'title', order: 'asc' });
  });

  it('a place in the URL becomes its coordinates; a radius without a place is dropped', () => {
    expect(readSearch(new URLSearchParams('near=boulder-co&radius=25')).query).toMatchObject({ lat: 40.015, lng: -105.2705, radius: 25 });
    expect(readSearch(new URLSearchParams('near=atlantis&radius=25')).query).toEqual({});
  });

  it('drops what does not validate and keeps the rest (an old or edited link still opens)', () => {
    const { query } = readSearch(new URLSearchParams('jobTypes=6&keyword=ski&salaryMin=5&salaryMax=1&pageNumber=0'));
    expect(query).toEqual({ keyword: 'ski', salaryMin: 5 });
  });

  it('the API rejects what the URL reader drops, with field messages', () => {
    const parsed = jobSearchQuerySchema.safeParse({ salaryMin: '500', salaryMax: '100' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['salaryMax', 'The maximum must be at least the minimum']]);
    expect(jobSearchQuerySchema.safeParse({ lat: '40', lng: '-105' }).error?.issues[0]?.message).toBe('A distance needs a place to measure from');
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
    for (const [k, v] of Object.entries(toQuery(query))) for (const x of Array.isArray(v) ? v : [v]) params.append(k, String(x));
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
