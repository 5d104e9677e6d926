import type { SuggestionsData } from './create-company.data';
import type { CompanySuggestion } from '../../api/schemas/company-profile';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { useTermFetcher } from '../../components/ui/useTermFetcher';
import { sameCompanyName } from '../../domain/company-name';

/** The companies already here with a name like the one typed: this route's loader, asked with `?term=`. */
export function useSuggestions() {
  const { typed, term, data } = useTermFetcher<SuggestionsData>('term');
  return { typed, term, found: data?.suggestions ?? [] };
}

/** What the status line says: the company that has the very name typed (spacing, case, end punctuation aside), or how many have a similar one. */
function statusOf(found: CompanySuggestion[], term: string) {
  const same = found.find((c) => sameCompanyName(c.name, term));
  if (same) return `${same.name} is already on Basecamp. Ask to join it instead of adding it again.`;
  if (!found.length) return '';
  return found.length === 1
    ? 'A company with a similar name is already on Basecamp. Is yours one of them?'
    : `${found.length} companies with a similar name are already on Basecamp. Is yours one of them?`;
}

/** Companies already here with a name like the one typed (`term`), each with a way to ask to join it. */
export function Suggestions({
  found,
  term,
  onJoin,
  busy,
}: {
  found: CompanySuggestion[];
  term: string;
  onJoin: (c: CompanySuggestion) => void;
  busy: boolean;
}) {
  return (
    <section className="company-suggestions" aria-label="Companies already on Basecamp">
      <p role="status" className="company-suggestions__status">
        {statusOf(found, term)}
      </p>
      {found.length > 0 && (
        <ul className="company-suggestions__list">
          {found.map((c) => (
            <li key={c.id} className="company-suggestions__item">
              <CompanyLogo name={c.name} logo={c.logo} size={36} />
              <span className="company-suggestions__text">
                <strong>{c.name}</strong>
                <span className="muted">
                  {[c.city, c.state].filter(Boolean).join(', ')} · {c.activeJobsCount}{' '}
                  {c.activeJobsCount === 1 ? 'open job' : 'open jobs'}
                </span>
              </span>
              <button type="button" className="button" aria-disabled={busy} onClick={() => !busy && onJoin(c)}>
                Ask to join <span className="visually-hidden">{c.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
