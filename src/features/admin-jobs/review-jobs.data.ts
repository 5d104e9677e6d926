import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { adminCompany } from '../../api/admin-company';
import { jobReview } from '../../api/job-review';
import { reviewDecisionSchema, reviewQuerySchema } from '../../api/schemas/job-review';
import { paramsRecord, parseLenient } from '../../api/schemas/query';
import { recordIdSchema } from '../../api/schemas/rules';
import { submissionOf } from '../../components/form/submission';
import { attempt, searchParamsOf, settle } from '../../components/route/loaders';

/**
 * admin/jobs: the jobs of the URL's order status tab and filters (company, keywords, sort, page; a failure shows in
 * the list, with a retry), each tab's count for the company and keywords (without them, the tabs show no counts),
 * and the companies' names for the company filter.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseLenient(reviewQuerySchema, paramsRecord(searchParamsOf(request)));
  const [queue, counts, companies] = await Promise.all([
    settle(jobReview.queue(query, request.signal)),
    jobReview.orderCounts({ companyId: query.companyId, keyword: query.keyword }, request.signal).catch(() => null),
    adminCompany.allNames().catch(() => []),
  ]);
  return { query, queue, counts, companies };
}

export type ReviewJobsData = Awaited<ReturnType<typeof loader>>;

/** A decision on one job (the reason only with a rejection or a request for missing information). */
const reviewSubmissionSchema = z.extend(reviewDecisionSchema, { jobId: recordIdSchema });
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;

/**
 * Approve, reject, ask for missing information or close a job (PUT admin/Job/{id}/status); answers the job as it now
 * is. A refusal (a 409 when another admin decided first) is handed back: the catalogue's toast has said why, and the
 * list is loaded again as after any action, so it shows the job as it now is.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await submissionOf(request, reviewSubmissionSchema);
  if (!submission.ok) return submission;
  const { jobId, ...decision } = submission.value;
  return attempt(() => jobReview.decide(jobId, decision));
}
