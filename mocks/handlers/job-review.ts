import {
  reviewDecisionSchema,
  reviewJobSchema,
  reviewJobsSchema,
  reviewQuerySchema,
  type ReviewJob,
} from '../../src/api/schemas/job-review';
import { JobStatus, jobStatusLabels, type JobStatus as JobStatusCode } from '../../src/domain/enums/job';
import { Role } from '../../src/domain/enums/user';
import { canDecide, ReviewDecision, reviewDecisionLabels } from '../../src/domain/job-lifecycle';
import { sponsoredJobIds } from '../boosts';
import { clock } from '../clock';
import { companiesById, recountCompany } from '../companies';
import { findCompany } from '../company-access';
import { db, isPosted, type JobRecord, type PostedJob } from '../db';
import { conflict, route } from '../http';
import { jobOfPath, jobPath } from './employer-job';
import { fieldName, jobComparator, jobPredicate, pageOf, toJobCard } from '../queries/jobs';

/** The admin's review of jobs (role Admin; calls proposed here, contracts/README.md). */

function toReviewJob(job: PostedJob, sponsored: ReadonlySet<number>): ReviewJob {
  return {
    ...toJobCard(job, findCompany(job.companyId), sponsored),
    description: job.description,
    jobFieldName: fieldName(job.jobFieldId) ?? '',
    score: job.score,
    rejectReason: job.rejectReason,
    updatedDate: job.updatedDate,
  };
}

export const jobReviewHandlers = [
  route(
    'get',
    'admin/Job/review',
    {
      summary: 'The review queue: jobs in one status, oldest first',
      spec: 'proposed',
      auth: [Role.Admin],
      query: reviewQuerySchema,
      response: reviewJobsSchema,
    },
    ({ query }) => {
      const status = query.status ?? JobStatus.PendingReview;
      const companies = companiesById();
      // Keyword and job field as the job search reads them; then the status and company asked for.
      const matches = jobPredicate(
        { keyword: query.keyword, jobFieldId: query.jobFieldId },
        { jobs: [], companies, now: clock.now() },
        (job) => job.status === status && (query.companyId === undefined || job.companyId === query.companyId),
      );
      // The queue is first come, first served: oldest first unless another order is asked for.
      const page = pageOf<JobRecord, PostedJob>(
        db.jobs.all(),
        (job): job is PostedJob => isPosted(job) && matches(job),
        jobComparator(query.sort, query.order ?? 'asc'),
        query.pageNumber,
        query.pageSize,
      );
      const sponsored = sponsoredJobIds(clock.iso());
      return { ...page, items: page.items.map((job) => toReviewJob(job, sponsored)) };
    },
  ),

  route(
    'put',
    'admin/Job/:id/status',
    {
      summary: 'Approves, rejects (with a reason) or closes a job',
      spec: 'proposed',
      auth: [Role.Admin],
      body: reviewDecisionSchema,
      ...jobPath,
      response: reviewJobSchema,
      errors: [409],
    },
    async ({ body, params }) => {
      const job = jobOfPath(params);
      const decision = body.status as ReviewDecision;
      if (!isPosted(job) || !canDecide(job.status, decision)) {
        const label = reviewDecisionLabels[decision].toLowerCase();
        throw conflict(
          `This job is ${jobStatusLabels[job.status as JobStatusCode]}: it cannot be ${label === 'close' ? 'closed' : `${label}d`}.`,
        );
      }
      const now = clock.iso();
      if (decision === ReviewDecision.Approve && job.expireDate !== null && job.expireDate <= now) {
        throw conflict(
          'The application deadline of this job has passed: ask the employer for a new one before approving it.',
        );
      }
      const updated = await db.jobs.update(job, {
        data(record) {
          record.status = decision;
          record.updatedDate = now;
          record.rejectReason = decision === ReviewDecision.Reject ? (body.reason ?? null) : null;
          if (decision === ReviewDecision.Approve) record.publishedDate ??= now;
        },
      });
      await recountCompany(job.companyId);
      return toReviewJob(updated && isPosted(updated) ? updated : job, sponsoredJobIds(clock.iso()));
    },
  ),
];
