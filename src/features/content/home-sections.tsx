import type { ActiveCompanies } from '../../api/schemas/company-profile';
import type { Partner, Testimonial } from '../../api/schemas/home-content';
import { CompanyGrid } from '../../components/company/CompanyTile';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { PartNotLoaded } from '../../components/list/PartNotLoaded';
import type { Settled } from '../../components/route/loaders';
import { counted } from '../../domain/text';

/** The parts of home and the benefits pages: companies hiring now, testimonials, partners. */

/** "312 live jobs at 58 companies hiring now": the demo's real figures. */
export function hiringSummary({ liveJobsCount, totalCount }: ActiveCompanies) {
  return `${counted(liveJobsCount, 'live job')} at ${counted(totalCount, 'company', 'companies')} hiring now`;
}

/** The companies hiring now, each to its brand page. */
export function HiringCompanies({ hiring }: { hiring: Settled<ActiveCompanies> }) {
  return (
    <section className="home-section" aria-labelledby="home-hiring">
      <h2 id="home-hiring">Companies hiring now</h2>
      {!hiring.ok ? (
        <PartNotLoaded what="companies hiring now" />
      ) : hiring.value.items.length === 0 ? (
        <p className="muted">No company has a job open right now.</p>
      ) : (
        <>
          <p className="muted">{hiringSummary(hiring.value)}.</p>
          <CompanyGrid companies={hiring.value.items} />
        </>
      )}
    </section>
  );
}

/** Testimonials for one audience, in the editors' order; nothing when there are none (or they failed). */
export function Testimonials(props: {
  testimonials: Settled<Testimonial[]>;
  audience: Testimonial['audience'];
  heading: string;
}) {
  const quotes = props.testimonials.ok ? props.testimonials.value.filter((t) => t.audience === props.audience) : [];
  if (!quotes.length) return null;
  return (
    <section className="home-section" aria-labelledby={`testimonials-${props.audience}`}>
      <h2 id={`testimonials-${props.audience}`}>{props.heading}</h2>
      <ul className="testimonials">
        {quotes.map((t) => (
          <li key={t.id} className="card">
            <figure className="testimonial">
              <blockquote>
                <p>{t.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{t.author_name}</strong>
                <span className="muted">{t.author_role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The partners, each with a logo drawn from its name and its website (another origin: a new tab, no referrer). */
export function Partners({ partners }: { partners: Settled<Partner[]> }) {
  if (!partners.ok || !partners.value.length) return null;
  return (
    <section className="home-section" aria-labelledby="home-partners">
      <h2 id="home-partners">Our partners</h2>
      <ul className="partners">
        {partners.value.map((p) => (
          <li key={p.id} className="partner">
            <CompanyLogo name={p.name} logo={null} size={40} />
            <div>
              <a href={p.website} target="_blank" rel="noopener noreferrer" className="partner__name">
                {p.name} <span className="visually-hidden">(opens in a new tab)</span>
              </a>
              <p className="muted">{p.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
