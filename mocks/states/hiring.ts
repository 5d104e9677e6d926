import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { RemoteStatus } from '../../src/domain/enums/job';
import { Role } from '../../src/domain/enums/user';
import { buildApplication, buildCandidateProfile, location } from '../builders';
import { clock } from '../clock';
import { db } from '../db';
import { nextIdIs } from './company';
import { defineStates, num, str, type ReceivedParams } from './define';
import { callProvider, ensureUser, existingJob, put, putUserAt, removeWhere } from './support';
import { applicantHandlers } from '../handlers/applicants';
import { matchingHandlers } from '../handlers/matching';

/**
 * Hiring: a job's applicants and where their applications stand. Applications are put in place; a move from one
 * stage to another goes through the provider's own call (PUT admin/Job/{id}/applicants/stage).
 */
export const hiringStates = defineStates({
  // The candidate put afresh under that id and name (applicants are listed by them).
  'the candidate {email} named {firstName} {lastName} has the user id {userId}': (p) =>
    putUserAt(num(p, 'userId'), str(p, 'email'), { firstName: str(p, 'firstName'), lastName: str(p, 'lastName') }),
  'the candidate {email} applied to the job {jobId} {daysAgo} days ago as application {applicationId}': async (p) => {
    const user = await ensureUser(str(p, 'email'));
    const jobId = existingJob(num(p, 'jobId')).id;
    const appliedDate = clock.daysFromNow(-num(p, 'daysAgo'));
    await put(
      'applications',
      buildApplication({
        id: num(p, 'applicationId'),
        userId: user.id,
        jobId,
        status: ApplicationStatus.Applied,
        stage: AppliedByFilter.Applied,
        createdDate: appliedDate,
        appliedDate,
      }),
    );
  },
  // A town, the role they look for and a minimum pay per year; no focus or job type, remote work not considered.
  'the candidate {email} lives in {placeId}, looks for work as {jobTitle} at {min} a year or more, and says nothing else':
    async (p) => {
      const user = await ensureUser(str(p, 'email'));
      await put(
        'candidateProfiles',
        buildCandidateProfile({
          userId: user.id,
          currentLocation: location(str(p, 'placeId')),
          jobInterests: [str(p, 'jobTitle')],
          salaries: [{ min: num(p, 'min'), max: null, compensationId: 5 }],
        }),
      );
    },
  'the job {jobId} is done on site': async (p) => {
    await db.jobs.update(existingJob(num(p, 'jobId')), {
      data(j) {
        j.remoteStatus = RemoteStatus.Onsite;
        j.remoteCountries = [];
      },
    });
  },
  'the employer signed in with token {token} moved the application {applicationId} to stage {stage}': async (p) => {
    const application = db.applications.findFirst((q) => q.where({ id: num(p, 'applicationId') }));
    if (!application) throw new Error(`No application ${str(p, 'applicationId')} to move`);
    await callProvider(
      applicantHandlers,
      'PUT',
      `admin/Job/${application.jobId}/applicants/stage`,
      { applicationIds: [application.id], stage: num(p, 'stage') },
      str(p, 'token'),
    );
  },
  'the employer signed in with token {token} closed the job {jobId} as {how}': (p) =>
    callProvider(
      applicantHandlers,
      'PUT',
      `admin/Job/${num(p, 'jobId')}/close`,
      { how: str(p, 'how') },
      str(p, 'token'),
    ),
  // Given before the states that put candidates' profiles: the pool of a populated server stays out of the lists.
  'the candidate {email} has Premium': async (p) => {
    const user = await ensureUser(str(p, 'email'));
    await db.users.update((q) => q.where({ id: user.id }), {
      data(u) {
        if (!u.roles.includes(Role.Premium)) u.roles = [...u.roles, Role.Premium];
      },
    });
  },
  'no candidate has a profile yet': () => removeWhere('candidateProfiles', () => true),
  // The job's focus, a town, and nothing else (or a minimum pay per year): no job type, remote work not considered.
  'the candidate {email} follows the focus of the job {jobId} from {placeId}': (p) => followsFocus(p),
  'the candidate {email} follows the focus of the job {jobId} from {placeId} as a {jobTitle}, asking at least {min} a year':
    (p) => followsFocus(p, { jobTitle: str(p, 'jobTitle'), min: num(p, 'min') }),
  'the next candidate response gets the id {responseId}': (p) => nextIdIs('candidateResponses', num(p, 'responseId')),
  'the employer signed in with token {token} marked the candidate {email} {kind} for the job {jobId}': async (p) => {
    const kind = str(p, 'kind');
    if (kind !== 'interested' && kind !== 'not interested') throw new Error(`kind: ${kind}`);
    await respond(p, { kind: kind === 'interested' ? 0 : 1, message: null });
  },
  'the employer signed in with token {token} invited the candidate {email} to apply to the job {jobId} saying {message}':
    (p) => respond(p, { kind: 2, message: str(p, 'message') }),
  'the candidate signed in with token {token} has seen their invitations': (p) =>
    callProvider(matchingHandlers, 'PUT', 'Job/invitations/seen', undefined, str(p, 'token')),
  'the employer signed in with token {token} took back the response to the candidate {email} for the job {jobId}':
    async (p) => {
      const candidate = db.users.findFirst((q) => q.where({ email: str(p, 'email') }));
      if (!candidate) throw new Error(`No candidate ${str(p, 'email')}: give their state first`);
      await callProvider(
        matchingHandlers,
        'DELETE',
        `admin/Job/${num(p, 'jobId')}/candidate-responses?userId=${candidate.id}`,
        undefined,
        str(p, 'token'),
      );
    },
});

/** The candidate's profile: the job's focus, the place, and the role they look for and a minimum pay when given. */
async function followsFocus(
  p: ReceivedParams<'{email} {jobId} {placeId}'>,
  asking: { jobTitle: string; min: number } | null = null,
) {
  const user = await ensureUser(str(p, 'email'));
  const job = existingJob(num(p, 'jobId'));
  await put(
    'candidateProfiles',
    buildCandidateProfile({
      userId: user.id,
      currentLocation: location(str(p, 'placeId')),
      focus: job.focusId === null ? [] : [job.focusId],
      jobInterests: asking ? [asking.jobTitle] : [],
      salaries: asking ? [{ min: asking.min, max: null, compensationId: 5 }] : [],
    }),
  );
}

/** The employer's response to the candidate, through the provider's own PUT admin/Job/{id}/candidate-responses. */
async function respond(
  p: ReceivedParams<'{token} {email} {jobId}'>,
  response: { kind: number; message: string | null },
) {
  const candidate = db.users.findFirst((q) => q.where({ email: str(p, 'email') }));
  if (!candidate) throw new Error(`No candidate ${str(p, 'email')}: give their state first`);
  await callProvider(
    matchingHandlers,
    'PUT',
    `admin/Job/${num(p, 'jobId')}/candidate-responses`,
    { userId: candidate.id, ...response },
    str(p, 'token'),
  );
}
