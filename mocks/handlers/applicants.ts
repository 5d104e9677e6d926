import { jobOfPath, jobPath, toEmployerJob } from './employer-job';
import {
  applicantsQuerySchema,
  applicantsSchema,
  closeJobSchema,
  stageMoveSchema,
  stageMovedSchema,
} from '../../src/api/schemas/applicants';
import { employerJobSchema } from '../../src/api/schemas/employer-job';
import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { JobStatus, jobStatusLabels } from '../../src/domain/enums/job';
import { notHiredWhenClosed, type JobEnding } from '../../src/domain/job-ending';
import { clock } from '../clock';
import { recountCompany } from '../companies';
import { EMPLOYERS, requireMayWriteJobsOf } from '../company-access';
import { db, type StoredJob } from '../db';
import { sendStageChange } from '../hiring-mail';
import { badRequest, conflict, route } from '../http';
import { listApplicants } from '../queries/applicants';

/**
 * A job's applicants, for the people of its company and the site's admins: the list with each one's match, and moving
 * applications through the stages, each candidate told by email (contracts/reference.md, "Hiring"; docs/hiring.md).
 */

/** The job of the path, when the user may work on its applicants (else 404 or 403); a job never sent has none. */
function jobOfApplicants(user: Parameters<typeof requireMayWriteJobsOf>[0], params: { id: number }) {
  const job = jobOfPath(params);
  const company = requireMayWriteJobsOf(user, job.companyId);
  return { job, company };
}

/**
 * Moves applications of the job to a stage; each candidate whose application changed is emailed. Answers how many.
 */
export async function moveApplicants(
  job: StoredJob,
  companyName: string,
  ids: readonly number[],
  stage: AppliedByFilter,
  /** The job is being closed this way: the candidates are told so. */
  closedAs?: JobEnding,
) {
  const applications = ids.map((id) => db.applications.findFirst((q) => q.where({ id })));
  const strangers = ids.filter(
    (_, i) => applications[i]?.jobId !== job.id || applications[i]?.status !== ApplicationStatus.Applied,
  );
  if (strangers.length)
    throw badRequest('Some of these are not applicants of this job.', {
      applicationIds: [`Not an applicant of this job: ${strangers.join(', ')}`],
    });
  let moved = 0;
  for (const application of new Set(applications)) {
    if (!application || application.stage === stage) continue;
    await db.applications.update(application, {
      data(record) {
        record.stage = stage;
      },
    });
    moved++;
    const candidate = db.users.findFirst((q) => q.where({ id: application.userId }));
    if (candidate) await sendStageChange(candidate, { title: job.title, companyName, stage, closedAs });
  }
  return moved;
}

export const applicantHandlers = [
  route(
    'get',
    'admin/Job/:id/applicants',
    {
      summary: "A job's applicants with their match, by stage, sorted and filtered, and the count of each stage",
      spec: 'proposed',
      auth: EMPLOYERS,
      ...jobPath,
      query: applicantsQuerySchema,
      response: applicantsSchema,
    },
    ({ params, query, user }) => listApplicants(jobOfApplicants(user!, params).job, query),
  ),

  route(
    'put',
    'admin/Job/:id/applicants/stage',
    {
      summary: 'Moves applications of the job to a stage; each candidate is emailed',
      spec: 'proposed',
      auth: EMPLOYERS,
      ...jobPath,
      body: stageMoveSchema,
      response: stageMovedSchema,
      errors: [409],
    },
    async ({ params, body, user }) => {
      const { job, company } = jobOfApplicants(user!, params);
      if (job.status === JobStatus.ApplicationClosed)
        throw conflict('This job is closed: its applicants keep the stage they had when it closed.');
      return { moved: await moveApplicants(job, company.name, body.applicationIds, body.stage as AppliedByFilter) };
    },
  ),

  route(
    'put',
    'admin/Job/:id/close',
    {
      summary: 'Closes an active job, saying how it ended; the applicants not hired are told',
      spec: 'proposed',
      auth: EMPLOYERS,
      ...jobPath,
      body: closeJobSchema,
      response: employerJobSchema,
      errors: [409],
    },
    async ({ params, body, user }) => {
      const { job, company } = jobOfApplicants(user!, params);
      if (job.status !== JobStatus.Active)
        throw conflict(`This job is ${jobStatusLabels[job.status as JobStatus]}: only an active job can be closed.`);
      const applied = db.applications
        .findMany((q) => q.where({ jobId: job.id }))
        .filter((a) => a.status === ApplicationStatus.Applied);
      if (body.how === 'basecamp' && !applied.some((a) => a.stage === AppliedByFilter.ReceivedOffer))
        throw conflict(
          'No applicant is at Received Offer: move the person you hired there first, or say the role was filled elsewhere.',
        );
      const notHired = applied.filter((a) => notHiredWhenClosed(a.stage, body.how)).map((a) => a.id);
      if (notHired.length) await moveApplicants(job, company.name, notHired, AppliedByFilter.Rejected, body.how);
      const updated = await db.jobs.update(job, {
        data(record) {
          record.status = JobStatus.ApplicationClosed;
          record.roleFilled = body.how === 'none' ? null : body.how;
          record.updatedDate = clock.iso();
        },
      });
      await recountCompany(job.companyId);
      return toEmployerJob(updated ?? job);
    },
  ),
];
