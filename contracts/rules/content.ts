import { defineRules } from './define';

/**
 * The content service (its own base URL, `/cms` by default): a token for the app's API key, then the editors'
 * published items. Its answers are whole bodies (`{ data }`), never the product API's `{ result }`; its token is its
 * own (the product API's bearer token is no content token, and the content token is never sent to the product API).
 */
export default defineRules({
  'POST cms/auth/authenticate': [
    {
      kind: 'auth',
      rule:
        "The body `{ key }` must be the app's API key (`job-board-demo-key` in the pacts); any other key is a 401 " +
        "`{ error: 'The API key is not valid.' }`.",
      interactions: ['an authentication with a wrong API key', 'an authentication with the API key'],
      unpinned: ['an empty or absent `key` (a 400)'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ data: { accessToken, expires } }`: `accessToken` a new content token (any non-empty text), ' +
        "`expires` ISO 8601 in UTC with milliseconds, the server clock's moment plus 1 hour.",
      interactions: ['an authentication with the API key'],
    },
    {
      kind: 'side effect',
      rule:
        'The token is a content session until `expires`: the collection calls accept it, and answer 401 once it has ' +
        'expired.',
      interactions: [
        'an authentication with the API key',
        'a request for the published tooltips',
        'a request for the tooltips with an expired token',
      ],
      unpinned: [
        'no interaction reads a collection with a token this call issued (the states put the tokens)',
        'the hour of lifetime after which the token stops working',
      ],
    },
  ],
  'GET cms/items/tooltips': [
    {
      kind: 'auth',
      rule:
        "A token of the content service's own (`Authorization: Bearer …`; the product API's is none): an expired or " +
        'unknown one is a 401 `{ error }` (the pacts show "The content token is missing or has expired.").',
      interactions: [
        'a request for the published tooltips',
        'a request for the tooltips with an expired token',
        'a request for the tooltips with an unknown token',
      ],
      unpinned: [
        'a request without any token',
        "the product API's bearer token refused here",
        'the 401 text (matched by type)',
      ],
    },
    {
      kind: 'filter',
      rule: '`status=published` answers the published tooltips only: a draft is left out.',
      interactions: ['a request for the published tooltips'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ data: [{ field_name, tooltip }] }` (the query asks `fields=field_name,tooltip`), every published ' +
        'tooltip, in the order of their ids (the pacts put `salaryMin` first, then `remoteStatus`).',
      interactions: ['a request for the published tooltips'],
      unpinned: ['an order by `sort` rather than id (the tooltips are put in id order, no `sort` set)'],
    },
  ],
  'GET cms/items/testimonials': [
    {
      kind: 'auth',
      rule: 'A content token: an expired or unknown one is a 401 `{ error }`.',
      interactions: [
        'a request for the testimonials',
        'a request for the testimonials with an expired token',
        'a request for the testimonials with an unknown token',
      ],
      unpinned: ['a request without any token'],
    },
    {
      kind: 'filter',
      rule: '`status=published`: a draft testimonial is left out, even one that would sort first.',
      interactions: ['a request for the testimonials'],
    },
    {
      kind: 'order',
      rule:
        "The editors' order: each item's `sort` ascending, then its id ascending (sort 1 ids 502, 503, stored 503 " +
        'first, then sort 2 id 501, stored after them).',
      interactions: ['a request for the testimonials'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ data: [{ id, quote, author_name, author_role, audience }] }`, the fields `fields` names and no ' +
        'other (`sort` is not answered); `audience` is `candidate` or `employer`, the pages that show it.',
      interactions: ['a request for the testimonials'],
    },
  ],
  'GET cms/items/partners': [
    {
      kind: 'auth',
      rule: 'A content token: an expired or unknown one is a 401 `{ error }`.',
      interactions: [
        'a request for the partners',
        'a request for the partners with an expired token',
        'a request for the partners with an unknown token',
      ],
      unpinned: ['a request without any token'],
    },
    {
      kind: 'filter',
      rule: '`status=published`: a draft partner is left out.',
      interactions: ['a request for the partners'],
    },
    {
      kind: 'order',
      rule: "The editors' order: `sort` ascending, then id (sort 1 id 502 before sort 2 id 501).",
      interactions: ['a request for the partners'],
      unpinned: ['two partners of one `sort` (the tie by id)'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ data: [{ id, name, website, description }] }`: `website` an `http(s)://` address (the app draws the ' +
        'logo from the name: no image field).',
      interactions: ['a request for the partners'],
    },
  ],
  'GET cms/items/state_pages': [
    {
      kind: 'auth',
      rule: 'A content token: an expired or unknown one is a 401 `{ error }`.',
      interactions: [
        "a request for a state's pages",
        "a request for a state's pages with an expired token",
        "a request for a state's pages with an unknown token",
      ],
      unpinned: ['a request without any token'],
    },
    {
      kind: 'filter',
      rule:
        "`state` (a state's two capital letters, `PA`) answers that state's entries only; `status=published` leaves its " +
        'drafts out.',
      interactions: ["a request for a state's pages"],
      unpinned: [
        'a `state` that is not two capital letters (`pa`, `Penn`: a 400)',
        'a state with no entry (`data` [])',
      ],
    },
    {
      kind: 'order',
      rule: "The editors' order: `sort` ascending, then id (sort 1 id 502 before sort 2 id 501).",
      interactions: ["a request for a state's pages"],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ data: [{ id, section, title, body }] }`: `section` one of `about`, `opportunities`, `activities`, ' +
        "`recreation`, `education`, `organizations`, `testimonials`, `get_involved`, `faq` (an FAQ entry's `title` is " +
        'its question); `body` rich text (HTML), which the app sanitises.',
      interactions: ["a request for a state's pages"],
    },
  ],
  'GET cms/items/legal_pages': [
    {
      kind: 'auth',
      rule: 'A content token: an expired or unknown one is a 401 `{ error }`.',
      interactions: [
        'a request for the published text of a legal page',
        'a request for a legal page with an expired token',
        'a request for a legal page with an unknown token',
      ],
      unpinned: ['a request without any token'],
    },
    {
      kind: 'filter',
      rule:
        '`slug` (one of `terms-conditions`, `privacy-policy`, `terms-of-service`, `nda-agreement`) and ' +
        '`status=published`: the published text of that page only, neither a newer draft of it nor a newer page of ' +
        'another slug.',
      interactions: ['a request for the published text of a legal page'],
      unpinned: ['a slug outside the four (a 400 under `slug`)'],
    },
    {
      kind: 'answer',
      rule:
        'Answers a list of one or none: `{ data: [{ slug, title, body, date_updated }] }`, `body` rich text (HTML) the ' +
        'app sanitises, `date_updated` ISO 8601 (three days before the clock in the pacts); a page with no published ' +
        'text answers `{ data: [] }`; of several published texts of one page, only the one updated last.',
      interactions: [
        'a request for the published text of a legal page',
        'a request for a legal page published three times',
        'a request for a legal page never published',
      ],
    },
  ],
});
