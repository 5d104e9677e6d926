import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { adminCompany } from '../../api/admin-company';
import { jobReview } from '../../api/job-review';
import { reviewDecisionSchema, reviewQuerySchema } from '../../api/schemas/job-review';
import { paramsRecord, parseLenient } from '../../api/schemas/query';
import { recordIdSchema } from '../../api/schemas/rules';
import { submissionOf } from '../../components/form/submission';
import { attempt, searchParamsOf, settle } from '../../components/route/loaders';
import { lookups } from '../../state/lookups';

/**
 * admin/jobs: the queue of the URL's filters (status, company, job field, keywords, sort, page; a failure shows in
 * the list, with a retry), beside the filters' choices: the companies' names and the job options (a missing one
 * leaves its filter with "All" only).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseLenient(reviewQuerySchema, paramsRecord(searchParamsOf(request)));
  const [queue, companies, options] = await Promise.all([
    settle(jobReview.queue(query, request.signal)),
    adminCompany.allNames().catch(() => []),
    lookups.jobOptions().catch(() => null),
  ]);
  return { query, queue, companies, options };
}

export type ReviewJobsData = Awaited<ReturnType<typeof loader>>;

/** A decision on one job (the reason only with a rejection). */
const reviewSubmissionSchema = z.extend(reviewDecisionSchema, { jobId: recordIdSchema });
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;

/**
 * Approve, reject or close a job (PUT admin/Job/{id}/status); answers the job as it now is. A refusal (a 409 when
 * another admin decided first) is handed back: the catalogue's toast has said why, and the queue is loaded again
 * as after any action, so it shows the job as it now is.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await submissionOf(request, reviewSubmissionSchema);
  if (!submission.ok) return submission;
  const { jobId, ...decision } = submission.value;
  return attempt(() => jobReview.decide(jobId, decision));
}
