import { useLoaderData } from 'react-router-dom';
import type { loader } from './jobs.data';
import { JobSearch } from './JobSearch';
import { ProfileBannerSlot } from '../../components/profile/ProfileBannerSlot';

/** /jobs: the job search, for everyone with beta access (and a candidate's profile banner). */
export default function JobsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <JobSearch
      data={data}
      title="Find your next outdoor job"
      intro="Guiding, retail, parks, gear design and more: search by keyword, place, pay and perks."
      banner={<ProfileBannerSlot />}
    />
  );
}
