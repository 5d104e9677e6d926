import type { JsonSchema } from './schemas';
import {
  COMPANY_PAGE_SIZE_DEFAULT,
  COMPANY_PAGE_SIZE_MAX,
  COMPANY_SEARCH_MAX,
} from '../../src/api/schemas/company-list';
import { COMPANY_PATH_MAX } from '../../src/api/schemas/company-profile';
import { KEYWORD_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../src/api/schemas/job-search';
import { LEGAL_SLUGS } from '../../src/api/schemas/legal';
import { PLACE_LIMIT_DEFAULT, PLACE_LIMIT_MAX, PLACE_TERM_MAX } from '../../src/api/schemas/place';
import { BENEFIT_FLAGS } from '../../src/domain/benefits';
import { COMPANY_SORT_FIELDS } from '../../src/domain/company-list';
import { appliedByFilterLabels } from '../../src/domain/enums/applications';
import { membershipStatusLabels } from '../../src/domain/enums/company';
import { candidateMatchSortLabels, candidateSortLabels, messageStatusLabels } from '../../src/domain/enums/hiring';
import { jobTypeLabels, remoteStatusLabels } from '../../src/domain/enums/job';
import {
  creationIntervalLabels,
  jobSearchStatusFilterLabels,
  orderSearchStatusLabels,
} from '../../src/domain/enums/job-lists';
import type { DeclaredRoute } from '../http';

/**
 * The parameters of an operation, each described: the path's and the query's (from their zod schemas' properties),
 * and the forgery-token header of the product API's writes. A parameter without a description here fails
 * tests/unit/openapi.test.ts, so a new one gets its words.
 */

/** An enumeration's codes with their labels: `1 Full-time, 2 Part-time`. */
const codes = (labels: Record<string | number, string>) =>
  Object.entries(labels)
    .map(([code, label]) => `${code} ${label}`)
    .join(', ');

const LIST = 'repeat the key for more than one';
const PLACE = 'lat, lng and radius: all three or none (400 otherwise)';
const LOOKUP = (list: string) => `an id of \`${list}\` in Job/options/get's answer`;

/** What a query parameter means wherever its name appears (unless the call has its own words below). */
const BY_NAME: Record<string, string> = {
  keyword: `Words a job must hold, every one, in its title, company, town, state, job field or focus (any case; at most ${KEYWORD_MAX} characters).`,
  jobTypes: `Job types, any of (${LIST}): ${codes(jobTypeLabels)}.`,
  remoteStatuses: `Where the work happens, any of (${LIST}): ${codes(remoteStatusLabels)}.`,
  datePosted: 'Posted within: Past24Hours, PastWeek, PastMonth (30 days) or AnyTime (the default).',
  lat: `Latitude of the point distances are measured from, in degrees; ${PLACE}.`,
  lng: `Longitude of the point distances are measured from, in degrees; ${PLACE}.`,
  radius: `Jobs within this many miles of the point (lat, lng); ${PLACE}.`,
  salaryMin: 'The least pay wanted: a job matches when its pay range reaches it (a job without pay does not match).',
  salaryMax:
    'The most pay wanted: a job matches when its pay range starts at or below it; at least salaryMin (400 otherwise).',
  salaryCompensationId: `Only jobs paid per this period: ${LOOKUP('salaryCompensations')}.`,
  benefits: `Benefits a job must all offer (${LIST}): ${BENEFIT_FLAGS.join(', ')}.`,
  jobFieldId: `Only jobs of this job field: ${LOOKUP('jobFields')}.`,
  focusIds: `Focuses, any of (${LIST}): ${LOOKUP('focuses')}.`,
  yearsOfExperienceIds: `Experience levels, any of (${LIST}): ${LOOKUP('yearsOfExperience')}.`,
  sort: 'What the jobs are sorted by: createdDate (the default), title or expireDate.',
  order: 'asc or desc (the default: newest first).',
  pageNumber: 'The page, from 1 (the default).',
  pageSize: `How many jobs a page holds: 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT}).`,
  jobId: "The job's id.",
  companyId: "The company's id.",
  requestId:
    "The join or admin request's id: `id` of a request in `joinRequests` of admin/Company/employers/{id} (404 for an id no request has).",
  userId: "The user's id: `userId` of one of the company's employers in admin/Company/employers/{id}.",
  term: 'What the user typed, 2 to 100 characters: companies whose name holds it (any case), the closest first.',
  appliedBy: `For applied jobs, the stage the application reached: ${codes(appliedByFilterLabels)} (the default).`,
  interval: `Jobs created within: ${codes(creationIntervalLabels)} (the default).`,
  fields: "The tooltip's fields to answer, comma-separated (the app asks for `field_name,tooltip`).",
};

/** The company list's filters (the same for its page and its counts). */
const COMPANY_FILTERS = (endpoint: string): Record<string, string> => ({
  [`${endpoint} search`]: `Words every company found has in its name (any case; at most ${COMPANY_SEARCH_MAX} characters).`,
  [`${endpoint} dateFrom`]: 'Companies created on this day (YYYY-MM-DD, UTC) or later.',
  [`${endpoint} dateTo`]:
    'Companies created on this day (YYYY-MM-DD, UTC) or earlier; not before dateFrom (400 otherwise).',
});

/** Where a name means something else: by `METHOD path name`, the path as declared (content service's under cms/). */
const BY_CALL: Record<string, string> = {
  ...COMPANY_FILTERS('GET admin/Company/get-all'),
  ...COMPANY_FILTERS('GET admin/Company/grouped-counts'),
  'GET admin/Company/get-all membershipStatus': `Companies in this membership status: ${codes(membershipStatusLabels)} (as none).`,
  'GET admin/Company/get-all sort': `The column the companies are sorted by: ${COMPANY_SORT_FIELDS.join(', ')} (default createdDate).`,
  'GET admin/Company/get-all order':
    'asc or desc (default asc, but desc for createdDate: without a sort, the newest first); ties by id ascending.',
  'GET admin/Company/get-all pageSize': `How many companies a page holds: 1 to ${COMPANY_PAGE_SIZE_MAX} (default ${COMPANY_PAGE_SIZE_DEFAULT}).`,
  'GET admin/Feedback pageSize': `How many feedbacks a page holds: 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT}).`,
  'GET Auth/registration id': "The registration's id: `registrationId` of Auth/register's answer.",
  'GET Auth/reset-password token': 'The token of the emailed password reset link (its `token` query parameter).',
  'GET Company/by-id id': "The company's id.",
  'GET Company/by-path path': `The brand page's path (the company's \`path\`), 1 to ${COMPANY_PATH_MAX} characters, in any case.`,
  'GET Organization abbreviation': "The state's two letters, in any case (`PA`, `pa`).",
  'GET Organization/companies organizationId':
    'The organization whose companies to list (give this or `state`, not both).',
  'GET Organization/companies state':
    'The US state whose companies to list, its two letters in any case (give this or `organizationId`).',
  'GET Job/search state':
    'Jobs in this US state only, its two capital letters (`PA`): a state section searches its own.',
  'GET Profile/public id': "The candidate's user id.",
  'GET Job/my-jobs status': 'Which list: 4 (Watching) the saved jobs, 0 (Applied) the jobs applied to.',
  'GET Job/pay-insights period':
    'The pay period of the figures: hour, day, week, month or year (8 hours a day, 40 a week, 2,080 a year, a month a twelfth of a year).',
  'GET Job/pay-insights country': 'The jobs of this country, in its money: US (the default) or CA.',
  'GET Job/recommended sort': 'DatePosted (newest first, the default) or HighLowMatch (the best match first).',
  'GET admin/Job/:id/applicants stage': `Applicants at this stage: ${codes(appliedByFilterLabels)} (the default).`,
  'GET admin/Job/:id/applicants sort': `The candidate match sort: ${codes(candidateMatchSortLabels)}; the default is the best match first (then the newest).`,
  'GET admin/Job/:id/applicants candidateSort': `Sorted by the candidate instead: ${codes(candidateSortLabels)} (those without a job title last).`,
  'GET admin/Job/:id/applicants radius':
    'WithinRadius: only applicants the job is within reach of (remote for them, within the distance they travel, or no place in their profile); All (the default): everyone.',
  'GET admin/Job/:id/applicants range':
    "WithinRange: only applicants whose minimum pay for the job's pay period the job reaches (or who set none); All (the default): everyone.",
  'GET admin/Job/:id/applicants pageSize': `How many applicants a page holds: 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT}).`,
  'GET admin/Job/:id/matching-candidates radius':
    'WithinRadius: only candidates the job is within reach of (remote for them, within the distance they travel, or no place in their profile); All (the default): everyone.',
  'GET admin/Job/:id/matching-candidates range':
    "WithinRange: only candidates whose minimum pay for the job's pay period the job reaches (or who set none); All (the default): everyone.",
  'GET admin/Job/:id/matching-candidates messageStatus': `Only those invited whose invitation has this status: ${codes(messageStatusLabels)} (0, the default: everyone).`,
  'GET admin/Job/:id/matching-candidates notInterested':
    '1: only the candidates marked not interested (left out otherwise); 0 (the default): the others.',
  'GET admin/Job/:id/matching-candidates pageSize': `How many candidates a page holds: 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT}).`,
  'DELETE admin/Job/:id/candidate-responses userId': "The candidate's user id whose response is taken back.",
  'GET admin/Job/company-jobs orderStatus': `Within the status filter, only the jobs of this order status (how an inactive job ended): ${Object.keys(orderSearchStatusLabels).join(', ')}.`,
  'GET admin/Job/company-jobs status': `The dashboard's tab: ${codes(jobSearchStatusFilterLabels)} (the default).`,
  'GET admin/Job/review orderStatus': `Jobs in this order status (docs/product.md §4.13; drafts are in none): ${Object.entries(
    orderSearchStatusLabels,
  )
    .map(([code, label]) => (code === label ? code : `${code} (${label})`))
    .join(', ')}; the default PendingReview, the review queue.`,
  'GET admin/Job/review order': 'asc (the default: the oldest first, as the queue is served) or desc.',
  'GET admin/Job/review companyId': 'Only jobs of this company.',
  'POST Company/upload-logo companyId': 'The company the logo is for (the employer must administer it).',
  'POST Company/upload-cover-image companyId': 'The company the cover image is for (the employer must administer it).',
  'POST admin/Company/send-join-request companyId': 'The company the employer asks to join.',
  'GET admin/Company/get-user-companies onlyAdmin':
    '`true` for only the companies the employer administers; `false` or left out for all of theirs.',
  'PUT admin/Company/change-primary-company companyId':
    "The company that becomes the employer's primary one: one they belong to (403 otherwise).",
  'GET admin/Company/get-company-details companyId': 'The company, one the employer belongs to (403 otherwise).',
  'POST admin/Company/add-user userId': 'The employer to add: a user with the role Employer (409 otherwise).',
  'POST admin/Company/send-admin-request companyId': 'The company whose admin the member asks to become.',
  'POST admin/Company/accept-invite-request invitationId':
    "The invitation's id: the `{id}` of the emailed link accept-request/{id} (404 for an id no invitation has).",
  'GET admin/Company/invitation/:id id':
    "The invitation's id: the `{id}` of the emailed link accept-request/{id}, as digits (other text, or an id no invitation has, is 404).",
  'DELETE admin/Company/invitation invitationId':
    "The invitation to cancel: the `id` of one of the company's pending invitations in admin/Company/employers/{id} (404 for an id no invitation has).",
  'POST admin/Company/transfer-admin employerId':
    "The member who becomes the company's admin: `userId` of a member in admin/Company/employers/{id}.",
  'POST admin/Company/invite-transfer-admin invitedUserEmail':
    "The address of who is to take over as the company's admin (any case; the invitation is emailed there).",
  'GET admin/Company/employers/:id id':
    "The company's id: a whole number from 1, as digits (other text, or an id no company has, is 404).",
  'GET Places/search term': `What the user typed, 2 to ${PLACE_TERM_MAX} characters: digits (3 or more) or a Canadian code's start find postal codes; anything else, towns (name, then region: \`Boulder, CO\`; any case or accents).`,
  'GET Places/search limit': `How many places at most: 1 to ${PLACE_LIMIT_MAX} (default ${PLACE_LIMIT_DEFAULT}).`,
  'GET Places/by-id id': "The place's id: a town's (`boulder-co`) or a postal code (`80302`, `T0A`).",
  'GET cms/items/tooltips status': 'published: the only status the app asks for, and the only one served.',
  'GET cms/items/testimonials status': 'published: the only status the app asks for, and the only one served.',
  'GET cms/items/testimonials fields':
    'The fields to answer, comma-separated (the app asks for `id,quote,author_name,author_role,audience`).',
  'GET cms/items/partners status': 'published: the only status the app asks for, and the only one served.',
  'GET cms/items/partners fields':
    'The fields to answer, comma-separated (the app asks for `id,name,website,description`).',
  'GET cms/items/state_pages status': 'published: the only status the app asks for, and the only one served.',
  'GET cms/items/state_pages state': 'The state whose page it is, its two capital letters (`PA`).',
  'GET cms/items/state_pages fields':
    'The fields to answer, comma-separated (the app asks for `id,section,title,body`).',
  'GET cms/items/legal_pages status': 'published: the only status the app asks for, and the only one served.',
  'GET cms/items/legal_pages slug': `The legal page: ${LEGAL_SLUGS.join(', ')}.`,
  'GET cms/items/legal_pages fields':
    "The page's fields to answer, comma-separated (the app asks for `slug,title,body,date_updated`).",
};

/** `admin/Job/:id` → "The job's id …": the record the path names is the word before its id. */
function pathIdDescription(path: string, name: string): string | undefined {
  const area = new RegExp(`([A-Za-z]+)/:${name}(/|$)`).exec(path)?.[1];
  return (
    area &&
    `The ${area.toLowerCase()}'s id: a whole number from 1, as digits (other text, or an id of nothing this user may see, is 404).`
  );
}

const describe = (route: DeclaredRoute, where: 'path' | 'query', name: string): string | undefined =>
  BY_CALL[`${route.endpoint} ${name}`] ?? (where === 'path' ? pathIdDescription(route.path, name) : BY_NAME[name]);

export const XSRF_PARAMETER = 'XsrfToken';

/** The forgery-token header (src/api/http.ts): the app's writes to a product API on its own origin carry it. */
export const xsrfParameter: JsonSchema = {
  name: 'X-XSRF-TOKEN',
  in: 'header',
  required: false,
  description:
    "The value of the XSRF-TOKEN cookie: the app copies it into this header on its POST, PUT and DELETE calls to the product API when the API is on the app's own origin (a relative base URL, the default /api) and the cookie is set; a server that sets the cookie can check the two match. Never on GETs, nor on the content service's calls (its default base is an absolute URL). The mock sets the cookie in the browser and does not check the header.",
  schema: { type: 'string' },
};

/** A query's or a path's parameters, from the properties of its object schema. */
function fromSchema(route: DeclaredRoute, where: 'query' | 'path', schema: JsonSchema): JsonSchema[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {}).map(
    ([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      description: describe(route, where, name),
      schema: property,
    }),
  );
}

/** The operation's parameters: the forgery-token header on the product API's writes, then the path's and the query's. */
export function parametersOf(route: DeclaredRoute, path?: JsonSchema, query?: JsonSchema): JsonSchema[] {
  const write = route.service === 'api' && route.method !== 'get';
  return [
    ...(write ? [{ $ref: `#/components/parameters/${XSRF_PARAMETER}` }] : []),
    ...(path ? fromSchema(route, 'path', path) : []),
    ...(query ? fromSchema(route, 'query', query) : []),
  ];
}
