import { defineRules } from './define';

/** Companies as the public pages show them: the form's choices, one company, its brand page, home's list, suggestions, and the image uploads. */
export default defineRules({
  'GET Company/options': [
    {
      kind: 'answer',
      rule:
        'No sign-in. Answers `{ result: { types: [{ id, name }], sizes: [{ id, name }] } }`, in id order, exactly: ' +
        'types 1 Guide service or outfitter, 2 Gear or apparel brand, 3 Outdoor retailer, 4 Resort, lodge or camp, ' +
        '5 Nonprofit or conservation group, 6 Park or public lands agency, 7 Media or agency, 8 Tech company; sizes ' +
        '1 `1-10 people`, 2 `11-50 people`, 3 `51-200 people`, 4 `201-1,000 people`, 5 `More than 1,000 people`.',
      interactions: ['a request for the company options'],
    },
  ],
  'GET Company/by-id': [
    {
      kind: 'answer',
      rule:
        'No sign-in. Answers `{ result: company }`, a company `{ id, name, path, logo, coverImage, description, ' +
        'website, city, state, country, typeId, sizeId, activeJobsCount, createdDate }`: `path` its brand page ' +
        '(the slug of its name), `logo` and `coverImage` the addresses its uploads answered (null without one), ' +
        '`description` `""` when none, `activeJobsCount` its jobs in status 3 (Active) now (a job closed leaves it).',
      interactions: [
        'a request for a company by id',
        'a request for a company by id after its admin rewrote its details',
        'a request for a company by id after one of its two live jobs was closed',
      ],
      unpinned: ['an `id` that is not a whole number (400 under `id`)'],
    },
    {
      kind: 'not found',
      rule: 'An `id` no company has is a 404 `{ error }` ("This company does not exist.").',
      interactions: ['a request for an unknown company by id'],
      unpinned: ['the error text (matched by type only)'],
    },
  ],
  'GET Company/by-path': [
    {
      kind: 'answer',
      rule:
        'No sign-in. Answers `{ result: brand page }`: the company as GET Company/by-id gives it plus `jobs`, its ' +
        'live jobs as the job cards of GET Job/search (`distanceMiles` null; `companyName`, `companyLogo` the ' +
        "company's); `activeJobsCount` counts its active jobs.",
      interactions: ["a request for a company's brand page by its path"],
    },
    {
      kind: 'not found',
      rule:
        '`path` is matched whole, case aside: `Keystone-Paddle-Co` finds `keystone-paddle-co`; a path no company has ' +
        '(`keystone-paddle-co-east`, that path with more after it; the path of a company renamed since, which has ' +
        'the path of its new name) is a 404 `{ error }`.',
      interactions: [
        "a request for a company's brand page by its path",
        'a request for a brand page no company has',
        'a request for a brand page by the path of a company since renamed',
      ],
      unpinned: [
        'an empty `path` or one over 100 characters (400 under `path`)',
        'a path that is the start of a longer one (`keystone`)',
      ],
    },
    {
      kind: 'filter',
      rule:
        "`jobs` holds only the company's live jobs (active, published, before their deadline): its draft and another " +
        "company's active job are left out.",
      interactions: ["a request for a company's brand page by its path"],
      unpinned: ['an expired or closed job of the company (only a draft is a decoy)'],
    },
    {
      kind: 'order',
      rule: '`jobs` newest first by `publishedDate`: the job published yesterday before the one published 5 days ago.',
      interactions: ["a request for a company's brand page by its path"],
      unpinned: ['two jobs published the same moment'],
    },
    {
      kind: 'limit',
      rule: '`jobs` holds at most 50, the newest; `activeJobsCount` still counts them all.',
      interactions: ["a request for a company's brand page by its path"],
      unpinned: ['a company with more than 50 live jobs'],
    },
  ],
  'GET Company/get-active-companies': [
    {
      kind: 'answer',
      rule:
        'No sign-in. Answers `{ result: { items, totalCount, liveJobsCount } }`, an item `{ id, name, path, logo, ' +
        'city, state, country, liveJobsCount }`; `totalCount` counts every company hiring now and `liveJobsCount` ' +
        'their live jobs in all (3 companies, 7 jobs).',
      interactions: ['a request for the companies hiring now'],
    },
    {
      kind: 'filter',
      rule:
        'A company is hiring now when it has a live job (active, published, before its deadline): a company whose only ' +
        'job is a draft, and one whose only job passed its deadline yesterday, are in neither `items` nor the totals.',
      interactions: ['a request for the companies hiring now'],
    },
    {
      kind: 'order',
      rule: 'The most live jobs first, then by name, then id: Blue Ridge Climbing (3), then Allegheny Trail Outfitters before Keystone Paddle Co. (2 each).',
      interactions: ['a request for the companies hiring now'],
      unpinned: ['two companies of one name (the tie by id)'],
    },
    {
      kind: 'limit',
      rule: '`items` holds at most 12 companies; `totalCount` and `liveJobsCount` count all of them.',
      interactions: ['a request for the companies hiring now'],
      unpinned: ['more than 12 companies hiring (only 3 are)'],
    },
  ],
  'GET Company/get-suggestions': [
    {
      kind: 'answer',
      rule: 'No sign-in. Answers `{ result: [{ id, name, logo, city, state, country, activeJobsCount }] }`.',
      interactions: ['a request for company suggestions'],
    },
    {
      kind: 'filter',
      rule:
        'The companies whose name holds the term, both compared by their key (Unicode compatibility forms folded, ' +
        'lower case, each run of spaces one space, spaces and punctuation at the ends dropped): `keystone` finds ' +
        'Keystone Paddle Co. and Allegheny Keystone Outfitters, not Decoy Outfitters. A term of punctuation only finds none.',
      interactions: [
        'a request for company suggestions',
        'a request for company suggestions of a term six names hold, in capitals and doubled spaces',
        'a request for company suggestions of punctuation only',
      ],
    },
    {
      kind: 'order',
      rule:
        'The company of the very name first, then names that start with the term, then names that hold it; each ' +
        'group by name: for `SUMMIT  Co.`, Summit Co., then Summit Co-op Gear and Summit Country Guides, then ' +
        'Alpine Summit Collective and Big Summit Coffee Roasters.',
      interactions: [
        'a request for company suggestions',
        'a request for company suggestions of a term six names hold, in capitals and doubled spaces',
      ],
    },
    {
      kind: 'limit',
      rule: 'At most 5 companies: of six that hold the term, the last in this order is left out.',
      interactions: [
        'a request for company suggestions',
        'a request for company suggestions of a term six names hold, in capitals and doubled spaces',
      ],
    },
    {
      kind: 'bound',
      rule: 'The term is 2 to 100 characters once trimmed; one of 1 is a 400 with field errors under `term`.',
      interactions: ['a request for company suggestions with one letter', 'a request for company suggestions'],
      unpinned: ['a term of 101 characters', 'the field message (matched by type only)'],
    },
  ],
  'POST Company/upload-logo': [
    {
      kind: 'auth',
      rule:
        "The company's admins (and site admins) only: no token, or an expired or unknown one, is a 401; a candidate " +
        'is a 403 "You do not have permission to do that."; one of the company\'s members who is not its admin, and ' +
        'the admin of another company, are 403.',
      interactions: [
        'an upload of a company logo',
        'an upload of a company logo without a token',
        'an upload of a company logo with an expired token',
        'an upload of a company logo with an unknown token',
        'an upload of a company logo with the token of a candidate',
        'an upload of a company logo by a member',
        "an upload of another company's logo",
      ],
      unpinned: ["a site admin's upload", 'a `companyId` no company has (404)'],
    },
    {
      kind: 'input',
      rule:
        'Form data with one part, `file`: a PNG, JPEG, WebP or SVG of at most 500 kB, its type told by its content ' +
        '(its first bytes; an SVG by its root element), never by its name or declared type. Anything else is a 400 ' +
        '`{ error, errors: { file: [message] } }`, a non-image "This file is not an image. The logo must be a PNG, ' +
        'JPEG, WebP or SVG image."',
      interactions: ['an upload of a text file named .png as a company logo', 'an upload of a company logo'],
      unpinned: [
        'the refused file is sent as `not-an-image.txt`, `text/plain`: a server that trusts the name or type passes',
        'a logo over 500 kB; a JPEG, WebP or SVG accepted',
        'no `file` part (400 under `file`)',
        'the message (matched by type only)',
      ],
    },
    {
      kind: 'answer',
      rule:
        "Answers `{ result: address }`, the stored image's address: a data URL of the file's bytes with the type its " +
        'content shows (`data:image/png;base64,…`) or an `https://` address.',
      interactions: ['an upload of a company logo'],
    },
    {
      kind: 'side effect',
      rule:
        "The company's `logo` becomes that address: the company's page, brand page, details and its creator's " +
        'primary company show it after uploads made through this call.',
      interactions: [
        'an upload of a company logo',
        'a request for a company by id',
        "a request for a company's brand page by its path",
        "a request for a company's details by one of its admins",
        'a request for the primary company of the employer who created it',
      ],
      unpinned: ['each read follows a logo and a cover upload: a logo upload that also wrote `coverImage` passes'],
    },
  ],
  'POST Company/upload-cover-image': [
    {
      kind: 'auth',
      rule:
        "As for POST Company/upload-logo: the company's admins (and site admins) only; no token, or an expired or " +
        'unknown one, is a 401; a candidate is a 403 "You do not have permission to do that."; the admin of another ' +
        'company is a 403.',
      interactions: [
        'an upload of a company cover image',
        'an upload of a company cover image without a token',
        'an upload of a company cover image with an expired token',
        'an upload of a company cover image with an unknown token',
        'an upload of a company cover image with the token of a candidate',
        "an upload of another company's cover image",
      ],
      unpinned: [
        "a member of the company who is not its admin (only the logo's call shows that 403)",
        "a site admin's upload",
      ],
    },
    {
      kind: 'answer',
      rule:
        'Form data with one part, `file`: a PNG, JPEG or WebP (no SVG) of at most 2 MB, its type told by its content; ' +
        "else a 400 under `errors.file`. Answers `{ result: address }` as the logo's call does.",
      interactions: ['an upload of a company cover image'],
      unpinned: ['no refused cover is sent: a non-image, an SVG, a file over 2 MB'],
    },
    {
      kind: 'side effect',
      rule:
        "The company's `coverImage` becomes that address (its `logo` stays): the company's page, brand page and " +
        'details show it after uploads made through this call.',
      interactions: [
        'an upload of a company cover image',
        'a request for a company by id',
        "a request for a company's brand page by its path",
        "a request for a company's details by one of its admins",
      ],
    },
  ],
});
