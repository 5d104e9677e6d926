import { defineRules } from './define';

/** The site admins' list of every company: its pages and its counts per membership status. */
export default defineRules({
  'GET admin/Company/get-all': [
    {
      kind: 'auth',
      rule:
        'Site admins (role 3) only: no token, or an expired or unknown one, is a 401; an employer is a 403 "You do ' +
        'not have permission to do that."',
      interactions: [
        'a request for the companies named Quillwort, in the default order',
        'a request for a page of every company without a token',
        'a request for a page of every company with an expired token',
        'a request for a page of every company with an unknown token',
        'a request for a page of every company with the token of an employer',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { items, totalCount, pageNumber, pageSize } }`, `totalCount` all the companies found, an ' +
        'item `{ id, name, createdDate, activeJobsCount, pendingReviewJobsCount, rejectedJobsCount, membershipStatus, ' +
        "logo, city, state, country, website }`, the counts the company's jobs in status 3 (Active), 2 (Pending " +
        'Review) and 4 (Rejected): 3, 2 and 1 for Quillwort Paddle Works.',
      interactions: [
        'a request for the companies named Quillwort, in the default order',
        'a request for the companies named Quillwort, by name',
      ],
    },
    {
      kind: 'filter',
      rule:
        '`search`: every word of it, case aside, is in the name: `quillwort` and `Quillwort` find the Quillwort ' +
        'companies, not Bramble Outfitters.',
      interactions: [
        'a request for the companies named Quillwort, in the default order',
        'a request for page 2 of the active members created in the last 30 days, by active jobs',
      ],
      unpinned: ['a search of two words, or a word inside the name (each search is one first word)'],
    },
    {
      kind: 'filter',
      rule:
        '`dateFrom` and `dateTo` (calendar days, UTC, both included): `createdDate` from `dateFrom` 00:00 to the end ' +
        'of `dateTo`: an active member created 60 days ago is left out of the last 30 days.',
      interactions: ['a request for page 2 of the active members created in the last 30 days, by active jobs'],
      unpinned: [
        'no company found but for `dateTo` (a server that ignores it passes here; grouped-counts pins it)',
        'no company created on either end day (that both are included)',
      ],
    },
    {
      kind: 'filter',
      rule:
        '`membershipStatus` 1 No membership, 2 Active membership, 3 Expired or 4 Brand page edited keeps the companies ' +
        'in that status; 5 (All) or none keeps every status: a company in status 1 within the days is left out of 2.',
      interactions: [
        'a request for page 2 of the active members created in the last 30 days, by active jobs',
        'a request for the companies named Quillwort, in the default order',
        'a request for the companies named Sedge in every membership status, by id descending',
      ],
    },
    {
      kind: 'default',
      rule: 'Without `sort`: the newest first (`createdDate` descending), ties by id ascending.',
      interactions: ['a request for the companies named Quillwort, in the default order'],
      unpinned: ['two companies created the same moment'],
    },
    {
      kind: 'order',
      rule:
        '`sort` one of `id, name, createdDate, activeJobsCount, pendingReviewJobsCount, rejectedJobsCount, ' +
        'membershipStatus` (names by their lower case, the status by its code), `order` `asc` or `desc` (default ' +
        '`asc`, but `desc` for `createdDate`); ties by id ascending.',
      interactions: [
        'a request for the companies named Quillwort, by name',
        'a request for page 2 of the active members created in the last 30 days, by active jobs',
        'a request for the companies named Sedge, by name without a direction',
        'a request for the companies named Sedge, by creation date without a direction',
        'a request for the companies named Sedge, by membership status',
        'a request for the companies named Sedge, by membership status descending',
        'a request for the companies named Sedge in every membership status, by id descending',
      ],
    },
    {
      kind: 'limit',
      rule:
        '`pageSize` companies a page, 20 unless asked; `pageNumber` from 1: page 2 of size 1 is the second company ' +
        'found; the answer echoes `pageNumber` and `pageSize`.',
      interactions: [
        'a request for page 2 of the active members created in the last 30 days, by active jobs',
        'a request for the companies named Quillwort, by name',
        'a request for the companies named Quillwort, in the default order',
      ],
      unpinned: ['the default of 20 met (6 are found)', 'a page past the last (empty `items`)'],
    },
    {
      kind: 'bound',
      rule: '`pageSize` is 1 to 100; 101 is a 400 with field errors under `pageSize`.',
      interactions: [
        'a request for a page of every company with a bad pageSize',
        'a request for page 2 of the active members created in the last 30 days, by active jobs',
      ],
      unpinned: ['a `pageSize` of 100 accepted', 'a `pageSize` of 0'],
    },
    {
      kind: 'bound',
      rule: '`pageNumber` is 1 or more; 0 is a 400 with field errors under `pageNumber`.',
      interactions: [
        'a request for a page of every company with a bad pageNumber',
        'a request for page 2 of the active members created in the last 30 days, by active jobs',
      ],
      unpinned: ['a `pageNumber` of 1 sent explicitly'],
    },
    {
      kind: 'bound',
      rule: '`search` is at most 100 characters; 101 is a 400 with field errors under `search`.',
      interactions: [
        'a request for a page of every company with a bad search',
        'a request for the companies named Quillwort, in the default order',
      ],
      unpinned: ['a search of exactly 100 characters'],
    },
    {
      kind: 'input',
      rule:
        '`dateFrom` and `dateTo` are days that exist, `YYYY-MM-DD`: `2090-02-30` is a 400 under `dateFrom`, ' +
        '`15/01/2090` under `dateTo`; a `dateTo` before `dateFrom` is a 400 under `dateTo`.',
      interactions: [
        'a request for a page of every company with a bad dateFrom',
        'a request for a page of every company with a bad dateTo',
        'a request for a page of every company with the last day before the first',
      ],
      unpinned: ['a `dateTo` equal to `dateFrom` accepted', 'the field messages (matched by type only)'],
    },
    {
      kind: 'input',
      rule:
        'A `sort` that is not a column (`salary`), an `order` other than `asc`/`desc` (`up`), a `membershipStatus` ' +
        'that is not 1-5 (`9`): a 400 with field errors under that name.',
      interactions: [
        'a request for a page of every company with a bad sort',
        'a request for a page of every company with a bad order',
        'a request for a page of every company with a bad membershipStatus',
      ],
    },
  ],
  'GET admin/Company/grouped-counts': [
    {
      kind: 'auth',
      rule:
        'Site admins (role 3) only: no token, or an expired or unknown one, is a 401; an employer is a 403 "You do ' +
        'not have permission to do that."',
      interactions: [
        'a request for the counts by membership status of the Quillwort companies created 45 to 8 days ago',
        'a request for the counts of companies by membership status without a token',
        'a request for the counts of companies by membership status with an expired token',
        'a request for the counts of companies by membership status with an unknown token',
        'a request for the counts of companies by membership status with the token of an employer',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: [{ membershipStatus, count }] }`, one per status in the order 1, 2, 3, 4, 5: how many ' +
        'companies the filters find in it (0 for none), and under 5 (All) in all.',
      interactions: [
        'a request for the counts by membership status of the Quillwort companies created 45 to 8 days ago',
      ],
    },
    {
      kind: 'filter',
      rule:
        '`search`, `dateFrom` and `dateTo` as GET admin/Company/get-all reads them (no `membershipStatus`): of the ' +
        'Quillwort companies, those created 40, 20 and 10 days ago count; those created 5, 60 and 400 days ago, and Bramble Outfitters, do not.',
      interactions: [
        'a request for the counts by membership status of the Quillwort companies created 45 to 8 days ago',
      ],
      unpinned: ['no company created on either end day (that both are included)'],
    },
    {
      kind: 'input',
      rule: 'A day that does not exist (`2090-13-01`) is a 400 with field errors under its name (`dateFrom`).',
      interactions: ['a request for the counts by membership status from a day that does not exist'],
      unpinned: ['a `dateTo` before `dateFrom`, a `search` over 100 characters, on this call'],
    },
  ],
});
