import { apiHttp } from '.';
import { jobCandidateApi } from './job-candidate';

/** The app's client of a job's page and the candidate's jobs, bound like those of ./index (see ./job-candidate). */
export const jobCandidate = jobCandidateApi(apiHttp);
