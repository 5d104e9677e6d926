import {
  companyJobsQuerySchema,
  companyJobsSchema,
  employerJobSchema,
  jobInputSchema,
  type CompanyJob,
  type EmployerJob,
  type JobInput,
} from '../../src/api/schemas/employer-job';
import { ApplicationStatus } from '../../src/domain/enums/applications';
import { JobStatus } from '../../src/domain/enums/job';
import { JobSearchStatusFilter } from '../../src/domain/enums/job-lists';
import {
  createdSince,
  isEditable,
  jobSearchStatusOf,
  listingScore,
  matchesStatusFilter,
} from '../../src/domain/job-lifecycle';
import { inOrderStatus, orderStatusOf } from '../../src/domain/order-status';
import { latestBoosts, sponsoredJobIds, toBoost } from '../boosts';
import { clock } from '../clock';
import { recountCompany } from '../companies';
import { EMPLOYERS, requireMaySeePrivate, requireMayWriteJobsOf } from '../company-access';
import { db, nextId, type JobRecord, type StoredJob, type UserRecord } from '../db';
import { badRequest, conflict, idPath, notFound, route } from '../http';
import { changedFields, recordJobChange } from '../job-history';
import { focuses, jobFields, salaryCompensations, yearsOfExperience } from '../lookups';
import { jobComparator, pageOf, toJobCard } from '../queries/jobs';

/**
 * An employer's jobs: the dashboard list, one job to edit, creating and updating (calls proposed here,
 * contracts/reference.md). Employers post and edit the jobs of the companies they are active members of; the site admin
 * posts a job for any company (the body's `companyId`) and corrects any company's job, each write recorded in the
 * job's history and told to the company's admins (mocks/job-history.ts).
 */

const NO_JOB = 'This job does not exist.';
/** Routes of one job by its id (admin/Job/:id...). */
export const jobPath = idPath(NO_JOB);

/** The job of a path's id (404 when there is none). */
export function jobOfPath({ id }: { id: number }): StoredJob {
  const job = db.jobs.findFirst((q) => q.where({ id }));
  if (!job) throw notFound(NO_JOB);
  return job;
}

/** What the schema cannot check alone: the lookups exist and agree, and the deadline is still ahead. */
function lookupErrors(job: JobInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  // A draft may have no job field yet; one it has must exist.
  if (job.jobFieldId !== null && !jobFields.some((f) => f.id === job.jobFieldId))
    errors.jobFieldId = ['Choose a job field'];
  if (job.focusId !== null && !focuses.some((f) => f.id === job.focusId && f.jobFieldId === job.jobFieldId)) {
    errors.focusId = ['Choose a focus of the job field'];
  }
  if (job.yearsOfExperienceId !== null && !yearsOfExperience.some((y) => y.id === job.yearsOfExperienceId)) {
    errors.yearsOfExperienceId = ['Unknown experience level'];
  }
  if (job.salaryCompensationId !== null && !salaryCompensations.some((c) => c.id === job.salaryCompensationId)) {
    errors.salaryCompensationId = ['Unknown pay period'];
  }
  if (job.expireDate !== null && job.expireDate <= clock.iso()) errors.expireDate = ['Pick a deadline after today'];
  return errors;
}

function checkLookups(job: JobInput) {
  const errors = lookupErrors(job);
  if (Object.keys(errors).length) throw badRequest('Some fields are not valid.', errors);
}

/** The record's fields a job input sets (remote countries only for Remote in region). */
function written(job: JobInput) {
  const { companyId: _companyId, status: _status, ...fields } = job;
  return {
    ...fields,
    remoteCountries: job.remoteStatus === 3 ? job.remoteCountries : [],
    score: listingScore(job).score,
  };
}

export function toEmployerJob(job: JobRecord): EmployerJob {
  return {
    id: job.id,
    companyId: job.companyId,
    status: job.status,
    title: job.title,
    description: job.description,
    jobType: job.jobType,
    remoteStatus: job.remoteStatus as EmployerJob['remoteStatus'],
    remoteCountries: job.remoteCountries,
    jobFieldId: job.jobFieldId,
    focusId: job.focusId,
    yearsOfExperienceId: job.yearsOfExperienceId,
    city: job.city,
    state: job.state,
    country: job.country,
    lat: job.lat,
    lng: job.lng,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCompensationId: job.salaryCompensationId,
    expireDate: job.expireDate,
    isHousingIncluded: job.isHousingIncluded,
    isHousingSubsidized: job.isHousingSubsidized,
    isRelocationStipend: job.isRelocationStipend,
    isCommuterBenefits: job.isCommuterBenefits,
    isHQPosition: job.isHQPosition,
    score: job.score,
    createdDate: job.createdDate,
    publishedDate: job.publishedDate,
    rejectReason: job.rejectReason,
  };
}

