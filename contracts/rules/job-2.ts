import { defineRules } from './define';

/** A job's page, and the candidate's recommended jobs (the job card, the page and "live": job.ts). */
export default defineRules({
  'GET Job/by-id': [
    {
      kind: 'auth',
      rule:
        'No sign-in needed, but a bearer token sent must be a live session: an expired or unknown token is a 401 ' +
        '`{ error }`, not the public page.',
      interactions: [
        'a request for an active job by id',
        'a request for an active job by id with an expired token',
        'a request for an active job by id with an unknown token',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: detail }`: the job card of GET Job/search (`distanceMiles` null) plus `description, score, jobFieldId, ' +
        'jobFieldName, focusId, focusName, yearsOfExperienceId, yearsOfExperienceName, lat, lng, remoteCountries`, ' +
        '`company` `{ id, name, path, logo, description, city, state, country, website, activeJobsCount }` ' +
        "(`activeJobsCount` the company's active jobs) and `myStatus`.",
      interactions: [
        'a request for an active job by id',
        'a request for a job naming no focus nor experience level by id',
      ],
    },
    {
      kind: 'answer',
      rule:
        "`score`, the listing score (0-100), only to the people of the job's company and the site's admins (80 for " +
        'the pinned job); null to a visitor and to a candidate.',
      interactions: [
        "a request for a job by id by a member of the job's company",
        'a request for an active job by id',
        'a request for a saved job by id',
      ],
      unpinned: ["a site admin's token (score shown)", "another company's member on an active job (score null)"],
    },
    {
      kind: 'answer',
      rule:
        "`myStatus`, with a candidate's token, their own record of the job: saved `{ status: 4, stage: 0, " +
        'appliedDate: null }`, applied `{ status: 0, stage, appliedDate }` (0 Applied … 3 Not hired); null without a ' +
        'token, to an employer, or when the candidate has none.',
      interactions: [
        'a request for a saved job by id',
        'a request for a job applied to by id',
        'a request for an active job by id',
        "a request for a job by id by a member of the job's company",
        'a request for a job by id after a save made through the call',
        'a request for a job by id after a saved job was applied to through the call',
        'a request for a job by id after its save was removed through the call',
      ],
    },
    {
      kind: 'not found',
      rule:
        'An id no job has is a 404 `{ error }`. A job that is neither active (3) nor closed (6) is a 404 too, except ' +
        "to its company's people and the site's admins: another company's job pending review is a 404 to an employer.",
      interactions: [
        'a request for an unknown job by id',
        "a request for another company's job waiting for review by id",
        'a request for a job by id after the site admin approved it',
      ],
      unpinned: [
        "a closed job's page to a visitor (shown)",
        "the company's own member opening its pending job (shown)",
        'a draft lacking the fields of a listing (a 404 even to its company)',
        'a `jobId` that is no id (a 400 under `jobId`)',
      ],
    },
  ],
  'GET Job/recommended': [
    {
      kind: 'auth',
      rule:
        'Candidates only (role 1): no token, an expired or unknown one, or one from before a password reset is a 401 ' +
        "`{ error }`; an employer's token a 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a request for the recommended jobs without a token',
        'a request for the recommended jobs with an expired token',
        'a request for the recommended jobs with an unknown token',
        'a request for the recommended jobs with a token from before a password reset',
        'a request for the recommended jobs with an employer token',
        'a request for the recommended jobs with the token of an employer',
        'a request for the recommended jobs in the default order',
      ],
    },
    {
      kind: 'filter',
      rule:
        "The live jobs (active, not past `expireDate`) recommended for the candidate's profile, read at each call: the job fits their field and focus " +
        '(its focus is one of theirs, or it names none and one of their focuses is of its field), it is within reach ' +
        '(remote for them, within their distance, or their profile has no place), it matches 60 % or more, and they have ' +
        'not applied to it (a saved job still is). A part-time on-site job of another field is not recommended. A ' +
        'candidate who has no profile yet (none saved) has no focus to fit: nothing is recommended, a 200 of no items ' +
        "(another candidate's profile, which matches, is not theirs).",
      interactions: [
        'a request for the recommended jobs of a candidate without a profile',
        'a request for the count of recommended jobs',
        'a request for the recommended jobs in the default order',
        'a request for the recommended jobs beside a job saved and one applied to',
      ],
      unpinned: [
        'a job of their field naming no focus',
        'a job beyond their distance that would score 60 % or more',
        'a match of exactly 60 % (kept) or 59 % (left out)',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: page }` as GET Job/search, each item a job card (`distanceMiles` from their location) plus ' +
        '`matchPercent`, ' +
        'the rounded sum of five parts, each rounded to 0.1: field 40 (their focus all; their field, the job naming ' +
        'no focus, 30); distance 20 (remote for them all; no place 10; else 20 × (1 − ½ × miles ÷ their max, 50 by ' +
        "default), nothing beyond); job type 15 (one they picked all, none picked half); pay 15 (the job's max, or " +
        'min, at least their minimum for its pay period all; no pay listed or no minimum for that period half; "open ' +
        'to any pay" all); remote 10 (remote work: all if they consider it, else half; hybrid all; on site half if ' +
        'they consider remote, else all). A home town without coordinates (one the place list does not know) is no ' +
        'place: `distanceMiles` null, half the distance part. Remote for them: remote globally, or remote in region ' +
        'for their country (for any region when their profile names no place).',
      interactions: [
        'a request for the recommended jobs',
        'a request for the recommended jobs in the default order',
        'a request for the recommended jobs of a candidate open to any pay, asking more than they pay',
        'a request for the recommended jobs of a candidate in a town without coordinates',
      ],
      unpinned: ['a job of their field with no focus (30 of 40)', 'no current location at all in the profile'],
    },
    {
      kind: 'answer',
      rule:
        '`matchReasons`: the reasons of the parts that earned points, the most points first (then the heavier part), ' +
        'worded to the candidate: `Your focus: Paddling`, `No commute`, `1 mi from Harrisburg`, `Full-time, as you ' +
        'prefer`, `Pays your $45,000 minimum or more`, `Open to any pay`, `Remote, as you prefer`, `Hybrid: partly ' +
        'remote`.',
      interactions: [
        'a request for the recommended jobs',
        'a request for the count of recommended jobs',
        'a request for the recommended jobs of a candidate open to any pay, asking more than they pay',
      ],
    },
    {
      kind: 'filter',
      rule:
        '`datePosted` as GET Job/search (by `publishedDate`, the bound inclusive): `PastMonth` (30 days) leaves out a ' +
        'job posted 40 or 31 days ago, keeps one published 30 days ago to the moment, and one created 60 days ago but ' +
        'published yesterday.',
      interactions: [
        'a request for the recommended jobs',
        'a request for the recommended jobs in the default order',
        'a request for the recommended jobs of the past month, one published on its first day',
      ],
      unpinned: ['`Past24Hours` and `PastWeek`'],
    },
    {
      kind: 'order',
      rule:
        '`sort` `DatePosted` (the default): the newest `publishedDate` (else `createdDate`) first, then by id; ' +
        '`HighLowMatch`: the best `matchPercent` first, then the newest.',
      interactions: [
        'a request for the recommended jobs in the default order',
        'a request for the recommended jobs',
        'a request for the recommended jobs by match, two of one match',
        'a request for the recommended jobs of the past month, one published on its first day',
      ],
    },
    {
      kind: 'limit',
      rule:
        '`pageNumber` from 1, `pageSize` 1 to 100 (default 20); `totalCount` counts every recommended job (the app asks ' +
        '`pageSize=1` for the count).',
      interactions: ['a request for the count of recommended jobs', 'a request for the recommended jobs'],
      unpinned: ['a page smaller than the total (the count interaction has one job in all)', 'a `pageSize` of 101'],
    },
  ],
});
