import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { JobType, RemoteStatus } from '../../src/domain/enums/job';
import { JobStatus } from '../../src/domain/enums/job';
import { buildApplication, buildCandidateProfile, buildJob, location } from '../builders';
import { clock } from '../clock';
import { db, nextId, type JobRecord } from '../db';
import { behaviour } from '../http';
import { defineStates, num, str, type ReceivedParams } from './define';
import { addJobs, callProvider, ensureUser, existingJob, jobOfState, put, removeJob, removeWhere } from './support';
import { myJobsHandlers } from '../handlers/my-jobs';

/** Candidate discovery: jobs to find and decoys, the job options, candidates' profiles, saved and applied jobs. */

/** The candidate's application (or saved job: status Watching), of 3 days ago unless said. */
async function addApplication(p: ReceivedParams<'{email} {jobId}'>, status: number, stage: number, daysAgo = 3) {
  const user = await ensureUser(str(p, 'email'));
  const jobId = existingJob(num(p, 'jobId')).id;
  // One record per user and job.
  removeWhere('applications', (a) => a.userId === user.id && a.jobId === jobId);
  await db.applications.create(
    buildApplication({
      id: nextId(db.applications),
      userId: user.id,
      jobId,
      status,
      stage,
      createdDate: clock.daysFromNow(-daysAgo),
    }),
  );
}

/** The candidate's own call on the job (`?jobId=`), made on the provider with their token. */
const myJobCall = (p: ReceivedParams<'{token} {jobId}'>, method: string, path: string) =>
  callProvider(myJobsHandlers, method, `${path}?jobId=${num(p, 'jobId')}`, undefined, str(p, 'token'));

