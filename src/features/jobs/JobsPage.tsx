import { JobSearch } from './JobSearch';

/** /jobs: the job search, for everyone with beta access. */
export default function JobsPage() {
  return <JobSearch title="Find your next outdoor job" intro="Guiding, retail, parks, gear design and more: search by keyword, place, pay and perks." />;
}
