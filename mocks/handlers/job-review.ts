import {
  orderCountsQuerySchema,
  orderCountsSchema,
  reviewDecisionSchema,
  reviewJobSchema,
  reviewJobsSchema,
  reviewQuerySchema,
  type ReviewJob,
} from '../../src/api/schemas/job-review';
import { jobStatusLabels, type JobStatus as JobStatusCode } from '../../src/domain/enums/job';
import { OrderSearchStatus } from '../../src/domain/enums/job-lists';
import { Role } from '../../src/domain/enums/user';
import { canDecide, ReviewDecision, reviewDecisionDone, withReason } from '../../src/domain/job-lifecycle';
import { inOrderStatus, orderCounts } from '../../src/domain/order-status';
import { sponsoredJobIds } from '../boosts';
import { clock } from '../clock';
import { companiesById, recountCompany } from '../companies';
import { companyAdmins, findCompany } from '../company-access';
import { db, isPosted, type JobRecord, type PostedJob } from '../db';
import { conflict, route } from '../http';
import { sendMissingInformation } from '../mail';
import { jobOfPath, jobPath } from './employer-job';
import { fieldName, jobComparator, jobPredicate, pageOf, toJobCard } from '../queries/jobs';

/** The admin's review of jobs (role Admin; calls proposed here, contracts/reference.md). */

function toReviewJob(job: PostedJob, sponsored: ReadonlySet<number>): ReviewJob {
  return {
    ...toJobCard(job, findCompany(job.companyId), sponsored),
    description: job.description,
    jobFieldName: fieldName(job.jobFieldId)!,
    score: job.score,
    rejectReason: job.rejectReason,
    roleFilled: job.roleFilled,
    updatedDate: job.updatedDate,
  };
}

/** The posted jobs of the company (or all) that match the keywords and job field as the job search reads them. */
function matching(query: { keyword?: string; jobFieldId?: number; companyId?: number }) {
  return jobPredicate(
    { keyword: query.keyword, jobFieldId: query.jobFieldId },
    { jobs: [], companies: companiesById(), now: clock.now() },
    (job) => query.companyId === undefined || job.companyId === query.companyId,
  );
}

/** A company's admins are told what the admin asked for. */
async function tellMissingInformation(job: PostedJob, reason: string) {
  const company = findCompany(job.companyId);
  if (!company) return;
  for (const admin of companyAdmins(company.id))
    await sendMissingInformation(admin, { companyName: company.name, jobId: job.id, title: job.title, reason });
}

export const jobReviewHandlers = [
  route(
    'get',
    'admin/Job/review',
    {
      summary: 'Every job of one order status (the review queue unless asked), oldest first',
      spec: 'proposed',
      auth: [Role.Admin],
      query: reviewQuerySchema,
      response: reviewJobsSchema,
    },
    ({ query }) => {
      const orderStatus = query.orderStatus ?? OrderSearchStatus.PendingReview;
      const now = clock.iso();
      // Keyword, job field and company; then the order status asked for (src/domain/order-status.ts).
      const matches = matching(query);
      // The queue is first come, first served: oldest first unless another order is asked for.
      const page = pageOf<JobRecord, PostedJob>(
        db.jobs.all(),
        (job): job is PostedJob => isPosted(job) && inOrderStatus(job, orderStatus, now) && matches(job),
        jobComparator(query.sort, query.order ?? 'asc'),
        query.pageNumber,
        query.pageSize,
      );
      const sponsored = sponsoredJobIds(clock.iso());
      return { ...page, items: page.items.map((job) => toReviewJob(job, sponsored)) };
    },
  ),

  route(
    'get',
    'admin/Job/order-counts',
    {
      summary: "How many jobs each order status holds, for a company and keywords (the tabs' order, All last)",
      spec: 'proposed',
      auth: [Role.Admin],
      query: orderCountsQuerySchema,
      response: orderCountsSchema,
    },
    ({ query }) => {
      const matches = matching(query);
      return orderCounts(
        db.jobs.all().filter((job) => isPosted(job) && matches(job)),
        clock.iso(),
      );
    },
  ),

  route(
    'put',
    'admin/Job/:id/status',
    {
      summary: 'Approves, rejects (with a reason), asks for missing information (with what) or closes a job',
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
        throw conflict(
          `This job is ${jobStatusLabels[job.status as JobStatusCode]}: it cannot be ${reviewDecisionDone[decision]}.`,
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
          // A rejection's reason, or what is missing: the employer sees it beside the job.
          record.rejectReason = withReason(decision) ? (body.reason ?? null) : null;
          if (decision === ReviewDecision.Approve) record.publishedDate ??= now;
        },
      });
      await recountCompany(job.companyId);
      if (decision === ReviewDecision.MissingInformation) await tellMissingInformation(job, body.reason!);
      return toReviewJob(updated && isPosted(updated) ? updated : job, sponsoredJobIds(clock.iso()));
    },
  ),
];
