import { Link } from 'react-router-dom';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { countryName, stateName } from '../../domain/countries';
import { userAtom, useAtomValue } from '../../state/session';
import { CompanyJobs } from '../employer-jobs/CompanyJobs';

/**
 * profile (company guard): the employer's company and its jobs, the employer dashboard (reached from home-employer
 * and the header). The guard makes sure a primary company is set.
 */
export default function ProfilePage() {
  const company = useAtomValue(userAtom)?.primaryCompany;
  if (!company) return null;
  const place = [company.city, company.country === 'US' ? stateName(company.state) : company.state, company.country === 'US' ? null : countryName(company.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <section className="page">
      <header className="company-head card">
        <CompanyLogo name={company.name} logo={company.logo} size={72} />
        <div className="company-head__text">
          <p className="eyebrow">Your company</p>
          <h1>{company.name}</h1>
          <p className="muted">
            {place}
            {company.website && (
              <>
                {place && ' · '}
                <a href={company.website} rel="noopener noreferrer" target="_blank">
                  {company.website.replace(/^https?:\/\//, '')}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </>
            )}
          </p>
        </div>
        <div className="company-head__actions">
          <Link className="button button--primary" to="/create-job">
            Post a job
          </Link>
        </div>
      </header>
      <h2>Your jobs</h2>
      <CompanyJobs companyId={company.id} />
    </section>
  );
}