/** The job and its company, when the user may edit it: its company's own people, and the site's admins (else 403). */
function writableJob(user: UserRecord, params: { id: number }) {
  const job = jobOfPath(params);
  return { job, company: requireMayWriteJobsOf(user, job.companyId) };
}

export const employerJobHandlers = [
  route(
    'get',
    'admin/Job/company-jobs',
    {
      summary: "The employer dashboard: a company's jobs by status filter, with the counts",
      spec: 'proposed',
      auth: EMPLOYERS,
      query: companyJobsQuerySchema,
      response: companyJobsSchema,
      errors: [404],
    },
    ({ query, user }) => {
      const company = requireMaySeePrivate(user!, query.companyId);
      const nowIso = clock.iso();
      const since = createdSince(query.interval ?? 4, clock.now());
      const jobs = db.jobs
        .findMany((q) => q.where({ companyId: company.id }))
        .filter((j) => since === null || j.createdDate >= since);
      const counts: Record<string, number> = { [JobSearchStatusFilter.All]: jobs.length };
      for (const filter of [1, 2, 3, 4]) counts[filter] = 0;
      for (const job of jobs) {
        const bucket = jobSearchStatusOf(job, nowIso);
        counts[bucket] = (counts[bucket] ?? 0) + 1;
      }
      const filter = query.status ?? JobSearchStatusFilter.All;
      const matches = (job: JobRecord) =>
        matchesStatusFilter(job, filter, nowIso) &&
        (query.orderStatus === undefined || inOrderStatus(job, query.orderStatus, nowIso));
      const page = pageOf(jobs, matches, jobComparator(query.sort, query.order), query.pageNumber, query.pageSize);
      const ids = new Set(page.items.map((j) => j.id));
      const applicants = new Map<number, number>();
      for (const a of db.applications.findMany((q) =>
        q.where((r) => ids.has(r.jobId) && r.status === ApplicationStatus.Applied),
      )) {
        applicants.set(a.jobId, (applicants.get(a.jobId) ?? 0) + 1);
      }
      const sponsored = sponsoredJobIds(nowIso);
      const boosts = latestBoosts();
      return {
        ...page,
        counts,
        items: page.items.map((job): CompanyJob => {
          const boost = boosts.get(job.id);
          return {
            ...toJobCard(job, company, sponsored),
            score: job.score,
            rejectReason: job.rejectReason,
            applicantsCount: applicants.get(job.id) ?? 0,
            orderStatus: orderStatusOf(job, nowIso),
            boost: boost ? toBoost(boost, nowIso) : null,
          };
        }),
      };
    },
  ),

  route(
    'get',
    'admin/Job/:id',
    {
      summary: "One of the company's jobs as its employer edits it",
      spec: 'proposed',
      auth: EMPLOYERS,
      ...jobPath,
      response: employerJobSchema,
    },
    ({ params, user }) => toEmployerJob(writableJob(user!, params).job),
  ),

  route(
    'post',
    'admin/Job',
    {
      summary: 'Posts a job, as a draft or for review',
      spec: 'proposed',
      auth: EMPLOYERS,
      body: jobInputSchema,
      response: employerJobSchema,
      errors: [404],
    },
    async ({ body, user }) => {
      const company = requireMayWriteJobsOf(user!, body.companyId);
      checkLookups(body);
      const now = clock.iso();
      const created = await db.jobs.create({
        id: nextId(db.jobs),
        companyId: body.companyId,
        status: body.status,
        ...written(body),
        createdDate: now,
        updatedDate: now,
        publishedDate: null,
        rejectReason: null,
        roleFilled: null,
      });
      await recountCompany(body.companyId);
      await recordJobChange(created, company, user!, { action: 'posted', fields: [] });
      return toEmployerJob(created);
    },
  ),

  route(
    'put',
    'admin/Job/:id',
    {
      summary: 'Rewrites a job, as a draft or sent (again) for review',
      spec: 'proposed',
      auth: EMPLOYERS,
      body: jobInputSchema,
      ...jobPath,
      response: employerJobSchema,
      errors: [409],
    },
    async ({ body, params, user }) => {
      const { job, company } = writableJob(user!, params);
      const before = { ...job };
      if (body.companyId !== job.companyId)
        throw badRequest('A job stays with its company.', { companyId: ['A job cannot move to another company'] });
      if (!isEditable(job.status)) throw conflict('This job is closed: it can no longer be edited.');
      checkLookups(body);
      const fields = written(body);
      const updated = await db.jobs.update(job, {
        data(record) {
          Object.assign(record, fields);
          record.status = body.status;
          record.updatedDate = clock.iso();
          // Sent again for review: the earlier rejection is answered.
          if (body.status === JobStatus.PendingReview) record.rejectReason = null;
        },
      });
      await recountCompany(job.companyId);
      const changed = changedFields(before, updated ?? job);
      await recordJobChange(updated ?? job, company, user!, { action: 'edited', fields: changed });
      return toEmployerJob(updated ?? job);
    },
  ),
];
