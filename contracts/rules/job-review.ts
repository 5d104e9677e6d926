import { defineRules } from './define';

/**
 * The site admin's review of jobs (role Admin only): every posted job by order status, the tabs' counts, and the
 * decisions. A job's order status: `PendingReview` (status 2), `MissingInformation` (5), `Rejected` (4), `Active`
 * (3, `expireDate` null or later than now), `Expired` (3 past it), `RoleFilledExternal` and `RoleFilledBasecamp` (6
 * with `roleFilled` `external` or `basecamp`), `Closed` (6 without); a draft (1) has none.
 */
export default defineRules({
  'GET admin/Job/review': [
    {
      kind: 'auth',
      rule:
        "Needs a session of role Admin (3): no token, or an expired or unknown one, is 401; an employer's is 403 " +
        "`{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a request for the review queue without a token',
        'a request for the review queue with an expired token',
        'a request for the review queue with an unknown token',
        'a request for the review queue with the token of an employer',
        'a request for the review queue with an employer token',
      ],
      unpinned: ["a candidate's token (403)"],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { items, totalCount, pageNumber, pageSize } }`, each item a job card (as GET Job/search ' +
        "gives it) plus `description`, `jobFieldName`, `score`, `rejectReason` (a rejection's reason or what is " +
        'missing), `roleFilled` (`external`, `basecamp` or null) and `updatedDate` (its last write or decision).',
      interactions: [
        'a request for the All jobs of a company that match the keywords',
        'a request for the rejected jobs of a company in the review',
        'a request for every job of a company in the review after two were closed',
      ],
    },
    {
      kind: 'default',
      rule: 'Without `orderStatus`, the review queue: `PendingReview` only.',
      interactions: ['a request for the jobs of a company waiting for review'],
    },
    {
      kind: 'filter',
      rule:
        '`orderStatus` keeps the jobs of that order status (the rule above); `All` keeps every one that has one, ' +
        'never a draft.',
      interactions: [
        'a request for the PendingReview jobs of a company that match the keywords',
        'a request for the Active jobs of a company that match the keywords',
        'a request for the RoleFilledExternal jobs of a company that match the keywords',
        'a request for the RoleFilledBasecamp jobs of a company that match the keywords',
        'a request for the Expired jobs of a company that match the keywords',
        'a request for the Closed jobs of a company that match the keywords',
        'a request for the Rejected jobs of a company that match the keywords',
        'a request for the MissingInformation jobs of a company that match the keywords',
        'a request for the All jobs of a company that match the keywords',
        'a request for the rejected jobs of a company in the review',
        'a request for the live jobs of a company in the review after an approval',
      ],
      unpinned: ['the Active/Expired edge: a deadline a moment before or after now', 'an unknown value (400)'],
    },
    {
      kind: 'filter',
      rule:
        "`keyword`: every word (case aside) is in the job's title, company name, town, state, field or focus; at " +
        'most 100 characters.',
      interactions: [
        'a request for the jobs of a company waiting for review',
        'a request for the PendingReview jobs of a company that match the keywords',
      ],
      unpinned: ['two words, and a word found only in the company name, town or field', '101 characters (400)'],
    },
    {
      kind: 'filter',
      rule: "`companyId` keeps that company's jobs, `jobFieldId` those of that job field.",
      interactions: [
        'a request for the jobs of a company waiting for review',
        'a request for page 2 of the live jobs of a job field in the review, by title from Z to A',
        "a request for every company's jobs waiting for review",
      ],
    },
    {
      kind: 'order',
      rule:
        'Oldest first by default (`createdDate` `asc`: first come, first served); `sort` `createdDate`, `title` or ' +
        '`expireDate` and `order` `asc` (the default) or `desc` as asked. Ties by id.',
      interactions: [
        'a request for the live jobs of a company in the review, oldest first',
        'a request for the All jobs of a company that match the keywords',
        'a request for page 2 of the live jobs of a job field in the review, by title from Z to A',
      ],
      unpinned: ['`sort=expireDate`, and `createdDate` `desc`'],
    },
    {
      kind: 'limit',
      rule:
        'A page of `pageSize` (1 to 100, default 20) from `pageNumber` (default 1): page 2 of 2 holds the 3rd match; ' +
        '`totalCount` counts every match.',
      interactions: [
        'a request for page 2 of the live jobs of a job field in the review, by title from Z to A',
        'a request for the All jobs of a company that match the keywords',
      ],
      unpinned: ['a `pageSize` of 101 (400)'],
    },
  ],
  'GET admin/Job/order-counts': [
    {
      kind: 'auth',
      rule:
        "Needs a session of role Admin (3): no token, or an expired or unknown one, is 401; an employer's is 403 " +
        "`{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a request for the counts of jobs by order status without a token',
        'a request for the counts of jobs by order status with an expired token',
        'a request for the counts of jobs by order status with an unknown token',
        'a request for the counts of jobs by order status with the token of an employer',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: [{ orderStatus, count }] }`, one per tab in this order: `PendingReview`, `Active`, ' +
        '`RoleFilledExternal`, `RoleFilledBasecamp`, `Expired`, `Closed`, `Rejected`, `MissingInformation`, `All` ' +
        '(every job with an order status; drafts in none), 0 for an empty one.',
      interactions: [
        "a request for the counts of a company's jobs by order status",
        "a request for the counts by order status of a company's jobs that match the keywords",
      ],
      unpinned: ['a tab counted 0: every tab holds a job in both interactions'],
    },
    {
      kind: 'filter',
      rule: '`companyId` and `keyword` narrow the counts as they narrow GET admin/Job/review.',
      interactions: [
        "a request for the counts by order status of a company's jobs that match the keywords",
        "a request for the counts of a company's jobs by order status",
      ],
      unpinned: ["the company filter: the states hold no other company's job"],
    },
  ],
  'PUT admin/Job/:id/status': [
    {
      kind: 'auth',
      rule:
        "Needs a session of role Admin (3): no token, or an expired or unknown one, is 401; an employer's is 403 " +
        "`{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a review decision without a token',
        'a review decision with an expired token',
        'a review decision with an unknown token',
        'a review decision with the token of an employer',
      ],
      unpinned: ['an id no job has (404 `This job does not exist.`)'],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ status, reason }`: `status` 3 Approve, 4 Reject, 5 Missing Information or 6 Close; a ' +
        'rejection needs a `reason` of 10 to 500 characters (trimmed), else 400 under `reason` (`Tell the employer ' +
        'why (10 characters or more)`), and so does Missing Information (`Tell the employer what is missing (10 ' +
        'characters or more)`).',
      interactions: [
        'a rejection without a reason',
        'a rejection of a job waiting for review',
        'a request for missing information without saying what is missing',
        'a request for missing information on a job waiting for review',
      ],
      unpinned: ['a reason of 501 characters, and exactly 9 or 10', 'an unknown `status` (400)'],
    },
    {
      kind: 'conflict',
      rule:
        'Approve and Reject take a job in status 2 or 5, Missing Information one in status 2, Close one in status 3; ' +
        'any other is 409 (`This job is Active: it cannot be approved.`). Approving a job whose `expireDate` has ' +
        "passed, or is now, is 409 too: `{ error: 'The application deadline of this job has passed: ask the employer " +
        "for a new one before approving it.' }`; a rejection of such a job is no approval (200).",
      interactions: [
        'a rejection of a job whose application deadline passed',
        'an approval of a job that is already live',
        'a request for missing information on a live job',
        'an approval of a job waiting for review',
        'a closing of a live job',
        'an approval of a job whose application deadline passed',
        "an approval of a job whose application deadline is the clock's moment",
      ],
      unpinned: ['a decision on a draft, and approving or rejecting a job in status 5'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: job }` as GET admin/Job/review lists it, `status` the decision, `updatedDate` now; ' +
        '`rejectReason` the reason for 4 and 5, null otherwise; an approval sets `publishedDate` to now when the ' +
        'job was never published.',
      interactions: [
        'an approval of a job waiting for review',
        'a rejection of a job waiting for review',
        'a request for missing information on a job waiting for review',
        'a closing of a live job',
      ],
      unpinned: ["the email to the company's admins for 5"],
    },
    {
      kind: 'side effect',
      rule:
        "The decision is stored: GET admin/Job/{id} shows the employer the job's new `status`, an approval's " +
        "`publishedDate` (now; a job published before, sent again for review, keeps its first) and a rejection's " +
        "`rejectReason` (the reason sent, the job never published); an approved job is in the review's `Active` " +
        'list with `updatedDate` now, a job no decision named stays out of it, and its page (GET Job/by-id) is ' +
        "open to visitors, live, the company's active job.",
      interactions: [
        'a request for a job to edit after the site admin approved it',
        'a request for a job to edit after the site admin rejected it',
        'a request for the live jobs of a company in the review after an approval',
        'a request for a job to edit after the site admin approved it again, once rewritten',
        'a request for a job by id after the site admin approved it',
      ],
      unpinned: [
        'the approved job in the search: no interaction searches after a decision',
        'Missing Information and Close read back',
      ],
    },
  ],
});
