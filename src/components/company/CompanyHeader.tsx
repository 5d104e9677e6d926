import type { ReactNode } from 'react';
import { countryName, stateName } from '../../domain/countries';
import { CompanyLogo } from '../job/CompanyLogo';

/** What a company's header shows (Company/by-id's and Company/by-path's company, or the session's primary company). */
export interface HeaderCompany {
  name: string;
  logo: string | null;
  coverImage?: string | null;
  description?: string | null;
  website?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

/** The company's place as a line: a US state by its name, another country's region as given, with the country. */
const placeOf = ({ city, state, country }: HeaderCompany) =>
  [city, country === 'US' ? stateName(state) : state, country === 'US' ? null : countryName(country)]
    .filter(Boolean)
    .join(', ');

/** Only images the app's own origin or the mock serve: no request leaves the page for a cover. */
const coverOf = (cover: string | null | undefined) =>
  cover && (cover.startsWith('data:') || (cover.startsWith('/') && !cover.startsWith('//'))) ? cover : null;

/**
 * A company's header (the employer's dashboard, a brand page): its cover when it has one, the logo, the name as the
 * page's heading with an eyebrow above it, the place and website, the about text, and the page's own buttons.
 */
export function CompanyHeader({
  company,
  eyebrow,
  children,
}: {
  company: HeaderCompany;
  eyebrow: string;
  children?: ReactNode;
}) {
  const place = placeOf(company);
  const cover = coverOf(company.coverImage);
  return (
    <header className="card company-header">
      {/* In the header's flow, above its body: it takes its own room and never lies over the name or the buttons. */}
      {cover && <img className="company-header__cover" src={cover} alt="" />}
      <div className="company-header__body">
        <CompanyLogo name={company.name} logo={company.logo} size={72} />
        <div className="company-header__text">
          <p className="eyebrow">{eyebrow}</p>
          <h1>{company.name}</h1>
          <p className="muted">
            {place}
            {company.website && (
              <>
                {place && ' · '}
                <a href={company.website} rel="noopener noreferrer" target="_blank">
                  {company.website.replace(/^https?:\/\//, '')}{' '}
                  <span className="visually-hidden">(opens in a new tab)</span>
                </a>
              </>
            )}
          </p>
          {company.description && <p className="company-header__about">{company.description}</p>}
        </div>
        {children && <div className="company-header__actions">{children}</div>}
      </div>
    </header>
  );
}
