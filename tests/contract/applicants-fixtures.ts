import { expect } from 'vitest';
import { activeDates, card, CLOCK, day, employer, job, member, NOW, OTHER_COMPANY, signedIn } from './job-fixtures';
import { recordingNotifier, type apiPact } from './pact';
import { applicantsApi } from '../../src/api/applicants';
import { ApiError, createHttp, type Notifier } from '../../src/api/http';

/**
 * A job's applicants as the contract tests of src/api/applicants.ts set them up: two applicants of the active job,
 * Casey Rivera, whose profile matches it (100 %, applied 5 days ago), and Jordan Blake, a raft guide in Pittsburgh with Premium
 * who asks more than it pays and says nothing else (33 %, applied 2 days ago).
 */

type Interaction = ReturnType<ReturnType<typeof apiPact>['addInteraction']>;

const casey = { email: 'casey@example.com', firstName: 'Casey', lastName: 'Rivera', userId: 41 };
/** An employer of no company the interactions name. */
const drew = { email: 'drew@example.com', firstName: 'Drew', lastName: 'Hale', userId: 1 };
const jordan = { email: 'jordan@example.com', firstName: 'Jordan', lastName: 'Blake', userId: 42 };

/**
 * Casey's application as her own list (Job/my-jobs) gives it, one page of one: at `stage`, the job's card as the list
 * shows it (`jobStatus`: the job's, when it is no longer Active).
 */
export const caseyAppliedPage = (stage: number, jobStatus?: number) => ({
  result: {
    items: [
      {
        id: 501,
        status: 0,
        stage,
        createdDate: day(-5),
        appliedDate: day(-5),
        job: card(job.jobId, job.title, {
          distanceMiles: null,
          ...activeDates,
          ...(jobStatus === undefined ? {} : { status: jobStatus }),
        }),
      },
    ],
    totalCount: 1,
    pageNumber: 1,
    pageSize: 20,
  },
});

/**
 * Why a paddler near the job, who works remotely and full time for $45,000 or more, matches it fully (the states'
 * candidates of that profile, here and in ./matching-fixtures.ts).
 */
export const PADDLER_REASONS = [
  'Their focus: Paddling',
  'No commute',
  'Full-time, as they prefer',
  'Pays their $45,000 minimum or more',
  'Remote, as they prefer',
];

/** Casey as the list gives her: every value fixed by the states (the job's place and pay, her profile). */
export const caseyListed = (stage: number) => ({
  applicationId: 501,
  userId: 41,
  firstName: 'Casey',
  lastName: 'Rivera',
  jobTitle: null,
  location: 'Harrisburg, PA',
  appliedDate: day(-5),
  stage,
  matchPercent: 100,
  matchReasons: PADDLER_REASONS,
  isPremium: false,
});
export const jordanListed = {
  applicationId: 502,
  userId: 42,
  firstName: 'Jordan',
  lastName: 'Blake',
  jobTitle: 'Raft guide',
  location: 'Pittsburgh, PA',
  appliedDate: day(-2),
  stage: 0,
  matchPercent: 33,
  matchReasons: ['No commute', 'No job type preference', 'Remote work'],
  // Jordan has Premium: the application stands out.
  isPremium: true,
};

export const client = (url: string, notify = recordingNotifier().notify) =>
  applicantsApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));

/** The employer of the job's company signed in; the job; Casey and Jordan applied to it. */
export const withApplicants = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('the candidate {email} named {firstName} {lastName} has the user id {userId}', casey)
    .given('the candidate {email} named {firstName} {lastName} has the user id {userId}', jordan)
    .given('the candidate {email} has Premium', { email: jordan.email })
    // Another company's employer, first of the employers by id: a server that answered as them would refuse.
    .given('the employer {email} named {firstName} {lastName} has the user id {userId}', drew)
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is a member of company {companyId}', member)
    .given('an active job {jobId} titled {title} exists at company {companyId}', job)
    .given('the candidate {email} has a profile matching the job {jobId}', { email: casey.email, jobId: job.jobId })
    .given(
      'the candidate {email} lives in {placeId}, looks for work as {jobTitle} at {min} a year or more, and says nothing else',
      {
        email: jordan.email,
        placeId: 'pittsburgh-pa',
        jobTitle: 'Raft guide',
        min: 90_000,
      },
    )
    .given('the candidate {email} applied to the job {jobId} {daysAgo} days ago as application {applicationId}', {
      email: casey.email,
      jobId: job.jobId,
      daysAgo: 5,
      applicationId: 501,
    })
    .given('the candidate {email} applied to the job {jobId} {daysAgo} days ago as application {applicationId}', {
      email: jordan.email,
      jobId: job.jobId,
      daysAgo: 2,
      applicationId: 502,
    });

/** Another company's active job (24, Decoy Guide), and the employer signed in, a member of the job's company only. */
export const withOtherCompanysJob = (interaction: Interaction) =>
  interaction
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is a member of company {companyId}', member)
    .given('an active job {jobId} titled {title} exists at company {companyId}', {
      jobId: 24,
      title: 'Decoy Guide',
      companyId: OTHER_COMPANY,
    });

/** The refusal of a job of a company the employer is no member of. */
export const notMemberBody = { error: 'You are not a member of this company.' };

/** A call refused as on a job of another company: a 403, and the catalogue's warning with the server's words. */
export async function expectNotMember(call: (notify: Notifier) => Promise<unknown>) {
  const { notify, shown } = recordingNotifier();
  const error = await call(notify).catch((e: unknown) => e);
  expect((error as ApiError).status).toBe(403);
  expect(shown).toEqual([{ kind: 'warning', message: notMemberBody.error }]);
}
