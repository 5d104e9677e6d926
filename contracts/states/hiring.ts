import { describeStates } from './define';
import type { hiringStates } from '../../mocks/states/hiring';

export default describeStates<typeof hiringStates>({
  'the candidate {email} named {firstName} {lastName} has the user id {userId}': {
    creates:
      "a candidate (role 1) put afresh under that id and name, no profile yet (a job's applicants are " +
      'listed by them); whoever had the id or the email set aside until teardown; the first state naming ' +
      'them',
  },
  'the candidate {email} applied to the job {jobId} {daysAgo} days ago as application {applicationId}': {
    creates:
      'the application `applicationId` of the candidate to the job (status 0 Applied, stage 0), created and ' +
      "applied `daysAgo` days before the clock's moment",
  },
  'the candidate {email} lives in {placeId}, looks for work as {jobTitle} at {min} a year or more, and says nothing else':
    {
      creates:
        "the candidate's profile: `currentLocation` the board's place `placeId` (as GET Places/by-id answers it: its " +
        'town, region, country and point), `jobInterests` [`jobTitle`], `salaries` [{ min, max null, ' +
        'compensationId 5 }], nothing else (no focus or job type, remote work not considered, the default ' +
        'distance)',
    },
  'the job {jobId} is done on site': {
    creates: 'the job (as an earlier state put it) is on site: `remoteStatus` 4, no remote countries',
  },
  'the employer signed in with token {token} moved the application {applicationId} to stage {stage}': {
    creates:
      'the employer signed in with `token` (by an earlier state) has moved the application to `stage` ' +
      "through the server's own PUT admin/Job/{id}/applicants/stage: the stage the interaction observes " +
      "(the applicants' list, the candidate's own list) is what that call stored",
    calls: ['PUT admin/Job/:id/applicants/stage'],
  },
  'the employer signed in with token {token} closed the job {jobId} as {how}': {
    creates:
      'the employer signed in with `token` (by an earlier state) has closed the job (active, by an earlier ' +
      'state) through the server\'s own PUT admin/Job/{id}/close with `{ "how": how }`: the job\'s status, ' +
      'how it ended and the stages of its applicants that the interaction observes are what that call ' +
      'stored',
    calls: ['PUT admin/Job/:id/close'],
  },
  'the candidate {email} has Premium': {
    creates:
      'the candidate (as an earlier state put them, else put afresh) has the Premium role (4) beside User ' + '(1)',
  },
  'no candidate has a profile yet': {
    creates:
      "every candidate profile is set aside until teardown (a populated server's pool stays out of the " +
      'lists); given before the states that put profiles',
  },
  'the candidate {email} follows the focus of the job {jobId} from {placeId}': {
    creates:
      "the candidate's profile: `focus` [the job's focus], `currentLocation` the board's place `placeId`, " +
      'nothing else (no job type, no pay, remote work not considered, the default distance)',
  },
  'the candidate {email} follows the focus of the job {jobId} from {placeId} as a {jobTitle}, asking at least {min} a year':
    {
      creates:
        'as the state before, and `jobInterests` [`jobTitle`], `salaries` [{ min, max null, compensationId 5 ' + '}]',
    },
  'the next candidate response gets the id {responseId}': {
    creates:
      'the next response to a matching candidate the server stores (PUT admin/Job/{id}/candidate-responses) ' +
      "gets this id, an invitation's id in GET Job/invitations",
  },
  'the employer signed in with token {token} marked the candidate {email} {kind} for the job {jobId}': {
    creates:
      '`kind` `interested` or `not interested`: the employer signed in with `token` has responded so ' +
      "through the server's own PUT admin/Job/{id}/candidate-responses (kind 0 or 1), now: the lists " +
      'observe what it stored',
    calls: ['PUT admin/Job/:id/candidate-responses'],
  },
  'the employer signed in with token {token} invited the candidate {email} to apply to the job {jobId} saying {message}':
    {
      creates:
        "the employer signed in with `token` has invited the candidate through the server's own PUT " +
        "admin/Job/{id}/candidate-responses (kind 2, the message), now: the candidate's invitations and the " +
        "employer's list observe it (message pending)",
      calls: ['PUT admin/Job/:id/candidate-responses'],
    },
  'the candidate signed in with token {token} has seen their invitations': {
    creates:
      "the candidate signed in with `token` has seen their invitations through the server's own PUT " +
      'Job/invitations/seen (each becomes Message sent)',
    calls: ['PUT Job/invitations/seen'],
  },
  'the employer signed in with token {token} took back the response to the candidate {email} for the job {jobId}': {
    creates:
      'the employer signed in with `token` has taken back their response to the candidate (given by an earlier ' +
      "state) through the server's own DELETE admin/Job/{id}/candidate-responses?userId={the candidate's id}: the " +
      "employer's list and the candidate's invitations the interaction reads are what that call left",
    calls: ['DELETE admin/Job/:id/candidate-responses'],
  },
});
