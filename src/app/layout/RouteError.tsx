import { useRouteError } from 'react-router-dom';
import { BASE_URL, DEV } from '../../env';

const jobsHref = `${BASE_URL}jobs`;

/** The shell itself failed (a screen's chunk could not load, or a render threw): a message and a way on, never a white page. */
export function RouteError() {
  const error = useRouteError();
  if (DEV) console.error(error);
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
