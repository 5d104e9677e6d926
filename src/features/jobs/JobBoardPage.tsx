import { JobSearch } from './JobSearch';

/** /job-board: the public board of active jobs (no guard), with the same search as /jobs. */
export default function JobBoardPage() {
  return <JobSearch title="Job board" intro="Every open job on Basecamp, free to browse: no account needed." />;
}