export const jobStates = defineStates({
  // Given first, so that the states after it date their records from it; the interaction's teardown lets it run again.
  "the server's clock reads {now}": (p) => {
    const now = str(p, 'now');
    if (Number.isNaN(Date.parse(now))) throw new Error(`Provider state parameter 'now' is no ISO date: ${now}`);
    clock.set(now);
  },
  'an active job {jobId} titled {title} exists at company {companyId}': async (p) => {
    await addJobs(jobOfState(p));
  },
  'an active job {jobId} titled {title} exists at company {companyId}, its deadline passed yesterday': async (p) => {
    await addJobs(jobOfState(p, { expireDate: clock.daysFromNow(-1) }));
  },
  'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago':
    async (p) => {
      const daysAgo = num(p, 'daysAgo');
      await addJobs(
        jobOfState(p, {
          jobType: JobType.SeasonalFullTime,
          remoteStatus: RemoteStatus.Hybrid,
          remoteCountries: [],
          createdDate: clock.daysFromNow(-daysAgo - 1),
          publishedDate: clock.daysFromNow(-daysAgo),
        }),
      );
    },
  'an active job {jobId} titled {title} in another field and place exists at company {companyId}': async (p) => {
    await addJobs(
      jobOfState(p, {
        jobType: JobType.PartTime,
        remoteStatus: RemoteStatus.Onsite,
        remoteCountries: [],
        salaryMin: 20_000,
        salaryMax: 30_000,
        jobFieldId: 8,
        focusId: 14,
        ...location('pittsburgh-pa'),
      }),
    );
  },
  'decoys of the job {jobId} exist that each miss one search filter': async (p) => {
    const job = existingJob(num(p, 'jobId'));
    const first = Math.max(nextId(db.jobs), 900);
    const misses: Array<Partial<JobRecord>> = [
      { status: JobStatus.Draft, publishedDate: null }, // not active
      { expireDate: clock.daysFromNow(-1) }, // active but expired
      { jobType: JobType.PartTime }, // jobTypes
      { remoteStatus: RemoteStatus.Onsite, remoteCountries: [] }, // remoteStatuses (Remote Considered)
      { createdDate: clock.daysFromNow(-62), publishedDate: clock.daysFromNow(-60) }, // datePosted
      { salaryMin: 20_000, salaryMax: 30_000 }, // salaryMin
      { isHousingIncluded: false }, // benefits
      { title: 'Store Manager', jobFieldId: 2, focusId: 4 }, // keyword
      location('pittsburgh-pa'), // lat, lng, radius
      { yearsOfExperienceId: 3 }, // yearsOfExperienceIds
      { salaryCompensationId: 1 }, // salaryCompensationId (the same amounts, per hour)
      { state: 'MD' }, // state (the same point, said to be in Maryland)
      { country: 'BR', state: 'PA' }, // state (the same point, said to be in Pará, Brazil: PA, but not in the US)
      // Near misses of a search of two words, `trip planner`: each holds one of them (every word must be found).
      { title: 'River Trip Guide' },
      { title: 'Event Planner' },
    ];
    await addJobs(...misses.map((changes, i) => buildJob({ ...job, id: first + i, ...changes })));
  },
  // A copy of the job (its title, company and all) at another point: the distance filter and `distanceMiles` read it.
  'a copy {copyId} of the job {jobId} exists {north} degrees north and {east} degrees east of it': async (p) => {
    const job = existingJob(num(p, 'jobId'));
    await addJobs(
      buildJob({ ...job, id: num(p, 'copyId'), lat: job.lat + num(p, 'north'), lng: job.lng + num(p, 'east') }),
    );
  },
  // Near misses of the pay filters, at Keystone Paddle Co. like the job: each pays per year, or lists no pay.
  'copies of the job {jobId} paying nothing, only a minimum, only a maximum, less and more exist from the id {firstId}':
    async (p) => {
      const job = existingJob(num(p, 'jobId'));
      const first = num(p, 'firstId');
      const pays: Array<Partial<JobRecord>> = [
        { salaryMin: null, salaryMax: null, salaryCompensationId: null }, // no pay listed
        { salaryMin: 50_000, salaryMax: null }, // only a minimum
        { salaryMin: null, salaryMax: 30_000 }, // only a maximum
        { salaryMin: 20_000, salaryMax: 30_000 }, // less
        { salaryMin: 60_000, salaryMax: 70_000 }, // more
      ];
      await addJobs(...pays.map((changes, i) => buildJob({ ...job, id: first + i, ...changes })));
    },
  'the job {jobId} names no focus and no experience level': async (p) => {
    await db.jobs.update(existingJob(num(p, 'jobId')), {
      data(j) {
        j.focusId = null;
        j.yearsOfExperienceId = null;
      },
    });
  },
  'the job {jobId} expires in {days} days': async (p) => {
    const expireDate = clock.daysFromNow(num(p, 'days'));
    await db.jobs.update(existingJob(num(p, 'jobId')), {
      data(j) {
        j.expireDate = expireDate;
      },
    });
  },
  'no job has the id {jobId}': async (p) => {
    const job = db.jobs.findFirst((q) => q.where({ id: num(p, 'jobId') }));
    if (job) await removeJob(job);
  },
  'the candidate {email} has a profile matching the job {jobId}': async (p) => {
    const user = await ensureUser(str(p, 'email'));
    const job = existingJob(num(p, 'jobId'));
    const profile = buildCandidateProfile({
      userId: user.id,
      // About a mile from the job.
      currentLocation: { country: job.country, state: job.state, city: job.city, lat: job.lat + 0.0145, lng: job.lng },
      maxDistanceMiles: 50,
      isRemoteConsidered: true,
      locations: [job.city],
      jobType: [job.jobType],
      salaries:
        job.salaryCompensationId === null
          ? []
          : [{ min: job.salaryMin, max: null, compensationId: job.salaryCompensationId }],
      focus: job.focusId === null ? [] : [job.focusId],
    });
    await put('candidateProfiles', profile);
  },
  // Over the profile of the state above: a home town without coordinates, as the profile call stores one.
  'the candidate {email} lives in Cross Fork, PA, a town the place list does not know': async (p) => {
    const user = await ensureUser(str(p, 'email'));
    const profile = db.candidateProfiles.findFirst((q) => q.where({ userId: user.id }));
    if (!profile) throw new Error('Give the profile first');
    await db.candidateProfiles.update(profile, {
      data(c) {
        c.currentLocation = { country: 'US', state: 'PA', city: 'Cross Fork', lat: null, lng: null };
      },
    });
  },
  // Over the profile of the state above: a minimum above the job's pay, which the candidate asks not to be held to.
  'the candidate {email} asks at least {min} in the pay period of the job {jobId}, but is open to any pay': async (
    p,
  ) => {
    const user = await ensureUser(str(p, 'email'));
    const compensationId = existingJob(num(p, 'jobId')).salaryCompensationId;
    const profile = db.candidateProfiles.findFirst((q) => q.where({ userId: user.id }));
    if (!profile || compensationId === null) throw new Error('Give the profile, and a job with pay, first');
    await db.candidateProfiles.update(profile, {
      data(c) {
        c.salaries = [{ min: num(p, 'min'), max: null, compensationId }];
        c.isMinimumDisabled = true;
      },
    });
  },
  'the candidate {email} has saved the job {jobId}': (p) =>
    addApplication(p, ApplicationStatus.Watching, AppliedByFilter.Applied),
  'the candidate {email} saved the job {jobId} {daysAgo} days ago': (p) =>
    addApplication(p, ApplicationStatus.Watching, AppliedByFilter.Applied, num(p, 'daysAgo')),
  'the candidate {email} has applied to the job {jobId} and is at stage {stage}': (p) =>
    addApplication(p, ApplicationStatus.Applied, num(p, 'stage')),
  // Through the provider's own calls (POST Job/apply, POST and DELETE Job/watch): what the reads then show is what they stored.
  'the candidate signed in with token {token} has applied to the job {jobId}': (p) => myJobCall(p, 'POST', 'Job/apply'),
  'the candidate signed in with token {token} has saved the job {jobId}': (p) => myJobCall(p, 'POST', 'Job/watch'),
  'the candidate signed in with token {token} has removed the saved job {jobId}': (p) =>
    myJobCall(p, 'DELETE', 'Job/watch'),
  'job options exist': () => {},
  'the job options are unavailable': () => {
    behaviour.faults.push({ endpoint: 'GET Job/options/get', status: 500, remaining: 1 });
  },
});
