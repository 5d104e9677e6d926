import { defineRules } from './define';

/**
 * Finding jobs: the lookups, the search (no sign-in; the job card and the page are said in its answer rule). A job's
 * page and the recommended jobs: job-2.ts.
 */
export default defineRules({
  'GET Job/options/get': [
    {
      kind: 'answer',
      rule:
        'No sign-in. Answers `{ result: { jobTypes, remoteStatuses, salaryCompensations, yearsOfExperience, focuses, ' +
        'jobFields } }`, each a list of `{ id, name }` (a focus `{ id, name, jobFieldId }`), exactly the pinned values ' +
        'in their order: job types 1-5 and 7, remote statuses 1-5, pay periods 1-5 (`per hour` … `per year`), ' +
        'experience levels 1-5, focuses 1-14 each with its field, job fields 1-8.',
      interactions: ['a request for the job options'],
    },
    {
      kind: 'answer',
      rule: 'When the lookups cannot be read, a 500 `{ exceptionMessage }` (the shape of every server fault).',
      interactions: ['a request for the job options while they are unavailable'],
      unpinned: ['the message text (matched by type)'],
    },
  ],
  'GET Job/search': [
    {
      kind: 'answer',
      rule:
        'No sign-in. Answers `{ result: { items, totalCount, pageNumber, pageSize } }`, each item a *job card* ' +
        '`{ id, title, status, jobType, remoteStatus, companyId, companyName, companyLogo, city, state, country, ' +
        'createdDate, publishedDate, expireDate, isSponsored, salaryMin, salaryMax, salaryCompensationId, ' +
        'salaryCompensationName, isHousingIncluded, isHousingSubsidized, isRelocationStipend, isCommuterBenefits, ' +
        "isHQPosition, distanceMiles }`: `companyName`, `companyLogo` those of the job's company, " +
        '`salaryCompensationName` the name of its pay period (`per year`), `isSponsored` whether an active boost ' +
        'sponsors it now, `distanceMiles` the great-circle miles from the search point, to one decimal (null without ' +
        'a point).',
      interactions: ['a search for active jobs with filters', 'a search without a sort, newest first'],
      unpinned: ['a sponsored job (`isSponsored` true) in a search', 'a `distanceMiles` with a decimal'],
    },
    {
      kind: 'filter',
      rule:
        'Only live jobs, active (status 3) and not past their `expireDate` (none: open until filled): a draft, and an ' +
        'active job past its `expireDate`, are never found.',
      interactions: ['a search for active jobs with filters'],
      unpinned: ['a job whose `expireDate` is the present moment', 'a pending, rejected or closed job'],
    },
    {
      kind: 'filter',
      rule:
        '`keyword`: every word of it (split on spaces, case aside) occurs in the title, company name, city, state, ' +
        'job field name or focus name: `trip planner` leaves out `River Trip Guide` and `Event Planner`; `keystone` ' +
        'finds the jobs of Keystone Paddle Co. A word with no letter or digit in it (an emoji, a dash) is left out: ' +
        '`river 🛶` is `river`. A word is found within one of those, never across two: `plannerkeystone` does not find ' +
        'River Trip Planner of Keystone Paddle Co.',
      interactions: [
        'a search for active jobs with filters',
        'a search without a sort, newest first',
        'a search for a word and an emoji',
        'a search for the end of the title run into the company name',
      ],
      unpinned: [
        'a word found only in the city, state, field or focus name',
        'words parted by two spaces',
        'a keyword over 100 characters (a 400 under `keyword`)',
      ],
    },
    {
      kind: 'filter',
      rule:
        '`jobTypes`, `remoteStatuses`, `yearsOfExperienceIds`, `focusIds` are lists, their key repeated ' +
        '(`jobTypes=1&jobTypes=7`): a job matches one of the values. Remote status 6, Remote Considered, is a filter ' +
        'value only: it finds remote globally (1), remote in region (3) and hybrid (5), not on site (4).',
      interactions: [
        'a search for active jobs with filters',
        'a search for the jobs of a focus',
        'a search for on-site jobs beside a job remote in region',
      ],
      unpinned: ['two `yearsOfExperienceIds` or two `focusIds`', 'on the road (2) left out by Remote Considered'],
    },
    {
      kind: 'filter',
      rule:
        '`benefits` (flag names: `isHousingIncluded`, `isHousingSubsidized`, `isRelocationStipend`, ' +
        '`isCommuterBenefits`, `isHQPosition`, key repeated): every flag given must be true of the job.',
      interactions: ['a search for active jobs with filters'],
      unpinned: ['two flags at once (all must hold, not one)', 'an unknown flag name (a 400 under `benefits`)'],
    },
    {
      kind: 'filter',
      rule:
        '`datePosted` (`Past24Hours`, `PastWeek`, `PastMonth` = 30 days, `AnyTime`): jobs posted since the clock ' +
        'minus that span, by `publishedDate` (else `createdDate`): PastWeek keeps jobs published 1, 3 and 5 days ago ' +
        'and leaves out one published 60 days ago; the bound is inclusive (published 7 days ago to the moment: kept, ' +
        '8 days ago: left out); a job created 60 days ago and published yesterday is of the past week.',
      interactions: [
        'a search for active jobs with filters',
        'a search of the past week beside jobs published on its first day, the day before, and long after their creation',
      ],
      unpinned: ['`Past24Hours` and `PastMonth` in a search'],
    },
    {
      kind: 'filter',
      rule:
        '`lat`, `lng`, `radius` (miles): the jobs whose great-circle distance from the point is at most `radius`: ' +
        'with radius 12, the jobs 10 miles away are found and one in Pittsburgh is not; one 11 miles due east is ' +
        'found, one 11 miles north and 11 east (15.5 miles) is not.',
      interactions: [
        'a search for active jobs with filters',
        'a search within 12 miles beside jobs 11 miles east and 15.5 miles north-east',
      ],
      unpinned: ['a job at exactly `radius` miles'],
    },
    {
      kind: 'filter',
      rule:
        "`state` (a US state's two capital letters): the jobs in the US whose `state` is it: a job at the same " +
        'point said to be in Maryland is left out, and so is one in Brazil whose `state` is PA (Pará).',
      interactions: ['a search for active jobs with filters'],
      unpinned: ['a state not of two capital letters (a 400 under `state`)'],
    },
    {
      kind: 'filter',
      rule:
        "`salaryMin`, `salaryMax`: the job's pay range overlaps the wanted one: its max (its min when it has no max) " +
        '>= `salaryMin`, its min (or max) <= `salaryMax`; a job without pay never matches. `salaryMin=40000` leaves out ' +
        'a 20,000-30,000 job; `salaryMax=35000` finds it and leaves out a 45,000-60,000 one. The bounds are ' +
        'inclusive: `salaryMin=50000&salaryMax=50000` finds a job paying 45,000-60,000 and one with only a minimum of ' +
        '50,000, not one with only a maximum of 30,000, one paying 60,000-70,000, nor one listing no pay. Without ' +
        'either, no job is left out for its pay (one listing none is found).',
      interactions: [
        'a search without pay filters beside jobs listing no pay or one bound',
        'a search for active jobs with filters',
        'a search with a maximum salary',
        'a search with the same minimum and maximum salary, beside jobs paying around it or nothing',
        'a search with a maximum salary, beside a job listing no pay and jobs listing one bound',
        'a search with a minimum salary, beside a job listing no pay and jobs listing one bound',
      ],
    },
    {
      kind: 'filter',
      rule:
        '`salaryCompensationId`: only jobs paid in that pay period (amounts are not converted: the same amounts per ' +
        'hour do not match `5`, per year).',
      interactions: ['a search for active jobs with filters'],
    },
    {
      kind: 'filter',
      rule:
        "`jobFieldId` keeps that field's jobs, `focusIds` those of one of the focuses: a job of another field and focus " +
        'is left out.',
      interactions: [
        'a search for the jobs of a job field',
        'a search for the jobs of a focus',
        'a search for a job field and one of its focuses',
      ],
    },
    {
      kind: 'input',
      rule:
        '`salaryMin` above `salaryMax` is a 400 with the message under `errors.salaryMax`. Every other bad value is a ' +
        '400 under its own key: amounts 0-99,999,999; an id GET Job/options/get does not list (`jobFieldId`, `focusIds`, a ' +
        "focus of another field than `jobFieldId`'s, `yearsOfExperienceIds`, `salaryCompensationId`); of `lat`, `lng`, " +
        '`radius` (all three or none) each one missing, under its own key. An id of no lookup answers `{ error: ' +
        "'Some query parameters are not valid.', errors: { jobFieldId: ['Unknown job field'] } }` (`focusIds`: " +
        "'Unknown focus'), not an empty page.",
      interactions: [
        'a search with a minimum salary above the maximum',
        'a search with a maximum salary',
        'a search for a job field that does not exist',
        'a search for a focus of another job field',
        'a search for a job field and one of its focuses',
      ],
      unpinned: [
        'a point without `radius`, or `radius` alone (a 400 under each missing key)',
        'an unknown `sort` or `order`',
      ],
    },
    {
      kind: 'order',
      rule:
        '`sort` `createdDate` (the default), `title` (case aside) or `expireDate` (jobs without one last, either way); ' +
        '`order` `asc` or `desc` (the default); ties by id ascending, in either order. Without a sort: the newest ' +
        'created first.',
      interactions: [
        'a search without a sort, newest first',
        'a search for active jobs with filters',
        'a search for the second page of one job, by title',
        'a search by expiry date, latest first, beside a job open until filled',
        'a search by expiry date, soonest first, beside a job open until filled',
        'a search with the same minimum and maximum salary, beside jobs paying around it or nothing',
      ],
      unpinned: ['titles differing only in case', '`sort=title` descending'],
    },
    {
      kind: 'limit',
      rule:
        '`pageNumber` from 1 (default 1), `pageSize` 1 to 100 (default 20): page 2 of 1 a page by title is the second ' +
        'title; `totalCount` counts every match, not the page.',
      interactions: ['a search for the second page of one job, by title', 'a search without a sort, newest first'],
      unpinned: ['a `pageSize` of 101 or 0 (a 400 under `pageSize`)', 'a page past the last (items [])'],
    },
  ],
});
