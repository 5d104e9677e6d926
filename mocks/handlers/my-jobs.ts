import { myJobStatusSchema, myJobsSchema, noResultSchema, type MyJob } from '../../src/api/schemas/job-candidate';
import { jobIdQuerySchema, myJobsQuerySchema } from '../../src/api/schemas/my-jobs';
import { AppliedByFilter, ApplicationStatus } from '../../src/domain/enums/applications';
import { Role } from '../../src/domain/enums/user';
import { isLive } from '../../src/domain/job-lifecycle';
import { sponsoredJobIds } from '../boosts';
import { clock } from '../clock';
import { companiesById } from '../companies';
import { db, isPosted, nextId, type ApplicationRecord, type JobRecord } from '../db';
import { conflict, notFound, route } from '../http';
import { findJob, mine, statusOf } from './job';
import { pageOf, toJobCard } from '../queries/jobs';

/**
 * The candidate's own jobs: saving one (watching), removing it, applying, and the list of those saved or applied.
 * A job's page says where the candidate stands with it (./job.ts). Designed here (contracts/reference.md: proposed).
 */

/** A job can take applications while it is active and not past its expiry date. */
const takesApplications = (job: JobRecord) => isLive(job, clock.iso());

export const myJobsHandlers = [
  route(
    'post',
    'Job/watch',
    {
      summary: 'Saves a job (status 4, Watching)',
      spec: 'proposed',
      auth: [Role.User],
      query: jobIdQuerySchema,
      response: myJobStatusSchema,
      errors: [404, 409],
    },
    async ({ query, user }) => {
      const job = findJob(query.jobId, user);
      const existing = mine(user!.id, job.id);
      if (existing?.status === ApplicationStatus.Applied)
        throw conflict('You have already applied to this job; it is in your applied jobs.');
      if (existing) return statusOf(existing);
      const created = await db.applications.create({
        id: nextId(db.applications),
        userId: user!.id,
        jobId: job.id,
        status: ApplicationStatus.Watching,
        stage: AppliedByFilter.Applied,
        createdDate: clock.iso(),
        appliedDate: null,
      });
      return statusOf(created);
    },
  ),

  route(
    'delete',
    'Job/watch',
    {
      summary: 'Removes a saved job',
      spec: 'proposed',
      auth: [Role.User],
      query: jobIdQuerySchema,
      response: noResultSchema,
      errors: [404],
    },
    async ({ query, user }) => {
      const existing = mine(user!.id, query.jobId);
      if (!existing || existing.status !== ApplicationStatus.Watching)
        throw notFound('This job is not in your saved jobs.');
      db.applications.delete(existing);
      return null;
    },
  ),

  route(
    'post',
    'Job/apply',
    {
      summary: "Applies to a job with the candidate's profile (status 0, Applied)",
      spec: 'proposed',
      auth: [Role.User],
      query: jobIdQuerySchema,
      response: myJobStatusSchema,
      errors: [404, 409],
    },
    async ({ query, user }) => {
      const job = findJob(query.jobId, user);
      if (!takesApplications(job)) throw conflict('This job no longer takes applications.');
      const existing = mine(user!.id, job.id);
      if (existing?.status === ApplicationStatus.Applied) throw conflict('You have already applied to this job.');
      const appliedDate = clock.iso();
      if (existing) {
        const updated = await db.applications.update(existing, {
          data(record) {
            record.status = ApplicationStatus.Applied;
            record.stage = AppliedByFilter.Applied;
            record.appliedDate = appliedDate;
          },
        });
        return statusOf(updated ?? existing);
      }
      const created = await db.applications.create({
        id: nextId(db.applications),
        userId: user!.id,
        jobId: job.id,
        status: ApplicationStatus.Applied,
        stage: AppliedByFilter.Applied,
        createdDate: appliedDate,
        appliedDate,
      });
      return statusOf(created);
    },
  ),

  route(
    'get',
    'Job/my-jobs',
    {
      summary: "The candidate's saved or applied jobs, newest first",
      spec: 'proposed',
      auth: [Role.User],
      query: myJobsQuerySchema,
      response: myJobsSchema,
    },
    ({ query, user }) => {
      const companies = companiesById();
      const sponsored = sponsoredJobIds(clock.iso());
      const jobs = new Map(
        db.jobs
          .all()
          .filter(isPosted)
          .map((j) => [j.id, j]),
      );
      const stage = query.appliedBy === undefined || query.appliedBy === AppliedByFilter.All ? null : query.appliedBy;
      const records = db.applications.findMany((q) =>
        q.where(
          (a) =>
            a.userId === user!.id &&
            a.status === query.status &&
            (stage === null || a.stage === stage) &&
            jobs.has(a.jobId),
        ),
      );
      // Newest first: by the date applied, or saved.
      const when = (a: ApplicationRecord) => a.appliedDate ?? a.createdDate;
      const page = pageOf(
        records,
        () => true,
        (a, b) => when(b).localeCompare(when(a)) || b.id - a.id,
        query.pageNumber,
        query.pageSize,
      );
      return {
        ...page,
        items: page.items.map((a): MyJob => {
          const job = jobs.get(a.jobId)!;
          return {
            id: a.id,
            status: a.status,
            stage: a.stage,
            createdDate: a.createdDate,
            appliedDate: a.appliedDate,
            job: toJobCard(job, companies.get(job.companyId), sponsored),
          };
        }),
      };
    },
  ),
];
