import { defineRules } from './define';

/**
 * A job's applicants, for its company's own people and the site admins: the list with each one's match, moving
 * applications through the stages (0 Applied, 1 Interviewing, 2 Received Offer, 3 Not hired), and closing the job.
 */
export default defineRules({
  'GET admin/Job/:id/applicants': [
    {
      kind: 'auth',
      rule:
        'Needs a session of role Employer (2) or Admin (3): no token, or an expired or unknown one, is 401; a ' +
        "candidate's is 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        "a request for a job's applicants without a token",
        "a request for a job's applicants with an expired token",
        "a request for a job's applicants with an unknown token",
        "a request for a job's applicants with the token of a candidate",
      ],
    },
    {
      kind: 'auth',
      rule:
        "The job's company's own people (and the site admin) see its applicants; an employer of another company is " +
        "403 `{ error: 'You are not a member of this company.' }`.",
      interactions: ["a request for the applicants of another company's job", "a request for a job's applicants"],
      unpinned: ["the site admin's request: no interaction sends an admin token"],
    },
    {
      kind: 'not found',
      rule: "A job id no job has is 404 `{ error: 'This job does not exist.' }`.",
      interactions: ['a request for the applicants of a job that does not exist'],
    },
    {
      kind: 'input',
      rule:
        "`stage` is 0 to 3, or 4 for all: another is 400 `{ error: 'Some query parameters are not valid.', errors: " +
        "{ stage: ['Unknown application stage'] } }`.",
      interactions: [
        "a request for a job's applicants at an unknown stage",
        "a request for a job's applicants at stage Interviewing",
      ],
      unpinned: ['`stage=4` sent, and unknown `sort`, `candidateSort`, `radius`, `range` values (400 under each)'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { items, totalCount, pageNumber, pageSize, counts } }`, an applicant `{ applicationId, ' +
        'userId, firstName, lastName, jobTitle, location, appliedDate, stage, matchPercent, matchReasons, isPremium ' +
        '}`: `jobTitle` the first job interest of their profile (null when none), `location` its current town ' +
        '"City, ST" (null when none), `isPremium` the candidate has role Premium (4), `matchPercent` and ' +
        '`matchReasons` their match with the job (worded from the job\'s side, "Their focus: Paddling"), the most ' +
        'points first. An applicant who has no profile yet is matched as a profile that names nothing (no place, ' +
        'focus, job type or pay): `jobTitle` and `location` null, 40 % for the job remote in region.',
      interactions: [
        "a request for a job's applicants",
        'a request for the applicants within reach of a job done on site',
        "a request for a job's applicants, one of them without a profile",
      ],
    },
    {
      kind: 'filter',
      rule:
        "The applicants are the job's applications in status 0 (applied) with a candidate; `stage` keeps those at " +
        'that stage (none or 4: all). A candidate who only saved the job (status 4) is none.',
      interactions: [
        "a request for a job's applicants, one of them without a profile",
        "a request for a job's applicants at stage Interviewing",
        "a request for a job's applicants",
        "a request for a job's three applicants, the best match first",
      ],
      unpinned: ['a job never sent for review (a draft) has no applicants'],
    },
    {
      kind: 'answer',
      rule:
        '`counts` holds, keyed "0" to "3" and "4" for all, how many applicants each stage holds under the distance ' +
        'filters, whatever `stage` and the page ask.',
      interactions: [
        "a request for a job's applicants at stage Interviewing",
        "a request for a job's applicants within its pay range",
        "a request for a job's applicants",
        "a request for a job's applicants after it was filled through Basecamp",
      ],
    },
    {
      kind: 'filter',
      rule:
        '`radius=WithinRadius` keeps the applicants the job is within reach of (remote for them, within the ' +
        'distance they travel, or no place in their profile); `range=WithinRange` those whose minimum pay for the ' +
        "job's pay period the job reaches (or who set none). `All` or none keeps everyone.",
      interactions: [
        'a request for the applicants within reach of a job done on site',
        "a request for a job's applicants within its pay range",
        "a request for a job's applicants",
      ],
      unpinned: [
        '`range` alone, and `radius` alone on a remote job',
        'a candidate with no place (kept by `radius`) or no minimum pay (kept by `range`)',
      ],
    },
    {
      kind: 'order',
      rule:
        '`sort` 0 (the default) puts the best match first, 1 the newest application first, 2 the oldest (by ' +
        '`appliedDate`, then application id); `candidateSort`, when given, takes its place: 0 by last name then ' +
        'first name, 1 by `jobTitle` (none last, those by name: Rivera before Stone). Texts are compared case and ' +
        'accents aside (`River Guide` and `river guide` are one title, then by name: Alder before Young); a tie ' +
        'of one moment goes to the higher application id, whatever the order applied (505 stored before 504).',
      interactions: [
        "a request for a job's applicants by job title, one of them without a profile",
        "a request for a job's applicants by job title, two titles differing only in capitals",
        "a request for a job's applicants, two of one match applied the same day",
        "a request for a job's applicants by name, one of them without a profile",
        "a request for a job's applicants",
        "a request for a job's applicants, newest first",
        "a request for a job's applicants by name",
        "a request for a job's three applicants, the best match first",
        "a request for a job's three applicants, oldest first",
        "a request for a job's three applicants by name",
        "a request for a job's three applicants by job title",
      ],
      unpinned: ['a tie of names or of job titles broken by the newest application'],
    },
    {
      kind: 'limit',
      rule: 'A page of `pageSize` (1 to 100, default 20) from `pageNumber` (default 1).',
      interactions: ["a request for a job's applicants"],
      unpinned: ['a second page: no job has more than two applicants'],
    },
  ],
  'PUT admin/Job/:id/applicants/stage': [
    {
      kind: 'auth',
      rule:
        'Needs a session of role Employer (2) or Admin (3): no token, or an expired or unknown one, is 401; a ' +
        "candidate's is 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'an applicant moved to a stage without a token',
        'an applicant moved to a stage with an expired token',
        'an applicant moved to a stage with an unknown token',
        'an applicant moved to a stage with the token of a candidate',
      ],
    },
    {
      kind: 'auth',
      rule:
        "The job's company's own people (and the site admin) move its applicants; an employer of another company is " +
        "403 `{ error: 'You are not a member of this company.' }`.",
      interactions: ["an applicant of another company's job moved", 'two applicants moved to Interviewing'],
      unpinned: ["an id no job has (404), and the site admin's move"],
    },
    {
      kind: 'bound',
      rule:
        'The body is `{ applicationIds, stage }`: 1 to 100 ids and a stage 0 to 3; an empty list and stage 4 are a ' +
        "400 `{ error: 'Some fields are not valid.', errors: { applicationIds: ['Choose at least one applicant'], " +
        "stage: ['Choose Applied, Interviewing, Received Offer or Not hired'] } }`.",
      interactions: [
        'no applicant moved to an unknown stage',
        'two applicants moved to Interviewing',
        'two applicants moved to Not hired, one of them already there',
      ],
      unpinned: ['101 ids', 'each error alone (the one interaction breaks both fields)'],
    },
    {
      kind: 'input',
      rule:
        'Each id must be an application of this job in status 0; else nothing moves and it is 400 `{ error: ' +
        "'Some of these are not applicants of this job.', errors: { applicationIds: ['Not an applicant of this " +
        "job: 777'] } }`, naming the ids refused.",
      interactions: [
        'an application of another job moved',
        'an applicant moved with an application of another job that exists',
        'an applicant moved with a saved record of the job',
      ],
      unpinned: ['that the valid id sent beside it (501) stays where it was: nothing reads it after'],
    },
    {
      kind: 'conflict',
      rule:
        "A closed job (status 6) is 409 `{ error: 'This job is closed: its applicants keep the stage they had when " +
        "it closed.' }`.",
      interactions: ['an applicant of a closed job moved', 'two applicants moved to Interviewing'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { moved } }`: how many applications changed stage; one already at the stage is neither ' +
        'counted nor emailed.',
      interactions: [
        'two applicants moved to Interviewing',
        'two applicants moved to Not hired, one of them already there',
      ],
      unpinned: ['the same id twice in the list (counted once)', 'the email to each candidate moved: nothing reads it'],
    },
    {
      kind: 'side effect',
      rule:
        "The stage is stored: the job's applicants and the candidate's own applications (GET Job/my-jobs) show it at " +
        "once; the job's other applicants keep theirs.",
      interactions: [
        "a request for a job's applicants at stage Interviewing",
        'a request for the applied jobs at stage Received Offer, after the employer moved one there',
        "a request for the company's inactive jobs filled through Basecamp",
      ],
      unpinned: ['a move back to 0 Applied'],
    },
  ],
  'PUT admin/Job/:id/close': [
    {
      kind: 'auth',
      rule:
        'Needs a session of role Employer (2) or Admin (3): no token, or an expired or unknown one, is 401; a ' +
        "candidate's is 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a job closed without a token',
        'a job closed with an expired token',
        'a job closed with an unknown token',
        'a job closed with the token of a candidate',
      ],
    },
    {
      kind: 'auth',
      rule:
        "The job's company's own people (and the site admin) close it; an employer of another company is 403 " +
        "`{ error: 'You are not a member of this company.' }`.",
      interactions: ["another company's job closed", 'a job closed as filled through Basecamp'],
      unpinned: ["an id no job has (404), and the site admin's close"],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ how }`, `basecamp` (filled through the board), `external` (filled elsewhere) or `none`; ' +
        "another is 400 `{ error: 'Some fields are not valid.', errors: { how: ['Choose how the job ended'] } }`.",
      interactions: ['a job closed in an unknown way', 'a job closed as filled through Basecamp'],
    },
    {
      kind: 'conflict',
      rule:
        'Only an active job (status 3, live or past its deadline) closes: another is 409 naming its status, ' +
        "`{ error: 'This job is Pending Review: only an active job can be closed.' }`.",
      interactions: ['a job pending review closed', 'a job closed as filled through Basecamp'],
      unpinned: [
        'an active job past its deadline closed',
        'a job already closed (409 `This job is Application Closed: …`)',
      ],
    },
    {
      kind: 'conflict',
      rule:
        "`basecamp` needs an applicant at stage 2 Received Offer (the hire): else 409 `{ error: 'No applicant is " +
        "at Received Offer: move the person you hired there first, or say the role was filled elsewhere.' }`.",
      interactions: [
        'a job closed as filled through Basecamp with no applicant at Received Offer',
        'a job closed as filled through Basecamp',
      ],
    },
    {
      kind: 'answer',
      rule: 'Answers `{ result: job }` as GET admin/Job/{id} gives it, `status` 6.',
      interactions: ['a job closed as filled through Basecamp'],
    },
    {
      kind: 'side effect',
      rule:
        'The job becomes status 6 with `roleFilled` `basecamp`, `external` or null for `none` (its order status ' +
        'RoleFilledBasecamp, RoleFilledExternal or Closed; Inactive on the dashboard). Every applicant not hired ' +
        '(all but those at Received Offer when `basecamp`, and those already there) moves to 3 Not hired and is ' +
        "emailed. The company's `activeJobsCount` no longer counts it.",
      interactions: [
        "a request for the company's inactive jobs filled through Basecamp",
        'a request for the applied jobs at stage Not hired, after the job was filled elsewhere',
        'a request for every job of a company in the review after two were closed',
        "a request for a job's applicants after it was filled through Basecamp",
        "a job closed as filled elsewhere beside another job's application and a saved job",
        'a request for a company by id after one of its two live jobs was closed',
      ],
      unpinned: ["another job's application and a saved job read back after a close"],
    },
  ],
});
