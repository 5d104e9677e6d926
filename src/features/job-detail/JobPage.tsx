import { useLoaderData } from 'react-router-dom';
import type { loader } from './job.data';
import { JobDetailView, JobProblem } from '../../components/job/JobDetailView';
import { href } from '../../domain/paths';
import { absoluteHref } from '../../env';

/** job/{id} (beta access): a job's page, back to the job search. */
export default function JobPage() {
  const { job, applicant } = useLoaderData<typeof loader>();
  return (
    <JobDetailView
      job={job}
      applicant={applicant}
      back={{ to: href('jobs'), label: 'All jobs' }}
      url={absoluteHref(href('job', { id: job.id }))}
    />
  );
}

export const ErrorBoundary = () => <JobProblem back={href('jobs')} />;
