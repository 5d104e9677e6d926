import { PADDLER_REASONS } from './applicants-fixtures';
import { CLOCK, employer, job, member, NOW, signedIn } from './job-fixtures';
import { recordingNotifier, type apiPact } from './pact';
import { createHttp } from '../../src/api/http';
import { invitationsApi, matchingApi } from '../../src/api/matching';

/**
 * The matching candidates of the active job as the contract tests of src/api/matching.ts set them up (no other
 * candidate has a profile): Nia Okafor, whose profile matches it all (100 %); Mara Lind, who follows its focus from
 * Pittsburgh and says nothing else (80 %); Ola Brandt, the same, a raft guide asking $90,000 a year (73 %). Decoys: Casey Rivera
 * matches too but applied; Wren Adler matches but shows her profile only to employers she applied to; Jordan Blake
 * follows another field.
 */

type Interaction = ReturnType<ReturnType<typeof apiPact>['addInteraction']>;

const nia = { email: 'nia@example.com', firstName: 'Nia', lastName: 'Okafor', userId: 51 };
export const mara = { email: 'mara@example.com', firstName: 'Mara', lastName: 'Lind', userId: 52 };
export const ola = { email: 'ola@example.com', firstName: 'Ola', lastName: 'Brandt', userId: 53 };
const casey = { email: 'casey@example.com', firstName: 'Casey', lastName: 'Rivera', userId: 41 };
const wren = { email: 'wren@example.com', firstName: 'Wren', lastName: 'Adler', userId: 54 };
const jordan = { email: 'jordan@example.com', firstName: 'Jordan', lastName: 'Blake', userId: 42 };
/** An employer of no company the interactions name, first of the employers by id. */
const drew = { email: 'drew@example.com', firstName: 'Drew', lastName: 'Hale', userId: 1 };
/** Mara, signed in. */
export const maraSession = { email: mara.email, token: 'candidate-token-mara' };
export const INVITE = 'Your river trips in Pittsburgh fit this job: we would love your application.';

/** How a candidate is listed: every value fixed by the states. */
export const listed = {
  nia: {
    userId: 51,
    firstName: 'Nia',
    lastName: 'Okafor',
    jobTitle: null,
    location: 'Harrisburg, PA',
    matchPercent: 100,
    matchReasons: PADDLER_REASONS,
    response: null,
  },
  mara: {
    userId: 52,
    firstName: 'Mara',
    lastName: 'Lind',
    jobTitle: null,
    location: 'Pittsburgh, PA',
    matchPercent: 80,
    matchReasons: ['Their focus: Paddling', 'No commute', 'No job type preference', 'Paid per year', 'Remote work'],
    response: null,
  },
  ola: {
    userId: 53,
    firstName: 'Ola',
    lastName: 'Brandt',
    jobTitle: 'Raft guide',
    location: 'Pittsburgh, PA',
    matchPercent: 73,
    matchReasons: ['Their focus: Paddling', 'No commute', 'No job type preference', 'Remote work'],
    response: null,
  },
};

export const page = (items: unknown[]) => ({
  result: { items, totalCount: items.length, pageNumber: 1, pageSize: 20 },
});

export const employerClient = (url: string, notify = recordingNotifier().notify) =>
  matchingApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));
export const candidateClient = (url: string) =>
  invitationsApi(createHttp({ baseUrl: url, ...signedIn(maraSession.token) }));

/** The employer of the job's company signed in; the job; the candidates and decoys above. */
export const withMatches = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('no candidate has a profile yet')
    .given('the candidate {email} named {firstName} {lastName} has the user id {userId}', nia)
    .given('the candidate {email} named {firstName} {lastName} has the user id {userId}', mara)
    .given('the candidate {email} named {firstName} {lastName} has the user id {userId}', ola)
    .given('the candidate {email} named {firstName} {lastName} has the user id {userId}', casey)
    .given('the candidate {email} named {firstName} {lastName} has the user id {userId}', wren)
    .given('the candidate {email} named {firstName} {lastName} has the user id {userId}', jordan)
    .given('the employer {email} named {firstName} {lastName} has the user id {userId}', drew)
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is a member of company {companyId}', member)
    .given('an active job {jobId} titled {title} exists at company {companyId}', job)
    .given('the candidate {email} has a profile matching the job {jobId}', { email: nia.email, jobId: job.jobId })
    .given('the candidate {email} follows the focus of the job {jobId} from {placeId}', {
      email: mara.email,
      jobId: job.jobId,
      placeId: 'pittsburgh-pa',
    })
    .given(
      'the candidate {email} follows the focus of the job {jobId} from {placeId} as a {jobTitle}, asking at least {min} a year',
      { email: ola.email, jobId: job.jobId, placeId: 'pittsburgh-pa', jobTitle: 'Raft guide', min: 90_000 },
    )
    .given('the candidate {email} has a profile matching the job {jobId}', { email: casey.email, jobId: job.jobId })
    .given('the candidate {email} applied to the job {jobId} {daysAgo} days ago as application {applicationId}', {
      email: casey.email,
      jobId: job.jobId,
      daysAgo: 2,
      applicationId: 501,
    })
    .given('the candidate {email} has a profile matching the job {jobId}', { email: wren.email, jobId: job.jobId })
    .given('the candidate {email} shows their profile only to employers they applied to', { email: wren.email })
    .given(
      'the candidate {email} lives in {placeId}, looks for work as {jobTitle} at {min} a year or more, and says nothing else',
      { email: jordan.email, placeId: 'harrisburg-pa', jobTitle: 'Raft guide', min: 40_000 },
    );
