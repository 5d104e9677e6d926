import { describe, expect, it } from 'vitest';
import { checkAgreement, operationOf, verdicts } from './openapi-agreement';

/**
 * contracts/openapi.json asks of a query what the mock's zod schema asks: for a sample of routes, queries written
 * here (as a query string carries them: text, a list as its key repeated) that the server accepts and queries it
 * refuses, each checked against both; the rules across parameters are in the parameters' descriptions.
 */

describe('queries: the document and the zod schema agree', () => {
  checkAgreement('query', {
    'GET Job/search': {
      accepted: {
        'no filter': {},
        'a place and a distance': { lat: '40.4181', lng: '-76.8867', radius: '12' },
        'one job type': { jobTypes: '1' },
        'filters as the app sends them': {
          keyword: 'trip planner',
          jobTypes: ['1', '7'],
          remoteStatuses: '6',
          datePosted: 'PastWeek',
          salaryMin: '40000',
          salaryCompensationId: '5',
          benefits: 'isHousingIncluded',
          yearsOfExperienceIds: '2',
          sort: 'title',
          order: 'asc',
          pageNumber: '1',
          pageSize: '10',
        },
      },
      refused: {
        'a latitude of 91': { lat: '91', lng: '0', radius: '10' },
        'a distance of 0': { lat: '40.4181', lng: '-76.8867', radius: '0' },
        'a job type of no code': { jobTypes: ['1', '6'] },
        'an unknown sort': { sort: 'salary' },
        'a page of 101 jobs': { pageSize: '101' },
        'keywords of 101 characters': { keyword: 'k'.repeat(101) },
        'page 0': { pageNumber: '0' },
      },
    },
    'GET Job/my-jobs': {
      accepted: { 'saved jobs': { status: '4' }, 'applied jobs, interviewing': { status: '0', appliedBy: '1' } },
      refused: {
        'no status': {},
        'a status of no list': { status: '1' },
        'a stage of no code': { status: '0', appliedBy: '5' },
      },
    },
    'GET admin/Job/company-jobs': {
      accepted: {
        "a company's jobs": { companyId: '2' },
        'drafts, by title': { companyId: '2', status: '1', sort: 'title' },
        // An id of no company is looked up (and answered 404), as any unknown id.
        'company 0': { companyId: '0' },
      },
      refused: {
        'no company': {},
        'a company that is not a number': { companyId: 'two' },
        'an interval of no code': { companyId: '2', interval: '5' },
      },
    },
    'GET Company/get-suggestions': {
      accepted: { 'two letters': { term: 'ke' } },
      refused: { 'one letter': { term: 'k' } },
    },
    'GET cms/items/tooltips': {
      accepted: { 'as the app asks': { status: 'published', fields: 'field_name,tooltip' } },
      refused: { drafts: { status: 'draft', fields: 'field_name,tooltip' } },
    },
  });
});

describe('GET Job/search: rules across parameters, which no parameter’s schema can state', () => {
  it('are refused by the server, allowed by each parameter alone, and said in the parameters’ descriptions', () => {
    const values = {
      'lat alone': { lat: '40.4181' },
      'lat and lng without a radius': { lat: '40.4181', lng: '-76.8867' },
      'a radius alone': { radius: '12' },
      'a top pay below the least': { salaryMin: '60000', salaryMax: '50000' },
    };
    expect(verdicts('GET Job/search', values, 'query')).toEqual({
      'lat alone': { zod: false, document: true },
      'lat and lng without a radius': { zod: false, document: true },
      'a radius alone': { zod: false, document: true },
      'a top pay below the least': { zod: false, document: true },
    });
    const described = Object.fromEntries(
      (operationOf('GET Job/search').parameters ?? []).map((p) => [p.name, p.description]),
    );
    for (const name of ['lat', 'lng', 'radius'])
      expect(described[name], name).toContain('lat, lng and radius: all three or none (400 otherwise)');
    expect(described.salaryMax).toContain('at least salaryMin (400 otherwise)');
  });
});
