import { screen } from '@testing-library/react';
import { location } from '../../mocks/builders';
import { clock } from '../../mocks/clock';
import type { JobRecord } from '../../mocks/db';
import { JobType, RemoteStatus } from '../../src/domain/enums';
import { addJob } from './fixtures';
import { renderApp } from './render';

/** What the tests of /recommended-jobs share (recommended.test.tsx, my-jobs.test.tsx, boost.test.tsx). */

export async function openMyJobs(path = '/recommended-jobs') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Recommended jobs', level: 1 });
  return view;
}

/**
 * A job that fits the demo candidate's whole profile (Casey: paddling, full-time, on site within 100 miles of
 * Boulder, $45,000 a year or more), posted an hour ago, with these details.
 */
export const addBestMatch = (overrides: Partial<JobRecord> = {}) =>
  addJob({
    focusId: 2,
    jobType: JobType.FullTime,
    remoteStatus: RemoteStatus.Onsite,
    remoteCountries: [],
    ...location('boulder-co'),
    salaryMin: 48_000,
    salaryMax: 56_000,
    salaryCompensationId: 5,
    createdDate: clock.hoursFromNow(-2),
    publishedDate: clock.hoursFromNow(-1),
    ...overrides,
  });
