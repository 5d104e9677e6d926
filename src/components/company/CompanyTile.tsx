import { Link } from 'react-router-dom';
import type { CompanySummary } from '../../api/schemas/company-profile';
import { href } from '../../domain/paths';
import { counted } from '../../domain/text';
import { CompanyLogo } from '../job/CompanyLogo';

/** A grid of companies, each a tile (home's companies hiring now, a state's companies). */
export const CompanyGrid = ({ companies }: { companies: readonly CompanySummary[] }) => (
  <ul className="company-grid">
    {companies.map((c) => (
      <li key={c.id}>
        <CompanyTile company={c} />
      </li>
    ))}
  </ul>
);

/** A company in a grid of them (home, a state's page): its logo, name, place and live jobs, to its brand page. */
function CompanyTile({ company: c }: { company: CompanySummary }) {
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
