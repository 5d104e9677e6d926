import { defineRules } from './define';

/**
 * An employer's jobs: the dashboard, one job to edit, posting and rewriting it. The company's own people (its admins
 * and active members) act for it; the site admin (role Admin) lists, posts and corrects any company's jobs.
 */
export default defineRules({
  'GET admin/Job/company-jobs': [
    {
      kind: 'auth',
      rule:
        'Needs a session of role Employer (2) or Admin (3): no token, or an expired or unknown one, is 401 `{ error }`; ' +
        "a candidate's (role 1) is 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        "a request for the company's jobs without a token",
        "a request for the company's jobs with an expired token",
        "a request for the company's jobs with an unknown token",
        "a request for the company's jobs with the token of a candidate",
      ],
    },
    {
      kind: 'auth',
      rule:
        "An employer lists only a company they are an active member of: another company's `companyId` is 403. The " +
        'site admin lists any company.',
      interactions: ["a request for another company's jobs", "a request for the company's jobs pending review"],
      unpinned: [
        "the site admin's request (no interaction sends an admin token)",
        'a `companyId` no company has (404)',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { items, totalCount, pageNumber, pageSize, counts } }`: each item a job card (as GET ' +
        'Job/search gives it, `distanceMiles` null) plus `score`, `rejectReason`, `applicantsCount`, `orderStatus` ' +
        'and `boost`. `orderStatus` is the order status of GET admin/Job/review (`PendingReview`, `Rejected`, ' +
        '`Active`, `RoleFilledBasecamp` …), null for a draft.',
      interactions: [
        "a request for the company's jobs that need action, in the default order",
        "a request for the company's jobs pending review",
        "a request for the company's inactive jobs filled through Basecamp",
      ],
      unpinned: ["a draft's missing listing fields (null `jobType`, `city` …): the states' drafts have them all"],
    },
    {
      kind: 'answer',
      rule:
        "`applicantsCount` counts the job's applications in status 0 (applied), whatever their stage (Not hired " +
        'too); a saved job (status 4) is not one, nor the application of an account since deleted.',
      interactions: [
        "a request for the company's live jobs of the last month",
        "a request for the company's inactive jobs filled through Basecamp",
        "a request for the company's jobs after an applicant deleted their account",
      ],
    },
    {
      kind: 'answer',
      rule:
        "`boost` is the job's latest boost `{ id, jobId, placement, weeks, startDate, endDate, status }` (status as " +
        'GET admin/Boost/{id} gives it): the last booked (`createdDate`), of two booked at one moment the higher id; ' +
        'null when it was never boosted. A job with a running paid boost is `isSponsored`; a boost waiting for its ' +
        'payment sponsors nothing (shown with status 0).',
      interactions: [
        "a request for the company's live jobs of the last month",
        "a request for the company's jobs with their latest boosts",
      ],
    },
    {
      kind: 'answer',
      rule:
        '`counts` holds, keyed "1" to "5", how many of the company\'s jobs created within `interval` each status ' +
        'filter holds ("5" all of them), whatever `status`, `orderStatus` and the page ask; another company\'s ' +
        'jobs are not counted.',
      interactions: [
        "a request for the company's jobs pending review",
        "a request for the company's jobs that need action, in the default order",
        "a request for the company's live jobs of the last month",
        "a request for the company's inactive jobs filled through Basecamp",
      ],
    },
    {
      kind: 'filter',
      rule:
        '`status` is the status filter: 1 Action Required (status 1 Draft, 4 Rejected or 5 Missing Information), 2 ' +
        'Pending Review (2), 3 Active (status 3 and `expireDate` null or later than now), 4 Inactive (6 Application ' +
        'Closed, or 3 past its `expireDate`), 5 All (the default).',
      interactions: [
        "a request for the company's jobs that need action, in the default order",
        "a request for the company's jobs pending review",
        "a request for the company's live jobs of the last month",
        "a request for the company's inactive jobs filled through Basecamp",
        "a request for the company's jobs with their latest boosts",
      ],
      unpinned: ['a Missing Information job under 1, and an active job past its deadline under 4: no state has one'],
    },
    {
      kind: 'filter',
      rule:
        '`orderStatus` (the values of GET admin/Job/review) keeps, within the status filter, the jobs of that order ' +
        'status: `RoleFilledBasecamp` keeps a job closed with its role filled through Basecamp, not one closed ' +
        'without.',
      interactions: ["a request for the company's inactive jobs filled through Basecamp"],
      unpinned: ['any other `orderStatus` value', 'an unknown value (400 under `orderStatus`)'],
    },
    {
      kind: 'bound',
      rule:
        '`interval` keeps the jobs created since: 0 Day (1 day), 1 Last Week (7 days), 2 Last Month (30 days), 3 ' +
        'Last Year (365 days) before now, a job created at that very moment kept; 4 Whole Time (the default) keeps all.',
      interactions: [
        "a request for the company's live jobs of the last month",
        "a request for the company's jobs pending review",
        "a request for the company's jobs that need action, in the default order",
        "a request for the company's jobs of the last month, one created on its first moment",
      ],
      unpinned: ['intervals 0, 1 and 3, and the default met by a job older than 365 days'],
    },
    {
      kind: 'order',
      rule:
        '`sort` `createdDate` (the default), `title` (case aside) or `expireDate` (none last), `order` `asc` or ' +
        '`desc`; the default is `createdDate` `desc`, the newest first. Ties by id.',
      interactions: [
        "a request for the company's jobs that need action, in the default order",
        "a request for the company's live jobs of the last month",
      ],
      unpinned: ['`sort=expireDate`, and `title` with `order=desc`'],
    },
    {
      kind: 'limit',
      rule: 'A page of `pageSize` (1 to 100, default 20) from `pageNumber` (default 1); `totalCount` counts every match.',
      interactions: ["a request for the company's live jobs of the last month"],
      unpinned: ['a second page, and a `pageSize` of 101 (400): no interaction pages this list'],
    },
  ],
  'GET admin/Job/:id': [
    {
      kind: 'auth',
      rule:
        'Needs a session of role Employer (2) or Admin (3): no token, or an expired or unknown one, is 401; a ' +
        "candidate's is 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a request for a job to edit without a token',
        'a request for a job to edit with an expired token',
        'a request for a job to edit with an unknown token',
        'a request for a job to edit with the token of a candidate',
      ],
    },
    {
      kind: 'auth',
      rule:
        "The job's company's own people open it; an employer of another company is 403. The site admin opens any " +
        "company's job.",
      interactions: [
        "a request for another company's job to edit",
        'a request for a live job to edit',
        "the site admin's request for a company's live job to correct",
      ],
      unpinned: ['an id no job has (404 `This job does not exist.`)'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: job }`, the job as its employer edits it: `{ id, companyId, status, title, description, ' +
        'jobType, remoteStatus, remoteCountries, jobFieldId, focusId, yearsOfExperienceId, city, state, country, lat, ' +
        'lng, salaryMin, salaryMax, salaryCompensationId, expireDate, isHousingIncluded, isHousingSubsidized, ' +
        'isRelocationStipend, isCommuterBenefits, isHQPosition, score, createdDate, publishedDate, rejectReason }`; ' +
        "`rejectReason` the admin's reason for a rejected (4) or Missing Information (5) job, else null.",
      interactions: ['a request for a live job to edit', 'a request for a rejected job to edit'],
    },
    {
      kind: 'answer',
      rule:
        'Answers the job as it is stored now: as POST admin/Job posted it (every field and the `status` sent), as ' +
        'the last PUT admin/Job/{id} rewrote it (what the PUT does not send kept), with the `status`, `rejectReason` ' +
        "and `publishedDate` of the site admin's last decision (PUT admin/Job/{id}/status).",
      interactions: [
        'a request for a job the employer posted for review, to edit',
        'a request for a draft the employer posted, to edit',
        'a request for a rejected job to edit after it was rewritten as a draft',
        'a request for a live job to edit after it was rewritten and sent again for review',
        'a request for a job to edit after the site admin approved it',
        'a request for a job to edit after the site admin rejected it',
        'a request for a job to edit after the site admin approved it again, once rewritten',
      ],
    },
  ],
});
