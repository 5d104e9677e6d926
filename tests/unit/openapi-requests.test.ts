import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import '../../mocks/handlers';
import { routes } from '../../mocks/http';
import { schemaValidator } from '../../mocks/openapi/check';
import { OPENAPI_PATH, openApiPath, type OpenApiDocument } from '../../mocks/openapi/document';

/**
 * contracts/openapi.json asks of a request what the mock's zod schemas ask: for the bodies and queries of a sample of
 * routes, values written here that the server accepts and values it refuses, each checked against the zod schema and
 * against the committed document (a query as it travels: text, a list as its key repeated).
 */

const root = path.resolve(import.meta.dirname, '../..');
const committed = JSON.parse(readFileSync(path.join(root, OPENAPI_PATH), 'utf8')) as OpenApiDocument;
const schemaAt = schemaValidator(committed);

type Values = Record<string, unknown>;
interface Sample {
  accepted: Record<string, Values>;
  refused: Record<string, Values>;
}

const routeOf = (endpoint: string) => {
  const route = routes.find((r) => r.endpoint === endpoint);
  if (!route) throw new Error(`no route ${endpoint}`);
  return route;
};

const operationOf = (endpoint: string) => {
  const route = routeOf(endpoint);
  return committed.paths[openApiPath(route.path)]![route.method] as { parameters?: Parameter[] };
};
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: object;
  description?: string;
}

/** A query's parameters as one object schema, read as a server reads a query string (text to numbers, one to a list). */
function queryValidator(endpoint: string) {
  const parameters = (operationOf(endpoint).parameters ?? []).filter((p) => p.in === 'query');
  const ajv = new Ajv2020({ coerceTypes: 'array', allErrors: true, validateFormats: false });
  const validate = ajv.compile({
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  });
  return (query: Values) => validate(structuredClone(query));
}

function bodyValidator(endpoint: string) {
  const route = routeOf(endpoint);
  const at = ['paths', openApiPath(route.path), route.method, 'requestBody', 'content', 'application/json', 'schema'];
  const validate = schemaAt(...at);
  if (!validate) throw new Error(`${endpoint}: no JSON body in the document`);
  return (body: Values) => validate(body) === true;
}

/** What zod and the document say of each value, by its name. */
function verdicts(endpoint: string, values: Record<string, Values>, where: 'body' | 'query') {
  const schema = routeOf(endpoint).options[where]!;
  const documented = where === 'body' ? bodyValidator(endpoint) : queryValidator(endpoint);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      { zod: schema.safeParse(value).success, document: documented(value) },
    ]),
  );
}

function checkAgreement(where: 'body' | 'query', samples: Record<string, Sample>) {
  for (const [endpoint, { accepted, refused }] of Object.entries(samples)) {
    it(`${endpoint}: both accept the same values, and refuse the same`, () => {
      expect(verdicts(endpoint, accepted, where)).toEqual(
        Object.fromEntries(Object.keys(accepted).map((name) => [name, { zod: true, document: true }])),
      );
      expect(verdicts(endpoint, refused, where)).toEqual(
        Object.fromEntries(Object.keys(refused).map((name) => [name, { zod: false, document: false }])),
      );
    });
  }
}

const about = {
  websiteUrl: 'https://casey.example',
  professionalHighlights: 'Two hundred guided days.',
  professionalSummary: 'Guide.',
  jobInterests: ['Climbing guide'],
  socialLinks: [{ type: 1, url: 'https://www.linkedin.com/in/casey' }],
  albumPhotosUrls: ['data:image/png;base64,Qg=='],
  currentCareerStatus: 'Seasonal guide',
  careerMoves: ['From instructor to lead guide'],
};
const { professionalHighlights: _highlights, ...aboutWithoutHighlights } = about;

const workPreference = {
  currentLocation: { country: 'US', state: 'PA', city: 'Pittsburgh' },
  maxDistanceMiles: 50,
  isRemoteConsidered: true,
  locations: ['pittsburgh-pa', 'ohiopyle-pa'],
  jobType: [1, 2],
  salaries: [{ min: 52000, max: 60000, compensationId: 5 }],
  isMinimumDisabled: false,
  leaderships: ['Led a trail crew of six'],
  benefits: ['isHousingIncluded', 'isCommuterBenefits'],
};

const quizAnswers = {
  currentLocation: { country: 'US', state: 'PA', city: 'Harrisburg' },
  maxDistanceMiles: 100,
  isRemoteConsidered: true,
  jobType: [1],
  salaries: [{ min: 50000, max: null, compensationId: 5 }],
  isMinimumDisabled: false,
  benefits: ['isHousingIncluded'],
  focus: [2],
};

const registration = {
  accountType: 'candidate',
  firstName: 'Jamie',
  lastName: 'Example',
  email: 'jamie@example.com',
  password: 'trail-mix-42',
  acceptTerms: true,
};

const job = {
  companyId: 2,
  title: 'Sea Kayak Guide',
  description: 'Lead half-day and full-day sea kayak tours on the Susquehanna for small groups of guests.',
  status: 2,
  jobType: 7,
  remoteStatus: 4,
  remoteCountries: [],
  jobFieldId: 1,
  focusId: 2,
  yearsOfExperienceId: 2,
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  lat: 40.2732,
  lng: -76.8867,
  salaryMin: 18,
  salaryMax: 24,
  salaryCompensationId: 1,
  expireDate: '2099-08-31T23:59:59.000Z',
  isHousingIncluded: true,
  isHousingSubsidized: false,
  isRelocationStipend: false,
  isCommuterBenefits: false,
  isHQPosition: false,
};

