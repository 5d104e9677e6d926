import { useSearchParams } from 'react-router-dom';
import { JobDetailView } from '../../components/job/JobDetailView';
import { JobSearch } from './JobSearch';

/**
 * /job-board (no guard): the public board of active jobs, with the same search as /jobs. A job opens here too
 * (`?job=ID`, beside the search it came from), because job/{id} is behind the beta gate (SPEC section 2) and the
 * public must be able to read the jobs it finds.
 */
export default function JobBoardPage() {
  const [params] = useSearchParams();
  const jobId = params.get('job');
  const without = new URLSearchParams(params);
  without.delete('job');
  if (jobId !== null) {
    return (
      <JobDetailView
        id={jobId}
        back={{ to: `?${without.toString()}`, label: 'Back to the job board' }}
        url={`${location.origin}${import.meta.env.BASE_URL}job-board?job=${encodeURIComponent(jobId)}`}
      />
    );
  }
  const jobHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('job', String(id));
    return `?${next.toString()}`;
  };
  return <JobSearch title="Job board" intro="Every open job on Basecamp, free to browse: no account needed." jobHref={jobHref} />;
}
