import { defineRules } from './define';

/**
 * The candidate's own jobs (role 1; other roles 403): saving one (status 4, Watching), removing it, applying (status
 * 0, Applied), and the list of those saved or applied. One record per candidate and job: a save, then an application.
 * `jobId` names the job as Job/by-id does (a job the candidate may not see is a 404).
 */
export default defineRules({
  'POST Job/watch': [
    {
      kind: 'auth',
      rule:
        "Candidates only: no token, an expired or unknown one is a 401 `{ error }`; an employer's token a 403 " +
        "`{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a request to save a job without a token',
        'a request to save a job with an expired token',
        'a request to save a job with an unknown token',
        'a request to save a job with the token of an employer',
        'a request to save a job',
      ],
    },
    {
      kind: 'answer',
      rule: 'Answers `{ result: { status: 4, stage: 0, appliedDate: null } }`, where the candidate now stands with the job.',
      interactions: ['a request to save a job'],
      unpinned: ['saving an unknown job, or one the candidate may not see (a 404): no interaction does'],
    },
    {
      kind: 'conflict',
      rule:
        "A job the candidate has applied to is a 409 `{ error: 'You have already applied to this job; it is in your " +
        "applied jobs.' }`: it stays an application.",
      interactions: [
        'a request to save a job already applied to',
        'a request to save a job applied to through the call',
      ],
    },
    {
      kind: 'side effect',
      rule:
        'The job is saved: GET Job/my-jobs?status=4 lists it and GET Job/by-id gives it `myStatus` ' +
        '`{ status: 4, stage: 0, appliedDate: null }`, saved at the moment of the call (the newest of the saved list); ' +
        "the candidate's other saved jobs and applications stay as they were; saving it again answers the same and makes " +
        "no second record (the first save's date stays).",
      interactions: [
        'a request for the saved jobs after a saved job was saved again through the call',
        'a request to save a job',
        'a request for the saved jobs after a save made through the call',
        'a request for a job by id after a save made through the call',
        'a request for the saved jobs, newest first',
        'a request for a saved job by id',
      ],
      unpinned: ['saving a job already saved (the same answer, no second record)'],
    },
  ],
  'DELETE Job/watch': [
    {
      kind: 'auth',
      rule: "Candidates only: no token, an expired or unknown one is a 401; an employer's token a 403.",
      interactions: [
        'a request to remove a saved job without a token',
        'a request to remove a saved job with an expired token',
        'a request to remove a saved job with an unknown token',
        'a request to remove a saved job with the token of an employer',
        'a request to remove a saved job',
      ],
    },
    {
      kind: 'not found',
      rule:
        "A job the candidate has not saved is a 404 `{ error: 'This job is not in your saved jobs.' }`; a job applied " +
        'to is no saved job (404 too).',
      interactions: [
        'a request to remove a job that is not saved',
        'a request to remove a saved job applied to since through the call',
        'a request to remove a saved job',
      ],
      unpinned: ['the application after a refused removal (no read follows it: it stays)'],
    },
    {
      kind: 'answer',
      rule: 'Answers `{ result: null }`.',
      interactions: ['a request to remove a saved job'],
    },
    {
      kind: 'side effect',
      rule:
        'The saved record is gone: GET Job/my-jobs?status=4 no longer lists the job and GET Job/by-id gives ' +
        "`myStatus` null; the candidate's other saved jobs and their applications stay as they were.",
      interactions: [
        'a request to remove a saved job',
        'a request for the saved jobs after a saved job was removed through the call',
        'a request for the applied jobs after a saved job was removed through the call',
        'a request for a job by id after its save was removed through the call',
        'a request for the saved jobs, newest first',
        'a request for an active job by id',
      ],
    },
  ],
  'POST Job/apply': [
    {
      kind: 'auth',
      rule: "Candidates only: no token, an expired or unknown one is a 401; an employer's token a 403.",
      interactions: [
        'an application to a job without a token',
        'an application to a job with an expired token',
        'an application to a job with an unknown token',
        'an application to a job with the token of an employer',
        'an application to a job',
      ],
    },
    {
      kind: 'answer',
      rule:
        "Applies with the candidate's profile (no body): answers `{ result: { status: 0, stage: 0, appliedDate } }`, " +
        "`appliedDate` the server clock's moment.",
      interactions: ['an application to a job'],
      unpinned: ['applying to an unknown job, or one the candidate may not see (a 404): no interaction does'],
    },
    {
      kind: 'conflict',
      rule:
        "A 409 `{ error: 'You have already applied to this job.' }` for a job already applied to, and `{ error: 'This " +
        "job no longer takes applications.' }` for a job that no longer takes them (not live: closed, or past its " +
        '`expireDate`).',
      interactions: [
        'an application to a job already applied to',
        'a second application to a job, the first made through the call',
        'an application to a job whose deadline has passed',
        'an application to a job closed to applications',
      ],
    },
    {
      kind: 'side effect',
      rule:
        'The application is stored (status 0, stage 0, `appliedDate` now; a new record is created now); a saved ' +
        "job becomes the application (the same record, its `createdDate` the save's, no longer saved). GET Job/my-jobs?status=0 lists it, GET Job/by-id's " +
        "`myStatus` is `{ status: 0, stage: 0, appliedDate }`, and the job's applicants hold the candidate; the " +
        "candidate's other saved jobs and applications stay as they were.",
      interactions: [
        'an application to a job',
        'an application to a job the candidate saved',
        'a request for the applied jobs after an application made through the call',
        'a request for the saved jobs after an application to another job made through the call',
        'a request for the saved jobs after a saved job was applied to through the call',
        'a request for a job by id after a saved job was applied to through the call',
        'a request for the applied jobs at stage Interviewing',
      ],
      unpinned: [
        "a saved job's record kept as the application (its `id` and `createdDate` are not read after it)",
        "the job's applicants after an application made through this call (no applicants' read follows one)",
      ],
    },
  ],
  'GET Job/my-jobs': [
    {
      kind: 'auth',
      rule:
        "Candidates only, their own records: no token, an expired or unknown one is a 401; an employer's token a 403 " +
        '(with or without `appliedBy`).',
      interactions: [
        'a request for the applied jobs without a token',
        'a request for the applied jobs with an expired token',
        'a request for the applied jobs with an unknown token',
        'a request for the applied jobs with the token of an employer',
        'a request for the applied jobs with an employer token',
        'a request for the applied jobs at stage Interviewing',
      ],
      unpinned: ["another candidate's records beside theirs (never listed)"],
    },
    {
      kind: 'filter',
      rule:
        '`status` (required) 4 lists the saved jobs, 0 the applied ones: a job applied to is not among the saved, a ' +
        'saved one not among the applied; a job saved twice is listed once.',
      interactions: [
        'a request for the saved jobs after a saved job was saved again through the call',
        'a request for the saved jobs, newest first',
        'a request for the applied jobs at stage Interviewing',
        'a request for the applied jobs after an application made through the call',
        'a request for the saved jobs after an application to another job made through the call',
        'a request for the saved jobs after a saved job was applied to through the call',
        'a request for the saved jobs after a save made through the call',
      ],
      unpinned: ['a `status` missing or other than 0 and 4 (a 400 under `status`)'],
    },
    {
      kind: 'filter',
      rule:
        '`appliedBy`, with status 0, is the stage: 0 Applied, 1 Interviewing, 2 Received Offer, 3 Not hired; 4, or ' +
        'none, every stage. The stage is the one the employer left: moved to Received Offer, or Not hired once the ' +
        'job was closed as filled elsewhere.',
      interactions: [
        'a request for the applied jobs at stage Interviewing',
        'a request for the applied jobs at stage Received Offer, after the employer moved one there',
        'a request for the applied jobs at stage Not hired, after the job was filled elsewhere',
        'a request for the applied jobs after an application made through the call',
        'a request for the applied jobs at every stage, after an application made through the call',
        'a request for the applied jobs at stage Applied, after an application made through the call',
      ],
      unpinned: ['an `appliedBy` of 5 (a 400)'],
    },
    {
      kind: 'answer',
      rule:
        "Answers `{ result: page }` of `{ id, status, stage, createdDate, appliedDate, job }`: `id` the record's, " +
        '`createdDate` when it was saved or applied, `appliedDate` null for a saved job, `job` the job card ' +
        '(`distanceMiles` null) as it is now: a closed job stays listed, status 6.',
      interactions: [
        'a request for the saved jobs, newest first',
        'a request for the applied jobs at stage Not hired, after the job was filled elsewhere',
        'a request for the saved jobs after a saved job was removed through the call',
        'a request for the applied jobs after a saved job was removed through the call',
      ],
      unpinned: ["a record's `id` (matched by type in the saved list)", 'a draft job (never listed)'],
    },
    {
      kind: 'order',
      rule: 'Newest first: by `appliedDate`, else `createdDate` (when saved); then the higher id first.',
      interactions: [
        'a request for the saved jobs, newest first',
        'a request for the applied jobs after an application made through the call',
        'a request for the saved jobs after a save made through the call',
        'a request for the saved jobs of two saved at one moment',
      ],
    },
    {
      kind: 'limit',
      rule: '`pageNumber` from 1, `pageSize` 1 to 100 (default 20); `totalCount` counts every record the filters keep.',
      interactions: [
        'a request for the saved jobs, newest first',
        'a request for the applied jobs at stage Interviewing',
      ],
      unpinned: ['a page smaller than the total', 'a `pageSize` of 101'],
    },
  ],
});
