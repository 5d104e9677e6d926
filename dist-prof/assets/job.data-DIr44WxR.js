import { n as loadJobPage, t as jobPageAction } from "./job-page.data-l81mNjqm.js";
// src/features/job-detail/job.data.ts
/** job/{id}: the job, and the candidate's save and apply. */
var loader = ({ params }) => loadJobPage(params.id);
var action = jobPageAction;
export { action, loader };
