import { useParams } from 'react-router-dom';
import { JobDetailView } from '../../components/job/JobDetailView';

/** job/{id} (beta access): a job's page, back to the job search. */
export default function JobPage() {
  const { id = '' } = useParams();
  return <JobDetailView id={id} back={{ to: '/jobs', label: 'All jobs' }} url={`${location.origin}${import.meta.env.BASE_URL}job/${id}`} />;
}
