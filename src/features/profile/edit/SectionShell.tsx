import type { ReactNode } from 'react';
import { partAnchor, type CompletenessPart } from '../../../domain/completeness';

/** Moves to a field of the editor and gives it the focus (a missing part's link). */
const focusField = (field: string) => focusAnchor(partAnchor(field));

/** Moves to the control of this anchor and gives it the focus (a link from elsewhere: the banner's). */
export function focusAnchor(anchor: string) {
  // Focusing scrolls the control into view, clear of the sticky header (the page's scroll-padding).
  document.getElementById(anchor)?.focus();
}

/** What a section still misses, each a link to its field. */
function MissingParts({ parts }: { parts: readonly CompletenessPart[] }) {
  const missing = parts.filter((part) => !part.done);
  if (!missing.length) return <p className="completeness__done">Complete.</p>;
  return (
    <p className="completeness__missing">
      Missing:{' '}
      {missing.map((part, i) => (
        <span key={part.field}>
          {i > 0 && ', '}
          <a
            href={`#${partAnchor(part.field)}`}
            onClick={(event) => {
              event.preventDefault();
              focusField(part.field);
            }}
          >
            {part.label}
          </a>
        </span>
      ))}
    </p>
  );
}

/** A section of the editor: its heading with its completeness, what it misses, and its form. */
export function SectionShell({
  id,
  title,
  percent,
  parts,
  children,
}: {
  id: string;
  title: string;
  percent: number;
  parts: readonly CompletenessPart[];
  children: ReactNode;
}) {
  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`}>
      <header className="profile-section__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <span className="profile-section__percent">{percent} % complete</span>
      </header>
      <MissingParts parts={parts} />
      {children}
    </section>
  );
}
