import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router-dom';
import type { SuggestionsData } from './create-company.data';
import type { CompanySuggestion } from '../../api/schemas/company-profile';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { sameCompanyName } from '../../domain/company-name';

/**
 * The companies already here with a name like the one typed: once the typing pauses (a request per pause, not per
 * key), this route's loader is asked with `?term=` through a fetcher. Terms under 2 letters ask nothing.
 */
export function useSuggestions(pause = 250) {
  const fetcher = useFetcher<SuggestionsData>();
  const [term, setTerm] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const typed = (name: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const settled = name.trim();
      setTerm(settled);
      if (settled.length >= 2) void fetcher.load(`?${new URLSearchParams({ term: settled }).toString()}`);
    }, pause);
  };
  // Only the answer for the term now typed (an older answer is not shown while the new one comes).
  const found = term.length >= 2 && fetcher.data?.term === term ? fetcher.data.suggestions : [];
  return { typed, term, found };
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
