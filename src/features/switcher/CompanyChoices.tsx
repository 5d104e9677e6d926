import type { Companies } from './switch-company.data';
import type { PrimaryCompany } from '../../api/schemas/company';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { counted } from '../../domain/text';

interface ChoicesProps {
  /** The route's data, once loaded (the header's switcher loads it when first opened). */
  data: Companies | undefined;
  primary: PrimaryCompany;
  busy: boolean;
  onChoose: (companyId: number) => void;
}

/** Who the user is at their primary company, from get-company-details: their role there and how many belong to it. */
function CurrentRole({ current }: { current: Companies['current'] }) {
  if (!current?.ok) return null;
  const { role, employersCount } = current.value;
  return (
    <span className="switcher__role">
      {role === 'admin' ? 'Admin' : 'Member'} · {counted(employersCount, 'person', 'people')}
    </span>
  );
}

/**
 * The employer's companies: the primary one, then a button for each of the others ("Switch to Juniata Outfitters",
 * in a list named "Your other companies": the visible "Switch to" above it is hidden from screen readers, which
 * would otherwise read it before each button's own). A button stays where it is while a switch is under way
 * (aria-disabled, never disabled: the focus stays on it).
 */
export function CompanyChoices({ data, primary, busy, onChoose }: ChoicesProps) {
  const others = data?.companies.ok ? data.companies.value.filter((c) => c.id !== primary.id) : [];
  return (
    <div className="switcher__choices">
      <p className="switcher__current">
        <CompanyLogo name={primary.name} logo={primary.logo} size={32} />
        <span>
          <span className="switcher__label">Your company now</span>
          <strong>{primary.name}</strong>
          {data && <CurrentRole current={data.current} />}
        </span>
      </p>
      {!data && (
        <p className="muted" role="status">
          Loading your companies…
        </p>
      )}
      {data && !data.companies.ok && (
        <p className="muted" role="status">
          Your companies could not be loaded. {data.companies.message}
        </p>
      )}
      {others.length > 0 && (
        <>
          <p className="switcher__label" aria-hidden="true">
            Switch to
          </p>
          <ul className="switcher__list" aria-label="Your other companies">
            {others.map((company) => (
              <li key={company.id}>
                <button
                  type="button"
                  className="switcher__choice"
                  aria-disabled={busy}
                  onClick={() => !busy && onChoose(company.id)}
                >
                  <CompanyLogo name={company.name} logo={company.logo} size={32} />
                  <span>
                    <span className="visually-hidden">Switch to</span> {company.name}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
