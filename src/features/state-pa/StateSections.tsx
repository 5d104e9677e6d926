import { useId, useMemo } from 'react';
import type { StatePage, StateSection } from '../../api/schemas/state-content';
import { richText } from '../../components/content/rich-text';

/** A state's page entries by section: titled cards, testimonials as quotes, the FAQ as disclosures. */

/** The headings of the sections (the `about` entries open the page, under its title). */
const HEADINGS: Record<Exclude<StateSection, 'about'>, string> = {
  opportunities: 'Opportunities',
  activities: 'What people do outside here',
  recreation: 'Where they do it',
  education: 'Learn the work',
  organizations: 'Organizations in the state',
  testimonials: 'From people who work here',
  get_involved: 'Get involved',
  faq: 'Questions people ask',
};

/** An entry's body: the content service's rich text, sanitised (decision 0020). */
export function RichBody({ html, className }: { html: string; className?: string }) {
  // Each entry's headings get ids of their own: a page holds many entries.
  const prefix = useId();
  const text = useMemo(() => richText(html, prefix), [html, prefix]);
  // Sanitised by richText: only a text's tags, no script, handler, frame, image or style.
  return <div className={className} dangerouslySetInnerHTML={{ __html: text.html }} />;
}

function Entries({ section, entries }: { section: Exclude<StateSection, 'about'>; entries: StatePage[] }) {
  if (section === 'faq')
    return (
      <div className="faq">
        {entries.map((e) => (
          <details key={e.id} className="faq__item card">
            <summary>{e.title}</summary>
            <RichBody html={e.body} className="faq__answer" />
          </details>
        ))}
      </div>
    );
  if (section === 'testimonials')
    return (
      <ul className="testimonials">
        {entries.map((e) => (
          <li key={e.id} className="card">
            <figure className="testimonial">
              <blockquote>
                <RichBody html={e.body} />
              </blockquote>
              <figcaption>
                <strong>{e.title}</strong>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="state-entries">
      {entries.map((e) => (
        <li key={e.id} className="card">
          <h3>{e.title}</h3>
          <RichBody html={e.body} />
        </li>
      ))}
    </ul>
  );
}

/** Every section with entries, in the page's order. */
export function StateSections({ pages }: { pages: StatePage[] }) {
  const sections = (Object.keys(HEADINGS) as Array<keyof typeof HEADINGS>).filter((section) =>
    pages.some((p) => p.section === section),
  );
  return sections.map((section) => (
    <section key={section} className="home-section" aria-labelledby={`state-${section}`}>
      <h2 id={`state-${section}`}>{HEADINGS[section]}</h2>
      <Entries section={section} entries={pages.filter((p) => p.section === section)} />
    </section>
  ));
}
