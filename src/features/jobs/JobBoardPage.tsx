import { Navigate, useLoaderData, useSearchParams } from 'react-router-dom';
import type { loader } from './job-board.data';
import { JobDetailView, JobProblem } from '../../components/job/JobDetailView';
import { JobSearch } from '../../components/job-search/JobSearch';
import { href } from '../../domain/paths';
import { absoluteHref } from '../../env';

/** The board's search, without the job that was open. */
function withoutJob(params: URLSearchParams) {
  const without = new URLSearchParams(params);
  without.delete('job');
  return `${href('jobBoard')}${without.size ? `?${without.toString()}` : ''}`;
}

/**
 * /job-board (no guard): the public board of active jobs, with the same search as /jobs. A job opens here too
 * (`?job=ID`, beside the search it came from), because job/{id} is behind the beta gate (docs/product.md §2) and the
 * public must be able to read the jobs it finds.
 */
export default function JobBoardPage() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  // `?placeTerm=` is for the Near field's fetcher; as the page's address, it is the page.
  if ('places' in data) return <Navigate to="." replace />;
  if (data.kind === 'job') {
    return (
      <JobDetailView
        job={data.job}
        applicant={data.applicant}
        back={{ to: withoutJob(params), label: 'Back to the job board' }}
        url={absoluteHref(href('jobBoard', null, { job: data.job.id }))}
      />
    );
  }
  const jobHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('job', String(id));
    return `?${next.toString()}`;
  };
  return (
    <JobSearch
      data={data}
      title="Job board"
      intro="Every open job on Basecamp, free to browse: no account needed."
      jobHref={jobHref}
    />
  );
}

export function ErrorBoundary() {
  const [params] = useSearchParams();
  return <JobProblem back={params.has('job') ? withoutJob(params) : href('jobBoard')} />;
}
