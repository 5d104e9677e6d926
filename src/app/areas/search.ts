import { beta } from '../guard';
import type { AreaRoutes } from '../route-table';

/** The job search, a job's page and the public job board: the first page's area, loaded with the app. */
export const routes: AreaRoutes = {
  screens: [
    {
      name: 'jobs',
      title: 'Jobs',
      guards: [beta],
      screen: () => import('../../features/jobs/JobsPage'),
      data: () => import('../../features/jobs/jobs.data'),
    },
    {
      name: 'job',
      title: 'Job',
      guards: [beta],
      screen: () => import('../../features/job-detail/JobPage'),
      data: () => import('../../features/job-detail/job.data'),
    },
    {
      // The public board is where a browser without beta access finds the jobs (the search of /jobs is a beta page).
      name: 'jobBoard',
      title: 'Job board',
      guards: [],
      screen: () => import('../../features/jobs/JobBoardPage'),
      data: () => import('../../features/jobs/job-board.data'),
    },
  ],
};
