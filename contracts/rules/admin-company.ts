import { defineRules } from './define';

/**
 * The employer's side of companies: their primary company, every company's name (site admins), creating and updating
 * one. A request to join one: admin-company-2.ts.
 */
export default defineRules({
  'GET admin/Company/get-primary': [
    {
      kind: 'auth',
      rule:
        'Employers and site admins (role 2 or 3): no token, or an expired or unknown one, is a 401; a candidate is a ' +
        '403 "You do not have permission to do that."',
      interactions: [
        'a request for the primary company',
        'a request for the primary company without a token',
        'a request for the primary company with an expired token',
        'a request for the primary company with an unknown token',
        'a request for the primary company with the token of a candidate',
      ],
      unpinned: ["a site admin's call"],
    },
    {
      kind: 'answer',
      rule:
        "Answers `{ result: { id, name, logo, city, country, state, website } }`, the signed-in user's primary " +
        'company (the shape Auth/login gives as `primaryCompany`); `result: null` when they have none.',
      interactions: [
        'a request for the primary company',
        'a request for the primary company of the employer who created it',
        'a request for the primary company of an employer who created one after another signed in',
        "a request for an employer's primary company after another employer created one",
      ],
      unpinned: ['`result: null` (no employer without a primary company asks)'],
    },
  ],
  'GET admin/Company/all-names': [
    {
      kind: 'auth',
      rule:
        'Site admins (role 3) only: no token, or an expired or unknown one, is a 401; an employer is a 403 "You do ' +
        'not have permission to do that."',
      interactions: [
        'a request for the names of all companies',
        'a request for the names of all companies without a token',
        'a request for the names of all companies with an expired token',
        'a request for the names of all companies with an unknown token',
        'a request for the names of all companies with an employer token',
        'a request for the names of all companies with the token of an employer',
      ],
    },
    {
      kind: 'answer',
      rule: 'Answers `{ result: [{ id, name }] }`, every company, by name then id: Decoy Outfitters (3) before Keystone Paddle Co. (2).',
      interactions: ['a request for the names of all companies'],
      unpinned: ['two companies of one name (the tie by id)'],
    },
  ],
  'POST admin/Company': [
    {
      kind: 'auth',
      rule:
        'Employers (and site admins): no token, or an expired or unknown one, is a 401; a candidate is a 403 "You do ' +
        'not have permission to do that."',
      interactions: [
        'a new company',
        'a new company without a token',
        'a new company with an expired token',
        'a new company with an unknown token',
        'a new company with the token of a candidate',
      ],
      unpinned: [],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ name, website, description, city, state, country, typeId, sizeId }`, trimmed: `name` 2-100 ' +
        'characters; `website` `http(s)://…` or null; `description` at most 1,000 or null; `city` 1-80; `state` at ' +
        'most 80, a state code in the US and a province code in Canada; `country` a known code; `typeId`, `sizeId` ' +
        'ids GET Company/options offers. A rule broken is a 400 with field errors under its name.',
      interactions: [
        'a new company',
        'a new company of a kind the options do not offer',
        'a new company of a size the options do not offer',
        'a new company of a kind and size the options do not offer',
      ],
      unpinned: ['no body that breaks a rule is sent: every 400 of the company input'],
    },
    {
      kind: 'conflict',
      rule:
        'A name another company has is a 409 "{its name} is already on Basecamp: ask to join it instead.", names ' +
        'compared by their key (compatibility forms folded, case aside, runs of spaces as one, spaces and ' +
        'punctuation at the ends dropped): `keystone paddle co.` is Keystone Paddle Co.',
      interactions: ['a new company with the name of one already here', 'a new company'],
      unpinned: [
        'only case differs in the interaction: doubled spaces and end punctuation (`Co` for `Co.`) unshown',
        'the text (matched by type only)',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: company }` as GET Company/by-id gives it: the next id, `path` the slug of the name ' +
        '(`susquehanna-river-guides`; a path taken gets `-2`, `-3`…; `company` for a name without a letter a-z ' +
        'or digit, such as `山と道`), `logo` and `coverImage` null, ' +
        '`activeJobsCount` 0, `createdDate` now, the fields as sent (`description` `""` for null).',
      interactions: [
        'a new company',
        'a new company whose slug two companies already have',
        'a new company of a name without a Latin letter or digit, and no description',
      ],
      unpinned: ['an empty `website` stored as null'],
    },
    {
      kind: 'side effect',
      rule:
        'The employer who creates it becomes its admin (an active membership, since now) and it becomes their ' +
        'primary and last joined company: after a creation through this call, GET admin/Company/get-primary answers ' +
        "it and its uploads (its admins only) succeed; no other employer's primary company changes. A site admin " +
        'who creates a company is not one of its people: it has none.',
      interactions: [
        'a new company',
        'a request for the primary company of the employer who created it',
        'a request for the primary company of an employer who created one after another signed in',
        "a request for an employer's primary company after another employer created one",
        'a request for the people of a company a site admin created',
      ],
      unpinned: ['`lastJoinedCompany` of Auth/login after a creation', "the creator's role besides the uploads"],
    },
  ],
  'PUT admin/Company/:id': [
    {
      kind: 'auth',
      rule:
        "The company's admins (and site admins): no token, or an expired or unknown one, is a 401; a candidate is a " +
        '403 "You do not have permission to do that."; one of its members who is not its admin, and another ' +
        "company's admin, are 403.",
      interactions: [
        "an update of a company's details",
        "an update of a company's details without a token",
        "an update of a company's details with an expired token",
        "an update of a company's details with an unknown token",
        "an update of a company's details with the token of a candidate",
        "an update of a company's details by a member",
        "an update of another company's details",
      ],
      unpinned: ["a site admin's update", 'an id no company has (404)'],
    },
    {
      kind: 'input',
      rule: 'The body is the company input of POST admin/Company, checked alike (400 with field errors).',
      interactions: ["an update of a company's details"],
      unpinned: ['no body that breaks a rule is sent'],
    },
    {
      kind: 'conflict',
      rule:
        "Another company's name (compared as POST admin/Company compares them) is a 409; the company's own name, " +
        'however spelt, is not.',
      interactions: [
        "an update of a company's details",
        'a new company with the name of one already here',
        "an update of a company's details that keeps its name",
        "an update of a company's details that respells its own name",
        "an update of a company's details to another company's name",
      ],
    },
    {
      kind: 'answer',
      rule:
        "Answers `{ result: company }` as rewritten: the input's fields replace the old ones; `path` made again from " +
        'a new name (`susquehanna-river-guides`), kept when the name is the same; `id`, `logo`, `coverImage`, ' +
        '`createdDate` and `activeJobsCount` kept.',
      interactions: [
        "an update of a company's details",
        "an update of a company's details that keeps its name",
        "an update of a company's details that respells its own name",
        "an update of a company's details to a new name of the same slug",
        "an update of a company's details to a name whose slug another company has",
      ],
      unpinned: ["this answer's `createdDate` is the clock's now (the read after an update shows the stored one kept)"],
    },
    {
      kind: 'side effect',
      rule:
        'The update is stored: after an update through this call GET Company/by-id answers the company with the ' +
        'fields written (`name`, `website`, `description`, `city`, `state`, `country`, `typeId`, `sizeId`) and the ' +
        'path of its new name, and its `id`, `logo`, `coverImage`, `createdDate` (its creation, not the update) and ' +
        '`activeJobsCount` as they were; GET Company/by-path of its old path is a 404.',
      interactions: [
        "an update of a company's details",
        'a request for a company by id after its admin rewrote its details',
        'a request for a brand page by the path of a company since renamed',
      ],
      unpinned: [
        "the brand page at the new path, and the company's other reads (details, primary company, lists), after an update",
        'a refused update (403, 409) leaves the company as it was: no read follows one',
      ],
    },
  ],
});
