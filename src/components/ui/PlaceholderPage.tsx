import { Link } from 'react-router-dom';
import { href } from '../../domain/paths';

/** A titled page for a screen a later release builds; it says so plainly and offers a way on. */
export function PlaceholderPage({ title, summary }: { title: string; summary: string }) {
  return (
    <section className="page page--narrow">
      <h1>{title}</h1>
      <p className="lead">{summary}</p>
      <p className="notice" role="note">
        This screen is being built. Everything around it already works: browse the <Link to={href('jobs')}>jobs</Link>{' '}
        or use the demo controls.
      </p>
    </section>
  );
}
