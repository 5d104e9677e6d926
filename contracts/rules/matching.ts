import { defineRules } from './define';

/**
 * A live job's matching candidates and the employer's responses to them (kind 0 Marked interested, 1 Marked not
 * interested, 2 Invited to apply). These calls are the job's company's people (its admins and active members) and the
 * site's admins: another role is a 403 `You do not have permission to do that.`, another company's employer a 403
 * `You are not a member of this company.`; a path id no job has is a 404. The candidate's side: matching-2.ts.
 */
export default defineRules({
  'GET admin/Job/:id/matching-candidates': [
    {
      kind: 'auth',
      rule:
        "The job's company's people and site admins: no token, an expired or unknown one is a 401; a candidate's " +
        "token a 403; an employer of another company a 403 `{ error: 'You are not a member of this company.' }`.",
      interactions: [
        "a request for a job's matching candidates without a token",
        "a request for a job's matching candidates with an expired token",
        "a request for a job's matching candidates with an unknown token",
        "a request for a job's matching candidates with the token of a candidate",
        "a request for the matching candidates of another company's job",
        "a request for a job's matching candidates",
      ],
      unpinned: ["a site admin's token (answered)", 'a path id no job has (a 404)'],
    },
    {
      kind: 'conflict',
      rule:
        "A job that is not live is a 409 `{ error: 'This job is not live: only a live job has matching candidates.' }` " +
        '(one pending review).',
      interactions: ['a request for the matching candidates of a job pending review'],
      unpinned: ['an active job past its `expireDate`, and a closed one (409 too)'],
    },
    {
      kind: 'filter',
      rule:
        'The candidates (role 1) whose profile anyone may see (visibility 1), who have not applied to the job, and ' +
        "whose profile fits the job's field and focus with a match of 60 % or more, within their reach or not: one " +
        'who applied, one who shows their profile only to employers they applied to, and one with no focus are left ' +
        'out. One who only saved the job, applied to another job, or was marked not interested for another job is ' +
        "still listed. For a job that names no focus, a focus of its field fits (the field part 30 of 40: 'Their " +
        "field: Guiding & Instruction').",
      interactions: [
        "a request for a job's matching candidates",
        "a request for a job's matching candidates beside their records for another job",
        'a request for the matching candidates of a job naming no focus',
      ],
      unpinned: ['a match of 59 % or 60 %'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: page }` of `{ userId, firstName, lastName, jobTitle, location, matchPercent, ' +
        "matchReasons, response }`: `jobTitle` the first of the profile's job interests (null: none), `location` " +
        '`City, ST` of its current location (null: no town), `matchPercent` as GET Job/recommended scores the job for ' +
        "them, `matchReasons` worded from the employer's side (`Their focus: Paddling`, `Full-time, as they prefer`, " +
        '`Pays their $45,000 minimum or more`), `response` null or `{ kind, message, messageStatus, date }`.',
      interactions: [
        "a request for a job's matching candidates",
        "a request for a job's candidates invited, their message pending",
      ],
    },
    {
      kind: 'order',
      rule: 'The best `matchPercent` first, then by last name, first name, and user id.',
      interactions: ["a request for a job's matching candidates"],
      unpinned: ['two candidates of one match (the order by name)'],
    },
    {
      kind: 'filter',
      rule:
        '`radius=WithinRadius` keeps those the job is within reach of (remote for them, within their distance, 50 miles ' +
        'by default, or no place in their profile): the job done on site, the candidates in Pittsburgh, beyond their 50 miles, are left out.',
      interactions: [
        "a request for a job's matching candidates within reach of it, done on site",
        "a request for a job's matching candidates",
      ],
      unpinned: ['a candidate with no place in their profile (kept)', '`radius=All`'],
    },
    {
      kind: 'filter',
      rule:
        "`range=WithinRange` keeps those whose minimum pay for the job's pay period the job reaches (its max, or min), " +
        'or who set none: one asking 90,000 a year of a 45,000-60,000 job is left out.',
      interactions: [
        "a request for a job's matching candidates within its pay range",
        "a request for a job's matching candidates",
      ],
      unpinned: ["a minimum equal to the job's maximum (kept)", "a minimum in another pay period than the job's"],
    },
    {
      kind: 'filter',
      rule:
        'Those marked not interested are left out; with `notInterested=1` only they are listed (0 or none: the ' +
        'others). A candidate marked otherwise since is listed again.',
      interactions: [
        "a request for a job's matching candidates, one marked not interested",
        "a request for a job's candidates marked not interested",
        `a request for a job's matching candidates after a "not interested" was taken back through the call`,
        "a request for a job's matching candidates after one was marked not interested, then interested",
      ],
    },
    {
      kind: 'filter',
      rule:
        '`messageStatus` 1 keeps those invited whose invitation the candidate has not seen (Message pending), 2 those ' +
        'who have (Message sent); 0 or none, everyone: a candidate marked interested is left out by 1.',
      interactions: [
        "a request for a job's candidates invited, their message pending",
        "a request for a job's candidates invited, their message seen",
      ],
      unpinned: ['an invitation seen left out by 1'],
    },
    {
      kind: 'limit',
      rule: '`pageNumber` from 1, `pageSize` 1 to 100 (default 20); `totalCount` counts every candidate the filters keep.',
      interactions: [
        "a request for a job's matching candidates",
        "a request for a job's matching candidates within its pay range",
      ],
      unpinned: ['a page smaller than the total'],
    },
  ],
  'PUT admin/Job/:id/candidate-responses': [
    {
      kind: 'auth',
      rule:
        "As GET admin/Job/{id}/matching-candidates: no token, an expired or unknown one is a 401; a candidate's token " +
        "a 403; an employer of another company a 403 `{ error: 'You are not a member of this company.' }`.",
      interactions: [
        'a response to a matching candidate without a token',
        'a response to a matching candidate with an expired token',
        'a response to a matching candidate with an unknown token',
        'a response to a matching candidate with the token of a candidate',
        "a candidate marked interested for another company's job",
        'a matching candidate marked interested',
      ],
    },
    {
      kind: 'input',
      rule:
        'The body `{ userId, kind: 0 | 1 | 2, message }`; a `userId` that is no candidate (an employer, or no user ' +
        "at all) is a 400 `{ error: 'This is no candidate.', errors: { userId: ['Unknown candidate'] } }`.",
      interactions: [
        'an employer marked interested as a matching candidate',
        'a response to a matching candidate who does not exist',
        'a matching candidate marked interested',
      ],
      unpinned: ['a `kind` of 3 (a 400 under `kind`)'],
    },
    {
      kind: 'bound',
      rule:
        "An invitation's (kind 2) `message` is 10 to 500 characters once trimmed, else a 400 under `errors.message`: " +
        '`Apply!` is refused, a sentence of 76 accepted.',
      interactions: [
        'a matching candidate invited to apply without a message',
        'a matching candidate invited to apply',
      ],
      unpinned: ['a message of 9, 10, 500 or 501 characters', 'a null message with kind 2'],
    },
    {
      kind: 'conflict',
      rule:
        "A candidate who applied to the job is a 409 `{ error: '{firstName} {lastName} has applied already: see the " +
        "applicants.' }` (`Casey Rivera has applied already: see the applicants.`); a job not live, a 409.",
      interactions: ['an applicant marked interested as a matching candidate'],
      unpinned: ['a response for a job not live (409)'],
    },
    {
      kind: 'answer',
      rule:
        "Answers `{ result: { kind, message, messageStatus, date } }`: `message` the invitation's text, trimmed (null " +
        'for kinds 0 and 1, whatever is sent), `messageStatus` 1 for an invitation and null otherwise, `date` the ' +
        "server clock's moment.",
      interactions: [
        'a matching candidate marked interested',
        'a matching candidate invited to apply',
        'a matching candidate invited to apply with spaces around the message',
      ],
      unpinned: ['a message sent with kind 0 or 1 (stored as null)'],
    },
    {
      kind: 'side effect',
      rule:
        "The response is the candidate's one for the job, replacing one before: GET admin/Job/{id}/matching-candidates shows it as " +
        '`response` (a "not interested" leaves the default list for `notInterested=1`); an invitation reaches the ' +
        'candidate\'s GET Job/invitations unseen, a "marked interested" their GET Job/interested-employers.',
      interactions: [
        'a matching candidate marked interested',
        'a matching candidate invited to apply',
        "a request for a job's candidates invited, their message pending",
        "a request for a job's candidates marked not interested",
        "a request for the candidate's invitations",
        'a request for the employers interested in a Premium candidate',
        "a request for a job's matching candidates after one was marked not interested, then interested",
        "a request for the candidate's invitations after the employer marked them not interested instead",
      ],
      unpinned: ['the invitation emailed to the candidate (no interaction reads the mail)'],
    },
  ],
  'DELETE admin/Job/:id/candidate-responses': [
    {
      kind: 'auth',
      rule:
        "As GET admin/Job/{id}/matching-candidates: 401 without a live token; a candidate's token a 403; another " +
        "company's employer a 403 `{ error: 'You are not a member of this company.' }`.",
      interactions: [
        'a response to a matching candidate taken back without a token',
        'a response to a matching candidate taken back with an expired token',
        'a response to a matching candidate taken back with an unknown token',
        'a response to a matching candidate taken back with the token of a candidate',
        "a response for another company's job taken back",
        'a "not interested" taken back',
      ],
    },
    {
      kind: 'not found',
      rule:
        "`userId` with no response for this job is a 404 `{ error: 'There is no response to this candidate for this " +
        "job.' }`.",
      interactions: ['a response taken back that was never given'],
    },
    {
      kind: 'answer',
      rule: 'Answers `{ result: null }`.',
      interactions: ['a "not interested" taken back'],
    },
    {
      kind: 'side effect',
      rule:
        'The response is gone: a candidate marked not interested is listed again by GET admin/Job/{id}/matching-candidates, ' +
        "`response` null; an invitation taken back leaves the candidate's invitations. The other responses (another " +
        "candidate's for the job, the candidate's for another job) stay as they were.",
      interactions: [
        'a "not interested" taken back',
        `a request for a job's matching candidates after a "not interested" was taken back through the call`,
        "a request for the candidate's invitations after one was taken back through the call",
        "a request for a job's matching candidates",
      ],
      unpinned: ['a job not live (409)'],
    },
  ],
});
