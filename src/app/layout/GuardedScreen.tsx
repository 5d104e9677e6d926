import type { ComponentType } from 'react';
import { Link, useLoaderData, useRouteError } from 'react-router-dom';

/** Renders a route's screen, or the message its guard gave instead (the pending join request, for one). */
export function GuardedScreen({ screen: Screen }: { screen: ComponentType }) {
  const data = useLoaderData() as { guardMessage?: string } | null;
  if (data?.guardMessage) {
    return (
      <section className="page page--narrow">
        <h1>Almost there</h1>
        <p className="notice" role="status">
          {data.guardMessage}
        </p>
        <p>
          <Link to="/jobs">Browse jobs meanwhile</Link>
        </p>
      </section>
    );
  }
  return <Screen />;
}

const jobsHref = `${import.meta.env.BASE_URL}jobs`;

/** A screen that failed to load or render: a message and a way on, never a white page. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main" className="page page--narrow">
      <h1>Something went wrong</h1>
      <p className="lead">This page could not be shown. Reload to try again, or go back to the jobs.</p>
      <p>
        <a className="button button--primary" href={jobsHref}>
          Go to jobs
        </a>
      </p>
    </main>
  );
}
