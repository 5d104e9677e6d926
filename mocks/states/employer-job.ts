import { jobInputShape } from '../../src/api/schemas/employer-job';
import { JobStatus } from '../../src/domain/enums/job';
import { ReviewDecision } from '../../src/domain/job-lifecycle';
import { buildJob } from '../builders';
import { clock } from '../clock';
import { db, nextId, type JobRecord } from '../db';
import { defineStates, num, str, type ReceivedParams } from './define';
import { journal } from './journal';
import { addJobs, callProvider, existingJob, jobOfState, put, removeJob } from './support';
import { employerJobHandlers } from '../handlers/employer-job';
import { jobReviewHandlers } from '../handlers/job-review';
import { rejectReasonsFor } from '../seed/reject-reasons';

/** Employers' jobs in any status (dashboard, edit, review, boosts). */
export const employerJobStates = defineStates({
  'a job {jobId} titled {title} exists at company {companyId} in status {status}': async (p) => {
    const status = num(p, 'status');
    const job = jobOfState(p, { status });
    // Rejected for a reason true of the job (it shows its pay, and ticks housing its description does not explain).
    await addJobs(status === JobStatus.Rejected ? { ...job, rejectReason: rejectReasonsFor(job)[0]! } : job);
  },
  'the job {jobId} was created {daysAgo} days ago': async (p) => {
    const createdDate = clock.daysFromNow(-num(p, 'daysAgo'));
    await db.jobs.update(existingJob(num(p, 'jobId')), {
      data(j) {
        j.createdDate = createdDate;
        j.updatedDate = createdDate;
      },
    });
  },
  'the application deadline of the job {jobId} passed {daysAgo} days ago': async (p) => {
    const expireDate = clock.daysFromNow(-num(p, 'daysAgo'));
    await db.jobs.update(existingJob(num(p, 'jobId')), {
      data(j) {
        j.expireDate = expireDate;
      },
    });
  },
  // An exact moment (a day's start, say): the bounds that compare a date with the deadline are met on it.
  'the application deadline of the job {jobId} is {expireDate}': async (p) => {
    const expireDate = new Date(str(p, 'expireDate')).toISOString();
    await db.jobs.update(existingJob(num(p, 'jobId')), {
      data(j) {
        j.expireDate = expireDate;
      },
    });
  },
  'the role of the job {jobId} was filled {roleFilled}': async (p) => {
    const roleFilled = str(p, 'roleFilled');
    if (roleFilled !== 'external' && roleFilled !== 'basecamp') throw new Error(`roleFilled: ${roleFilled}`);
    await db.jobs.update(existingJob(num(p, 'jobId')), {
      data(j) {
        j.roleFilled = roleFilled;
      },
    });
  },
  'the job {jobId} is open until filled': async (p) => {
    await db.jobs.update(existingJob(num(p, 'jobId')), {
      data(j) {
        j.expireDate = null;
      },
    });
  },
  // The jobs from this id up set aside until teardown; a placeholder draft (of no company) takes the id before when
  // the ids below stop short.
  'the next job posted gets the id {jobId}': async (p) => {
    const id = num(p, 'jobId');
    for (const job of db.jobs.all().filter((j) => j.id >= id)) await removeJob(job);
    if (id > 1 && nextId(db.jobs) < id)
      await put(
        'jobs',
        buildJob({ id: id - 1, companyId: 0, title: `Placeholder ${id - 1}`, status: JobStatus.Draft }),
      );
  },
  // Through the provider's own POST admin/Job: what the interaction reads of the job is what the call stored.
  'the employer signed in with token {token} has posted the job {title} for company {companyId} in status {status}':
    async (p) => {
      const id = nextId(db.jobs);
      const job = buildJob({ companyId: num(p, 'companyId'), title: str(p, 'title') });
      await callProvider(employerJobHandlers, 'POST', 'admin/Job', inputOf(job, num(p, 'status')), str(p, 'token'));
      // The company's first state later on keeps it: the job is the interaction's.
      journal.mark(`job:${id}`);
    },
  // Through the provider's own PUT admin/Job/{id}: the job's fields are the rewrite's, what it does not send is kept.
  'the employer signed in with token {token} has rewritten the job {jobId} as the Sea Kayak Guide in status {status}': (
    p,
  ) => {
    const job = existingJob(num(p, 'jobId'));
    return callProvider(
      employerJobHandlers,
      'PUT',
      `admin/Job/${job.id}`,
      { ...SEA_KAYAK_GUIDE, companyId: job.companyId, status: num(p, 'status') },
      str(p, 'token'),
    );
  },
  // Through the provider's own PUT admin/Job/{id}/status, the site admin's decisions.
  'the admin signed in with token {token} has approved the job {jobId}': (p) =>
    decide(p, { status: ReviewDecision.Approve, reason: null }),
  'the admin signed in with token {token} has rejected the job {jobId} saying {reason}': (p) =>
    decide(p, { status: ReviewDecision.Reject, reason: str(p, 'reason') }),
});

/** A job's record as the job input of POST and PUT admin/Job, in that status. */
function inputOf(job: JobRecord, status: number) {
  const fields = Object.keys(jobInputShape) as Array<keyof typeof jobInputShape & keyof JobRecord>;
  return { ...Object.fromEntries(fields.map((field) => [field, job[field]])), status };
}

/** The rewrite of a job (its company and status aside): a seasonal, on-site sea kayak guide paid by the hour. */
const SEA_KAYAK_GUIDE = {
  title: 'Sea Kayak Guide',
  description: 'Lead half-day and full-day sea kayak tours on the Susquehanna for small groups of guests.',
  jobType: 7,
  remoteStatus: 4,
  remoteCountries: [],
  jobFieldId: 1,
  focusId: 2,
  yearsOfExperienceId: 2,
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  lat: 40.2732,
  lng: -76.8867,
  salaryMin: 18,
  salaryMax: 24,
  salaryCompensationId: 1,
  expireDate: '2099-08-31T23:59:59.000Z',
  isHousingIncluded: true,
  isHousingSubsidized: false,
  isRelocationStipend: false,
  isCommuterBenefits: false,
  isHQPosition: false,
};

/** The site admin's decision on the job, through the provider's own PUT admin/Job/{id}/status. */
const decide = (p: ReceivedParams<'{token} {jobId}'>, decision: { status: number; reason: string | null }) =>
  callProvider(jobReviewHandlers, 'PUT', `admin/Job/${num(p, 'jobId')}/status`, decision, str(p, 'token'));
