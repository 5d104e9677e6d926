import { Link } from 'react-router-dom';
import type { CompanySummary } from '../../api/schemas/company-profile';
import { href } from '../../domain/paths';
import { counted } from '../../domain/text';
import { CompanyLogo } from '../job/CompanyLogo';

/** A company in a grid of them (home, a state's page): its logo, name, place and live jobs, to its brand page. */
export function CompanyTile({ company: c }: { company: CompanySummary }) {
  return (
    <Link className="company-tile card" to={href('brand', { name: c.path })}>
      <CompanyLogo name={c.name} logo={c.logo} size={44} />
      <span className="company-tile__text">
        <span className="company-tile__name">{c.name}</span>
        <span className="muted">{[c.city, c.state].filter(Boolean).join(', ')}</span>
        <span className="company-tile__jobs">
          {c.liveJobsCount ? counted(c.liveJobsCount, 'open job') : 'No open job now'}
        </span>
      </span>
    </Link>
  );
}
