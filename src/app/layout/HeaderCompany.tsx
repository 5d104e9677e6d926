import { useAtomValue } from 'jotai/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { href } from '../../domain/paths';
import { userAtom } from '../../state/session';

// Employers of several companies only: it brings the form's code (its write goes through useFormAction).
const CompanySwitcher = lazy(() => import('../../features/switcher/CompanySwitcher'));

/**
 * The header's company, for an employer with a primary company: its logo, a link to the company page; for an
 * employer of several companies, the company switcher (the logo until it has loaded). Loaded for employers only, not
 * with the first page (its budget: docs/decisions/0022).
 */
export default function HeaderCompany({ onNavigate }: { onNavigate: () => void }) {
  const user = useAtomValue(userAtom);
  const company = user?.primaryCompany;
  if (!company) return null;
  const logo = (
    <Link to={href('profile')} className="nav__company" onClick={onNavigate} title={company.name}>
      <CompanyLogo name={company.name} logo={company.logo} size={32} />
      <span className="visually-hidden">{company.name}, your company</span>
    </Link>
  );
  if (user.memberships.length < 2) return logo;
  return (
    <Suspense fallback={logo}>
      <CompanySwitcher onNavigate={onNavigate} />
    </Suspense>
  );
}
