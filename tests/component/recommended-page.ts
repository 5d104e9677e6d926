import { screen } from '@testing-library/react';
import { renderApp } from './render';

/** What the tests of /recommended-jobs share (recommended.test.tsx, my-jobs.test.tsx). */

export async function openMyJobs(path = '/recommended-jobs') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Recommended jobs', level: 1 });
  return view;
}
