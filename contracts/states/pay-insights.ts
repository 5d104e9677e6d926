import { describeStates } from './define';
import type { payInsightsStates } from '../../mocks/states/pay-insights';

export default describeStates<typeof payInsightsStates>({
  'the only jobs are the pay insights set of jobs from id {firstId}': {
    creates:
      'thirteen jobs of company 1, each the job of "an active job {jobId} titled {title} exists at company {companyId}" but for its title, field, focus, job type, ' +
      'place and pay, ids from `firstId` on, in this order, **the only jobs** (every other one is set aside ' +
      'until teardown: the figures are of the whole population); as field/focus/job type/place/pay: (1) ' +
      '1/2/1 Harrisburg, PA, 45,000–60,000 per year; (2) 1/2/1 Harrisburg, 20–25 per hour; (3) 1/1/2 ' +
      'Boulder, CO, from 4,000 per month; (4) 1/2/2 Harrisburg, up to 30,000 per year; (5) 8/14/1 ' +
      'Harrisburg, 90,000–110,000 per year; (6) 8/14/1 Boulder, 1,500–2,000 per week; (7) 8/14/1 Boulder, ' +
      'from 400 per day; (8) 6/11/7 Boulder, from 18 per hour; (9) 6/12/2 Harrisburg, 25,000–35,000 per ' +
      'year; and four not counted, each of which counted would give field 6 a third job: (10) as (8) but a ' +
      'draft, (11) as (8) but expired yesterday, (12) as (8) without pay, (13) as (8) in Squamish, BC',
  },
});
