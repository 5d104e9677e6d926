import { Navigate, useLoaderData } from 'react-router-dom';
import type { loader } from './jobs.data';
import { JobSearch } from '../../components/job-search/JobSearch';
import { ProfileBannerSlot } from '../../components/profile/ProfileBannerSlot';

/** /jobs: the job search, for everyone with beta access (and a candidate's profile banner). */
export default function JobsPage() {
  const data = useLoaderData<typeof loader>();
  // `?placeTerm=` is for the Near field's fetcher; as the page's address, it is the page.
  if ('places' in data) return <Navigate to="." replace />;
  return (
    <JobSearch
      data={data}
      title="Find your next outdoor job"
      intro="Guiding, retail, parks, gear design and more: search by keyword, place, pay and perks."
      banner={<ProfileBannerSlot />}
    />
  );
}
