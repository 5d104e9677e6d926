import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { RemoteStatus } from '../../src/domain/enums/job';
import { buildApplication, buildCandidateProfile, location } from '../builders';
import { clock } from '../clock';
import { db } from '../db';
import { defineStates, num, str } from './define';
import { callProvider, ensureUser, existingJob, put, putUserAt } from './support';
import { applicantHandlers } from '../handlers/applicants';

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
});
