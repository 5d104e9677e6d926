import type { LoaderFunctionArgs } from 'react-router-dom';
import { jobPageAction, loadJobPage } from '../../components/job/job-page.data';

/** job/{id}: the job, and the candidate's save and apply. */
export const loader = ({ params }: LoaderFunctionArgs) => loadJobPage(params.id);
export const action = jobPageAction;
