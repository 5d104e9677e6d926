import { defineRules } from './define';

/** The Near field's places: the towns and postal codes of the US and Canada. No sign-in. */
export default defineRules({
  'GET Places/search': [
    {
      kind: 'answer',
      rule:
        'Answers `{ result: [place] }`, a place `{ id, kind, name, postalCode, region, country, lat, lng }`: `kind` ' +
        '`town` (id the slug of name and region, `boulder-co`; `postalCode` null) or `postalCode` (id the code, ' +
        "`80302`, or a Canadian code's first three characters `T0A`; `name` the town it serves); `region` the " +
        'two-letter state or province, `country` `US` or `CA`.',
      interactions: [
        'a search for towns by the start of their name',
        'a search for postal codes by their first digits',
      ],
    },
    {
      kind: 'filter',
      rule:
        'A term of two digits or more finds the postal codes it begins, in order of code (a ZIP+4 keeps its first 5); ' +
        "a Canadian code's start (`T0`, `T0A`; a whole `T0A 1A0` keeps its first three) finds those codes.",
      interactions: [
        'a search for postal codes by their first digits',
        'a search for a Canadian postal code by its first letter and digit',
      ],
      unpinned: ['a term of digits that begins no code (an empty list)', 'the ZIP+4 and whole Canadian code forms'],
    },
    {
      kind: 'filter',
      rule:
        'Any other term finds the towns whose name and region begin with it (accents, case and punctuation aside: ' +
        '`Pactville, C` finds Pactville, CO), then those with a later word of the name that does; the region alone ' +
        'does not: `qc` does not find Pactville, QC.',
      interactions: [
        'a search for towns by the start of their name',
        'a search for a town by its name and region',
        'a search for towns by the code of a province, beside a town of that province',
      ],
      unpinned: ['a later word of the name (`placid` finds Lake Placid)'],
    },
    {
      kind: 'order',
      rule: 'Towns: the most populous first, then by name.',
      interactions: ['a search for towns by the start of their name'],
    },
    {
      kind: 'bound',
      rule: 'The term is 2 to 60 characters; one of 1 is a 400 with field errors under `term`.',
      interactions: [
        'a search for places by one letter',
        'a search for a Canadian postal code by its first letter and digit',
      ],
      unpinned: ['a term of 61 characters'],
    },
    {
      kind: 'limit',
      rule: '`limit` 1 to 20, default 8: the first `limit` places; 21 is a 400 with field errors under `limit`.',
      interactions: ['a search for towns with a limit of one', 'a search for places with a limit of 21'],
      unpinned: ['the default of 8 met exactly', 'a limit of 20 accepted'],
    },
  ],
  'GET Places/by-id': [
    {
      kind: 'answer',
      rule: 'Answers `{ result: place }` for a town or a postal code by its id, as Places/search gives them.',
      interactions: ['a town by id', 'a postal code by id'],
    },
    {
      kind: 'not found',
      rule: "An id no place has is a 404 `{ error: 'No town or postal code has this id.' }`.",
      interactions: ['a place by an id no place has'],
    },
    {
      kind: 'bound',
      rule: 'An id is at most 80 characters; a longer one is a 400 under `id`.',
      interactions: ['a place by an id of 81 characters', 'a town by id'],
      unpinned: ['an id of exactly 80 characters that no place has (404, not 400)'],
    },
  ],
});
