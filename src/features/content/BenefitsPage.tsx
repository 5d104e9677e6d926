import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { loader } from './benefits.data';
import { hiringSummary, Testimonials } from './home-sections';
import type { Testimonial } from '../../api/schemas/home-content';
import { useDocumentMeta } from '../../components/ui/useDocumentMeta';

/** What a benefits page says: its audience, its promise, what it offers point by point, and its calls to action. */
export interface Benefits {
  audience: Testimonial['audience'];
  eyebrow: string;
  title: string;
  lead: string;
  points: ReadonlyArray<{ title: string; text: string }>;
  actions: ReactNode;
  quotesHeading: string;
}

/** A benefits page: the figures of the board now, the points, the calls to action, and the audience's testimonials. */
export function BenefitsPage({ benefits: b }: { benefits: Benefits }) {
  const { hiring, testimonials } = useLoaderData<typeof loader>();
  useDocumentMeta(b.title, b.lead);
  return (
    <div className="page benefits">
      <section className="home-hero" aria-labelledby="benefits-title">
        <p className="eyebrow">{b.eyebrow}</p>
        <h1 id="benefits-title">{b.title}</h1>
        <p className="lead">{b.lead}</p>
        {hiring.ok && <p className="benefits__figures">{hiringSummary(hiring.value)}</p>}
        <div className="benefits__actions">{b.actions}</div>
      </section>
      <section className="home-section" aria-labelledby="benefits-points">
        <h2 id="benefits-points">What you get</h2>
        <ul className="benefits__points">
          {b.points.map((point) => (
            <li key={point.title} className="card">
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <Testimonials testimonials={testimonials} audience={b.audience} heading={b.quotesHeading} />
    </div>
  );
}
