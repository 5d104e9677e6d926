import { JobStatus } from '../../src/domain/enums/job';
import { buildJob, location } from '../builders';
import { clock } from '../clock';
import type { JobRecord } from '../records';
import { defineStates, num } from './define';
import { addJobs, removeWhere } from './support';

const HOUR = 1;
const DAY = 2;
const WEEK = 3;
const MONTH = 4;
const YEAR = 5;

/** A job of the set: its field, focus, job type, place and pay (and what else differs from the builder's job). */
const job = (
  jobFieldId: number,
  focusId: number,
  jobType: number,
  place: string,
  salaryMin: number | null,
  salaryMax: number | null,
  salaryCompensationId: number,
  changes: Partial<JobRecord> = {},
): Partial<JobRecord> => ({
  jobFieldId,
  focusId,
  jobType,
  ...location(place),
  salaryMin,
  salaryMax,
  salaryCompensationId,
  ...changes,
});

/**
 * The pay insights' jobs (Job/pay-insights), as contracts/reference.md lists them; field 6 has two counted jobs: each
 * decoy counted would give it a third and show it. Of the clock when the state is given.
 */
const jobs = (): Array<Partial<JobRecord>> => [
  job(1, 2, 1, 'harrisburg-pa', 45_000, 60_000, YEAR),
  job(1, 2, 1, 'harrisburg-pa', 20, 25, HOUR),
  job(1, 1, 2, 'boulder-co', 4_000, null, MONTH),
  job(1, 2, 2, 'harrisburg-pa', null, 30_000, YEAR),
  job(8, 14, 1, 'harrisburg-pa', 90_000, 110_000, YEAR),
  job(8, 14, 1, 'boulder-co', 1_500, 2_000, WEEK),
  job(8, 14, 1, 'boulder-co', 400, null, DAY),
  job(6, 11, 7, 'boulder-co', 18, null, HOUR),
  job(6, 12, 2, 'harrisburg-pa', 25_000, 35_000, YEAR),
  // Not counted: a draft, an expired job, a job without pay, a job in Canada.
  job(6, 11, 7, 'boulder-co', 18, null, HOUR, { status: JobStatus.Draft, publishedDate: null }),
  job(6, 11, 7, 'boulder-co', 18, null, HOUR, { expireDate: clock.daysFromNow(-1) }),
  job(6, 11, 7, 'boulder-co', null, null, YEAR),
  job(6, 11, 7, 'squamish-bc', 18, null, HOUR),
];

/** The pay insights page: the whole set of jobs its figures are of. */
export const payInsightsStates = defineStates({
  'the only jobs are the pay insights set of jobs from id {firstId}': async (p) => {
    const first = num(p, 'firstId');
    // They are the whole population the figures are of: every other job is set aside until teardown.
    removeWhere('jobs', () => true);
    await addJobs(
      ...jobs().map((changes, i) => buildJob({ id: first + i, title: `Pay Insights Job ${i + 1}`, ...changes })),
    );
  },
});
