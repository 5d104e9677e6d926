import { screen } from '@testing-library/react';
import { addCompany, addJob } from './fixtures';
import { renderApp } from './render';
import { location } from '../../mocks/builders';
import { clock } from '../../mocks/clock';
import type { JobRecord } from '../../mocks/db';
import { JobType, RemoteStatus } from '../../src/domain/enums/job';

/**
 * What the tests of /recommended-jobs share (recommended.test.tsx, recommended-sponsored.test.tsx, my-jobs.test.tsx,
 * boosted-jobs.test.tsx).
 */

export async function openMyJobs(path = '/recommended-jobs') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Recommended jobs', level: 1 });
  return view;
}

/**
 * What a job that fits the demo candidate's whole profile has (Casey: paddling, full-time, on site within 100 miles
 * of Boulder, $45,000 a year or more): a 100 % match (docs/matching.md).
 */
export const bestMatch = {
  focusId: 2,
  jobType: JobType.FullTime,
  remoteStatus: RemoteStatus.Onsite,
  remoteCountries: [],
  ...location('boulder-co'),
  salaryMin: 48_000,
  salaryMax: 56_000,
  salaryCompensationId: 5,
} satisfies Partial<JobRecord>;

/** A job that fits the demo candidate's whole profile (bestMatch), posted an hour ago, with these details. */
export const addBestMatch = (overrides: Partial<JobRecord> = {}) =>
  addJob({
    ...bestMatch,
    createdDate: clock.hoursFromNow(-2),
    publishedDate: clock.hoursFromNow(-1),
    ...overrides,
  });

/**
 * `count` jobs that fit the demo candidate's field and focus near Boulder (so each is recommended), at one company,
 * with matches that vary (some part-time, some paid below the minimum, some in Denver) and with each older than the
 * one before: the newest are not the best matches.
 */
export async function addMatches(count = 22) {
  const { id: companyId } = await addCompany({ name: 'Flatirons Climbing School' });
  const jobs: JobRecord[] = [];
  for (let i = 0; i < count; i++) {
    jobs.push(
      await addBestMatch({
        companyId,
        title: `Climbing Guide ${i + 1}`,
        focusId: i % 5 === 0 ? 2 : 1,
        jobType: i % 3 === 0 ? JobType.PartTime : JobType.FullTime,
        ...(i % 2 ? { salaryMin: 30_000, salaryMax: 40_000 } : {}),
        ...(i % 4 === 1 ? location('denver-co') : {}),
        createdDate: clock.hoursFromNow(-(30 + 7 * i)),
        publishedDate: clock.hoursFromNow(-(29 + 7 * i)),
      }),
    );
  }
  return jobs;
}
