import { defineRules } from './define';

/** A state's organization and its companies (a state's section, Pennsylvania's). No sign-in. */
export default defineRules({
  'GET Organization': [
    {
      kind: 'answer',
      rule: "No sign-in. Answers `{ result: { id, name, abbreviation, state } }`, the state's organization.",
      interactions: ["a request for a state's organization"],
    },
    {
      kind: 'filter',
      rule: "`abbreviation`, the state's two letters in any case: `pa` finds PA's organization, not CO's.",
      interactions: ["a request for a state's organization"],
      unpinned: ["PA's organization is stored first: a server that answers the first one whatever the letters passes"],
    },
    {
      kind: 'not found',
      rule: 'A US state without an organization (`TX`) is a 404 `{ error }` ("This organization does not exist.").',
      interactions: ['a request for the organization of a state that has none'],
      unpinned: ['the text (matched by type only)'],
    },
    {
      kind: 'input',
      rule:
        'What names no US state by its two letters (`Penn`) is a 400 with field errors under `abbreviation`: "Name a ' +
        'US state by its two letters, like PA".',
      interactions: ['a request for the organization of no state'],
    },
  ],
  'GET Organization/companies': [
    {
      kind: 'answer',
      rule:
        'No sign-in. Answers `{ result: [{ id, name, path, logo, city, state, country, liveJobsCount }] }`, a company ' +
        'as GET Company/get-active-companies lists it, `liveJobsCount` its live jobs (0 for none).',
      interactions: ["a request for a state's companies", "a request for an organization's companies"],
      unpinned: [
        "a company's draft or expired job (no decoy job: every job here is live)",
        'neither or both of `organizationId` and `state` (400 under `organizationId`)',
      ],
    },
    {
      kind: 'filter',
      rule:
        '`state`, two letters in any case: the companies in that US state: `pa` finds those of Pittsburgh, State ' +
        "College and Harrisburg, not Front Range Guides of Boulder, CO, though it belongs to PA's organization.",
      interactions: ["a request for a state's companies"],
      unpinned: [
        'a company outside the US whose region has the same letters',
        'a `state` that names no US state (400)',
      ],
    },
    {
      kind: 'filter',
      rule:
        "`organizationId`: the organization's companies, wherever they are: Front Range Guides of Boulder, CO is in, " +
        'Juniata Outfitters of State College, PA (not one of them) is not.',
      interactions: ["a request for an organization's companies"],
    },
    {
      kind: 'order',
      rule: "By name, then id: the state's are Allegheny Trail Outfitters (3), Juniata Outfitters (4), Tioga Paddle Co. (2).",
      interactions: ["a request for a state's companies", "a request for an organization's companies"],
      unpinned: ['two companies of one name (the tie by id)'],
    },
    {
      kind: 'not found',
      rule: 'An `organizationId` no organization has is a 404 `{ error }` ("This organization does not exist.").',
      interactions: ['a request for the companies of an organization that does not exist'],
      unpinned: ['the text (matched by type only)'],
    },
  ],
});
