import { payInsightsQuerySchema, payInsightsSchema } from '../../src/api/schemas/pay-insights';
import { DEFAULT_COUNTRY } from '../../src/domain/constants';
import { PAY_GROUP_MIN_JOBS, payInsights } from '../../src/domain/pay-insights';
import { currencyOf } from '../../src/domain/salary';
import { clock } from '../clock';
import { db, type PostedJob } from '../db';
import { badRequest, route } from '../http';
import { jobFields } from '../lookups';
import { fieldName, focusName, isListed } from '../queries/jobs';

/**
 * The pay insights page: what the live jobs of a country (and of a job field, if asked) pay, in one pay period, by
 * group (src/domain/pay-insights.ts). Open to visitors; a token sent must be valid.
 */
export const payInsightsHandlers = [
  route(
    'get',
    'Job/pay-insights',
    {
      summary: 'What the live jobs pay in one pay period: min, median and max by field, focus, job type and state',
      spec: 'proposed',
      auth: 'optional',
      query: payInsightsQuerySchema,
      response: payInsightsSchema,
    },
    ({ query }) => {
      const { period, jobFieldId } = query;
      if (jobFieldId !== undefined && !jobFields.some((f) => f.id === jobFieldId))
        throw badRequest('Some query parameters are not valid.', { jobFieldId: ['Unknown job field'] });
      const country = query.country ?? DEFAULT_COUNTRY;
      const nowIso = clock.iso();
      const jobs: PostedJob[] = [];
      for (const job of db.jobs.all())
        if (
          isListed(job, nowIso) &&
          job.country === country &&
          (jobFieldId === undefined || job.jobFieldId === jobFieldId)
        )
          jobs.push(job);
      const insights = payInsights(jobs, period, { field: fieldName, focus: focusName });
      return { period, country, currency: currencyOf(country), minJobs: PAY_GROUP_MIN_JOBS, ...insights };
    },
  ),
];
