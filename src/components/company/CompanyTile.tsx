import { Link } from 'react-router-dom';
import type { CompanySummary } from '../../api/schemas/company-profile';
import { href } from '../../domain/paths';
import { CompanyLogo } from '../job/CompanyLogo';

const openJobs = (count: number) => `${count.toLocaleString('en-US')} open ${count === 1 ? 'job' : 'jobs'}`;

/** A company in a grid of them (home, a state's page): its logo, name, place and live jobs, to its brand page. */
export function CompanyTile({ company: c }: { company: CompanySummary }) {
  return (
    <Link className="company-tile card" to={href('brand', { name: c.path })}>
      <CompanyLogo name={c.name} logo={c.logo} size={44} />
      <span className="company-tile__text">
        <span className="company-tile__name">{c.name}</span>
        <span className="muted">{[c.city, c.state].filter(Boolean).join(', ')}</span>
        <span className="company-tile__jobs">{c.liveJobsCount ? openJobs(c.liveJobsCount) : 'No open job now'}</span>
      </span>
    </Link>
  );
}
