import { JobStatus } from '../../src/domain/enums/job';
import { clock } from '../clock';
import { db } from '../db';
import { defineStates, num, str } from './define';
import { addJobs, existingJob, jobOfState } from './support';
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
});
