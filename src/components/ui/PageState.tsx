import { Link } from 'react-router-dom';

/** A page whose data is on its way: its title, and the wait announced. */
export function LoadingPage({ title, text }: { title: string; text: string }) {
  return (
    <section className="page page--narrow" aria-busy="true">
      <h1>{title}</h1>
      <p role="status" className="muted">
        {text}
      </p>
    </section>
  );
}

/** A page that cannot show what was asked (not found, not allowed, not loaded): what happened, and a way on. */
export function ProblemPage({ title, text, action }: { title: string; text: string; action: { to: string; label: string } }) {
  return (
    <section className="page page--narrow empty-state">
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      <Link className="button button--primary" to={action.to}>
        {action.label}
      </Link>
    </section>
  );
}
