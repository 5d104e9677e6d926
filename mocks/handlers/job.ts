import { jobOptionsSchema, jobSearchResultSchema } from '../../src/api/schemas/job';
import {
  jobDetailSchema,
  recommendedJobsSchema,
  type JobDetail,
  type MyJobStatus,
} from '../../src/api/schemas/job-candidate';
import { withKnownLookups } from '../../src/api/schemas/job-lookups';
import { jobSearchApiQuerySchema } from '../../src/api/schemas/job-search-api';
import { jobIdQuerySchema, recommendedQuerySchema } from '../../src/api/schemas/my-jobs';
import { ApplicationStatus } from '../../src/domain/enums/applications';
import { JobStatus } from '../../src/domain/enums/job';
import { Role } from '../../src/domain/enums/user';
import { sponsoredJobIds } from '../boosts';
import { clock } from '../clock';
import { companiesById } from '../companies';
import { maySeePrivate, requireCompany } from '../company-access';
import { db, isPosted, type ApplicationRecord, type JobRecord, type PostedJob, type UserRecord } from '../db';
import { badRequest, notFound, route } from '../http';
import { jobOptions, yearsOfExperience } from '../lookups';
import { byDatePosted, byMatch, matchProfile, recommendedJobs } from '../matching';
import { fieldName, focusName, isPostedWithin, pageOf, searchJobCards, toJobCard } from '../queries/jobs';

/**
 * Finding jobs: the search and its lookups, a job's page, the candidate's recommended jobs. Saving, applying and the
 * candidate's own list: ./my-jobs.ts. The calls beyond Job/options/get are designed here (contracts/reference.md lists
 * them as proposed).
 */

const NOT_LISTED = 'This job does not exist or is no longer listed.';

/** Active and closed jobs are public; drafts, reviews and rejections are the company's own (and the site admins'). */
function canSee(job: JobRecord, user: UserRecord | null): boolean {
  if (job.status === JobStatus.Active || job.status === JobStatus.ApplicationClosed) return true;
  return maySeePrivate(user, job.companyId);
}

/** The job with this id, if this user may see it; else 404. */
export function findJob(jobId: number, user: UserRecord | null): PostedJob {
  const job = db.jobs.findFirst((q) => q.where({ id: jobId }));
  // A draft that lacks a listing's fields has no page yet (its company edits it).
  if (!job || !isPosted(job) || !canSee(job, user)) throw notFound(NOT_LISTED);
  return job;
}

/** The candidate's application to the job (saved or applied), if any, and what it says of it. */
export const mine = (userId: number, jobId: number) => db.applications.findFirst((q) => q.where({ userId, jobId }));
export const statusOf = (record: ApplicationRecord): MyJobStatus => ({
  status: record.status,
  stage: record.stage,
  appliedDate: record.appliedDate,
});
const myStatusOf = (userId: number, jobId: number) => {
  const record = mine(userId, jobId);
  return record ? statusOf(record) : null;
};

function toDetail(job: PostedJob, user: UserRecord | null): JobDetail {
  // Every job's company exists: a job is posted only for one, and no call deletes a company.
  const company = requireCompany(job.companyId);
  return {
    ...toJobCard(job, company, sponsoredJobIds(clock.iso())),
    description: job.description,
    // The listing score is the employer's (docs/product.md §3): its company's people and site admins get it, no one else.
    score: maySeePrivate(user, job.companyId) ? job.score : null,
    jobFieldId: job.jobFieldId,
    jobFieldName: fieldName(job.jobFieldId) ?? '',
    focusId: job.focusId,
    focusName: job.focusId === null ? null : (focusName(job.focusId) ?? null),
    yearsOfExperienceId: job.yearsOfExperienceId,
    yearsOfExperienceName: yearsOfExperience.find((y) => y.id === job.yearsOfExperienceId)?.name ?? null,
    lat: job.lat,
    lng: job.lng,
    remoteCountries: job.remoteCountries,
    company: {
      id: company.id,
      name: company.name,
      path: company.path,
      logo: company.logo,
      description: company.description,
      city: company.city,
      state: company.state,
      country: company.country,
      website: company.website,
      activeJobsCount: company.activeJobsCount,
    },
    myStatus: user?.roles.includes(Role.User) ? myStatusOf(user.id, job.id) : null,
  };
}

export const jobHandlers = [
  route(
    'get',
    'Job/options/get',
    { summary: 'The lookups job forms and filters use', spec: 'documented', response: jobOptionsSchema },
    () => jobOptions,
  ),

  route(
    'get',
    'Job/search',
    {
      summary: 'One page of live jobs matching the filters',
      spec: 'proposed',
      query: jobSearchApiQuerySchema,
      response: jobSearchResultSchema,
    },
    ({ query }) => {
      // Ids that name no lookup are refused, as the app's links leave them out (one rule: withKnownLookups).
      const { errors } = withKnownLookups(query, jobOptions);
      if (Object.keys(errors).length) {
        throw badRequest(
          'Some query parameters are not valid.',
          Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, [message]])),
        );
      }
      const data = { jobs: db.jobs.all(), companies: companiesById(), now: clock.now() };
      return searchJobCards(data, query, sponsoredJobIds(clock.iso()));
    },
  ),

  route(
    'get',
    'Job/by-id',
    {
      summary: "A job's page; with a candidate's token, whether they saved or applied",
      spec: 'proposed',
      auth: 'optional',
      query: jobIdQuerySchema,
      response: jobDetailSchema,
      errors: [404],
    },
    ({ query, user }) => toDetail(findJob(query.jobId, user), user),
  ),

  route(
    'get',
    'Job/recommended',
    {
      summary: "The candidate's recommended jobs, with their match",
      spec: 'proposed',
      auth: [Role.User],
      query: recommendedQuerySchema,
      response: recommendedJobsSchema,
    },
    ({ query, user }) => {
      const profile = matchProfile(db.candidateProfiles.findFirst((q) => q.where({ userId: user!.id })));
      const now = clock.now();
      // Jobs already applied to are under Applied, not recommended again (saved ones still are).
      const applied = new Set(
        db.applications
          .findMany((q) => q.where({ userId: user!.id, status: ApplicationStatus.Applied }))
          .map((a) => a.jobId),
      );
      const scored = recommendedJobs(
        profile,
        (job) => !applied.has(job.id) && isPostedWithin(job, query.datePosted, now),
      );
      const compare = query.sort === 'HighLowMatch' ? byMatch : byDatePosted;
      return pageOf(scored, () => true, compare, query.pageNumber, query.pageSize);
    },
  ),
];
