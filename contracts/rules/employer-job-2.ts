import { defineRules } from './define';

/**
 * Posting a job and rewriting it, as a draft (status 1) or sent for review (status 2). The company's own people write
 * its jobs; the site admin posts and corrects any company's, on its behalf.
 */
export default defineRules({
  'POST admin/Job': [
    {
      kind: 'auth',
      rule:
        'Needs a session of role Employer (2) or Admin (3): no token, or an expired or unknown one, is 401; a ' +
        "candidate's is 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a new job without a token',
        'a new job with an expired token',
        'a new job with an unknown token',
        'a new job with the token of a candidate',
      ],
    },
    {
      kind: 'auth',
      rule:
        "The body's `companyId` is the company the job is for: an employer posts only for a company they are an " +
        "active member of (another is 403); the site admin posts for any company, the job that company's.",
      interactions: [
        'a new job for another company',
        'a new job sent for review',
        'a new job the site admin posts for a company',
      ],
      unpinned: [
        "the job's history and the email to the company's admins when the site admin posts: nothing reads them",
      ],
    },
    {
      kind: 'not found',
      rule: "A `companyId` no company has is 404 `{ error: 'This company does not exist.' }`.",
      interactions: ['a new job the site admin posts for a company that does not exist'],
      unpinned: ['the same 404 for an employer'],
    },
    {
      kind: 'input',
      rule:
        'A draft (`status` 1) needs only a `title` (3 to 120 characters, trimmed): `description` may be empty and ' +
        '`jobType`, `remoteStatus`, `jobFieldId`, `city`, `country`, `lat`, `lng` null. Sent for review (`status` ' +
        '2) it needs them all, `description` 50 to 10,000 characters: a missing one is a 400 `{ errors }` under its ' +
        'name (`jobType`, `city` …).',
      interactions: [
        'a new draft with a title alone',
        'a job sent for review without its type and place',
        'a new job sent for review',
      ],
      unpinned: [
        'the bounds of `title` (2 and 121 characters) and `description` (49 characters)',
        'a `status` other than 1 or 2',
      ],
    },
    {
      kind: 'input',
      rule:
        'What is given must hold, draft or not (400 under the field): `jobFieldId` a job field, `focusId` a focus of ' +
        'that field, `yearsOfExperienceId` and `salaryCompensationId` known; `salaryMin` ≤ `salaryMax` (whole numbers ' +
        'from 0), a pay period when either is given; `remoteCountries` (ISO codes) for Remote in region (3); not ' +
        "housing included and subsidized both. The lookups' 400 is `{ error: 'Some fields are not valid.', errors }`: " +
        '`jobFieldId` `Choose a job field`, `focusId` `Choose a focus of the job field`, `yearsOfExperienceId` ' +
        '`Unknown experience level`, `salaryCompensationId` `Unknown pay period`.',
      interactions: [
        'a new job sent for review',
        'a job sent for review without its type and place',
        'a new job whose job field, experience level and pay period do not exist',
        'a new job with a focus of another job field',
      ],
      unpinned: [
        'the other 400s of this rule: no interaction sends a minimum above the maximum, pay without a period, ' +
          'Remote in region without countries, or both housing flags',
      ],
    },
    {
      kind: 'bound',
      rule:
        '`expireDate` (the last day applications are taken), when given, must be later than now: one already past is ' +
        'a 400 under `expireDate` (`Pick a deadline after today`); null means open until filled.',
      interactions: [
        'a new job with a deadline in the past',
        'a new job sent for review',
        'a new draft with a title alone',
        "a new job whose deadline is the clock's moment",
      ],
      unpinned: ['a deadline a moment after now (taken): the pacts send now, 2020 and 2099'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: job }` as GET admin/Job/{id} gives it: a new id, `status` as sent, the fields as sent ' +
        '(`remoteCountries` kept only for Remote in region, else []), `createdDate` now, `publishedDate` and ' +
        '`rejectReason` null.',
      interactions: [
        'a new draft with a title alone',
        'a new job sent for review',
        'a new job the site admin posts for a company',
        'a new job done on site sent with remote countries',
      ],
    },
    {
      kind: 'side effect',
      rule:
        'The job is stored as posted: GET admin/Job/{id} answers it under its new id with every field as sent, ' +
        '`status` as sent (a draft stays 1, a job sent for review 2), `createdDate` the moment of the POST, ' +
        '`publishedDate` and `rejectReason` null.',
      interactions: [
        'a request for a job the employer posted for review, to edit',
        'a request for a draft the employer posted, to edit',
      ],
      unpinned: [
        "the dashboard's read of the new job (GET admin/Job/company-jobs), and a job the site admin posted read back",
      ],
    },
    {
      kind: 'answer',
      rule:
        '`score` is the listing score, 0 to 100: pay shown (`salaryMin` or `salaryMax`) 30, a description of 150 ' +
        'characters or more (trimmed) 10 and of 400 or more 10 again, a focus 15, years of experience 15, any of ' +
        'the five benefit flags 10, an `expireDate` 10.',
      interactions: ['a new draft with a title alone', 'a new job sent for review'],
      unpinned: ['the two description parts: every description sent is under 150 characters'],
    },
  ],
  'PUT admin/Job/:id': [
    {
      kind: 'auth',
      rule:
        'Needs a session of role Employer (2) or Admin (3): no token, or an expired or unknown one, is 401; a ' +
        "candidate's is 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'an edit of a job without a token',
        'an edit of a job with an expired token',
        'an edit of a job with an unknown token',
        'an edit of a job with the token of a candidate',
      ],
    },
    {
      kind: 'auth',
      rule:
        "The job's company's own people rewrite it (an employer of another company is 403); the site admin corrects " +
        "any company's job.",
      interactions: [
        "an edit of another company's job",
        'a rejected job rewritten and sent again for review',
        "the site admin's correction of a company's live job",
      ],
      unpinned: [
        'an id no job has (404 `This job does not exist.`)',
        "the job's history and the email to the company's admins after the site admin's correction",
      ],
    },
    {
      kind: 'input',
      rule:
        "The body is the job input of POST admin/Job, with its rules; its `companyId` must be the job's own (400 " +
        "under `companyId`: `{ error: 'A job stays with its company.', errors: { companyId: ['A job cannot move to " +
        "another company'] } }`).",
      interactions: [
        'a rejected job rewritten and saved as a draft',
        'a live job rewritten and sent again for review',
        'an edit of a job that moves it to another company',
      ],
      unpinned: ['the 400s of the job input: no interaction sends a bad field to this call'],
    },
    {
      kind: 'conflict',
      rule:
        "A closed job (status 6) can no longer be edited: 409 `{ error: 'This job is closed: it can no longer be " +
        "edited.' }`. Every other status may be rewritten.",
      interactions: [
        'an edit of a closed job',
        'a rejected job rewritten and saved as a draft',
        'a live job rewritten and sent again for review',
      ],
      unpinned: ['a draft, a job pending review or one missing information rewritten'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: job }` as GET admin/Job/{id} gives it: every field as sent, `status` as sent (a live job ' +
        'sent again goes back to 2, Pending Review), `score` recomputed; `id`, `companyId`, `createdDate` and ' +
        '`publishedDate` kept.',
      interactions: [
        'a live job rewritten and sent again for review',
        "the site admin's correction of a company's live job",
        'a rejected job rewritten and sent again for review',
      ],
      unpinned: ["`score` recomputed: the states' job and the rewritten one both score 80"],
    },
    {
      kind: 'answer',
      rule: "Sent for review (status 2), the job's `rejectReason` is cleared (null); saved as a draft (1) it keeps it.",
      interactions: [
        'a rejected job rewritten and sent again for review',
        'a rejected job rewritten and saved as a draft',
      ],
    },
    {
      kind: 'side effect',
      rule:
        'The rewrite is stored: GET admin/Job/{id} answers every field as the PUT sent it and its `status`, and ' +
        'what the PUT does not send as it was: `id`, `companyId`, `createdDate`, `publishedDate` (a live job sent ' +
        'again keeps it), and the `rejectReason` of a job saved as a draft.',
      interactions: [
        'a request for a rejected job to edit after it was rewritten as a draft',
        'a request for a live job to edit after it was rewritten and sent again for review',
      ],
      unpinned: ["the site admin's correction read back"],
    },
  ],
});