describe('request bodies: the document and the zod schema agree', () => {
  checkAgreement('body', {
    'PUT Profile/about': {
      accepted: {
        'as the editor saves it': about,
        'no highlights (null)': { ...about, professionalHighlights: null },
        'highlights of 7 characters': { ...about, professionalHighlights: 'Guiding' },
        'highlights of 1,000 characters': { ...about, professionalHighlights: 'g'.repeat(1000) },
        'nothing filled in': {
          websiteUrl: null,
          professionalHighlights: null,
          professionalSummary: null,
          jobInterests: [],
          socialLinks: [],
          albumPhotosUrls: [],
          currentCareerStatus: null,
          careerMoves: [],
        },
      },
      refused: {
        'highlights left out': aboutWithoutHighlights,
        'highlights of 6 characters': { ...about, professionalHighlights: 'Guides' },
        'highlights of 1,001 characters': { ...about, professionalHighlights: 'g'.repeat(1001) },
        'a website without https://': { ...about, websiteUrl: 'casey.example' },
        'an empty interest': { ...about, jobInterests: [''] },
        'a link of an unknown kind': { ...about, socialLinks: [{ type: 13, url: 'https://casey.example' }] },
        'seven photos': { ...about, albumPhotosUrls: Array.from({ length: 7 }, () => 'data:image/png;base64,Qg==') },
      },
    },
    'PUT Profile/work-preference': {
      accepted: {
        'as the editor saves it': workPreference,
        'a pay without a top': { ...workPreference, salaries: [{ min: 52000, max: null, compensationId: 5 }] },
        'no pay': { ...workPreference, salaries: [] },
        'no place, no distance': { ...workPreference, currentLocation: null, maxDistanceMiles: null },
      },
      refused: {
        'a pay without its minimum': { ...workPreference, salaries: [{ max: 60000, compensationId: 5 }] },
        'a pay whose minimum is null': { ...workPreference, salaries: [{ min: null, max: 60000, compensationId: 5 }] },
        'a minimum of 0': { ...workPreference, salaries: [{ min: 0, max: 60000, compensationId: 5 }] },
        'four pays': {
          ...workPreference,
          salaries: [5, 6, 7, 8].map((compensationId) => ({ min: 1000, max: null, compensationId })),
        },
        'a distance not offered': { ...workPreference, maxDistanceMiles: 30 },
        'an unknown job type': { ...workPreference, jobType: [6] },
        'an unknown benefit': { ...workPreference, benefits: ['isFreeLunch'] },
      },
    },
    'POST Quiz/matches': {
      accepted: {
        "a paddler's answers": quizAnswers,
        'no place': { ...quizAnswers, currentLocation: null, maxDistanceMiles: null },
      },
      refused: {
        'no focus': { ...quizAnswers, focus: [] },
        'a pay without its minimum': { ...quizAnswers, salaries: [{ max: null, compensationId: 5 }] },
        'a pay whose minimum is null': { ...quizAnswers, salaries: [{ min: null, max: null, compensationId: 5 }] },
      },
    },
    'POST Auth/register': {
      accepted: {
        'an employer': { ...registration, accountType: 'employer' },
        'a candidate with quiz answers': { ...registration, quiz: quizAnswers },
      },
      refused: {
        'terms not accepted': { ...registration, acceptTerms: false },
        'a password without a number': { ...registration, password: 'trail-mix' },
        'a password of 7 characters': { ...registration, password: 'trail-7' },
        'quiz answers with a pay without its minimum': {
          ...registration,
          quiz: { ...quizAnswers, salaries: [{ max: null, compensationId: 5 }] },
        },
      },
    },
    'PUT Account': {
      accepted: { 'a name and pronouns': { firstName: 'Riley', lastName: 'Moss', pronouns: 0 } },
      refused: {
        'pronouns of no code': { firstName: 'Riley', lastName: 'Moss', pronouns: 3 },
        'no last name': { firstName: 'Riley', pronouns: null },
      },
    },
    'POST admin/Job': {
      accepted: { 'a job sent for review': job, 'a draft with no pay': { ...job, status: 1, salaryMin: null } },
      refused: {
        'sent as active': { ...job, status: 3 },
        'a title of 2 characters': { ...job, title: 'Go' },
        'a country of three letters': { ...job, country: 'USA' },
        'no latitude': { ...job, lat: undefined },
      },
    },
    'PUT admin/Job/:id/status': {
      accepted: {
        'closed without a reason': { status: 6, reason: null },
        'approved, no reason key': { status: 3 },
        'rejected with a reason': { status: 4, reason: 'The pay is missing from the post.' },
      },
      refused: {
        'sent back to pending review': { status: 2 },
        'a reason of 501 characters': { status: 4, reason: 'r'.repeat(501) },
      },
    },
    'POST admin/Boost/:id/pay': {
      accepted: {
        'a card': { cardholderName: 'Riley Cedar', cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' },
      },
      refused: {
        'a CVC of two digits': {
          cardholderName: 'Riley Cedar',
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/99',
          cvc: '12',
        },
        'an expiry without its slash': {
          cardholderName: 'Riley Cedar',
          cardNumber: '4242 4242 4242 4242',
          expiry: '1299',
          cvc: '123',
        },
      },
    },
  });
});

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
      },
      refused: {
        'no company': {},
        'company 0': { companyId: '0' },
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
