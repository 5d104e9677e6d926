import { Link, useLoaderData } from 'react-router-dom';
import { InvitationsList } from './InvitationsList';
import { MyJobsList } from './MyJobsList';
import { tabs, type loader } from './recommended.data';
import { RecommendedList } from './RecommendedList';
import { ProfileBannerSlot } from '../../components/profile/ProfileBannerSlot';
import { href } from '../../domain/paths';

export { RecommendedList };

/**
 * /recommended-jobs (role User): the candidate's jobs in one place: recommended ones with their match, the
 * jobs they saved (Watching), the ones they applied to, and the employers' invitations to apply. The tab is in the URL (`?tab=saved`); the route's
 * loader loads its list (src/features/recommended/recommended.data.ts).
 */
export default function RecommendedJobsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="page my-jobs">
      <h1>Recommended jobs</h1>
      <p className="lead">Jobs picked for your profile, and the ones you saved or applied to.</p>
      <ProfileBannerSlot />
      <nav aria-label="Your jobs" className="tabs">
        {tabs.map(([value, label]) => (
          <Link
            key={value}
            to={href('recommendedJobs', null, value === 'recommended' ? undefined : { tab: value })}
            aria-current={data.tab === value ? 'page' : undefined}
            className="tabs__link"
          >
            {label}
          </Link>
        ))}
      </nav>
      <h2 className="visually-hidden">{tabs.find(([t]) => t === data.tab)?.[1]}</h2>
      {data.tab === 'recommended' ? (
        <RecommendedList />
      ) : data.tab === 'invited' ? (
        <InvitationsList data={data} />
      ) : (
        <MyJobsList key={data.tab} data={data} />
      )}
    </section>
  );
}
