import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router-dom';
import { ApiError, failureLines } from '../../api/http';
import { href } from '../../domain/paths';
import { DEV } from '../../env';
import { useDocumentMeta } from '../ui/useDocumentMeta';

/** What a guard's message throws (status 403): the route's problem page shows it in place of the screen. */
export interface GuardMessage {
  guardMessage: string;
}

const isGuardMessage = (value: unknown): value is GuardMessage =>
  typeof value === 'object' && value !== null && typeof (value as GuardMessage).guardMessage === 'string';

export type RouteProblemKind = 'guard' | 'notFound' | 'forbidden' | 'failed';

/**
 * Why a route's loader could not give its screen data: a guard's message, not found (404), not allowed (403), or
 * not loaded (any other failure: the catalogue's toast has said what happened, `status` says it again: 0 without an
 * answer). `text` says it in words that follow the status (no connection, a server error, a refusal) with the
 * server's own reason. `retry` runs the loaders again.
 */
export function useRouteProblem(): {
  kind: RouteProblemKind;
  message: string;
  status: number;
  text: string;
  retry: () => void;
} {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  if (isRouteErrorResponse(error) && isGuardMessage(error.data))
    return { kind: 'guard', message: error.data.guardMessage, status: 403, text: error.data.guardMessage, retry };
  const status = error instanceof ApiError ? error.status : isRouteErrorResponse(error) ? error.status : 0;
  const message = error instanceof Error ? error.message : '';
  if (DEV && !(error instanceof ApiError) && !isRouteErrorResponse(error)) console.error(error);
  const kind = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'failed';
  return { kind, message, status, text: failureLines(status, message).join(' '), retry };
}

interface ProblemProps {
  title: string;
  text: string;
  action: { to: string; label: string };
  /** Offer to load the page again (a failure that may pass). */
  retry?: () => void;
}

/** A page that cannot show what was asked (not found, not allowed, not loaded): what happened, and a way on. */
export function ProblemPage({ title, text, action, retry }: ProblemProps) {
  return (
    <section className="page page--narrow empty-state">
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      <p className="button-row">
        {retry && (
          <button type="button" className="button button--primary" onClick={retry}>
            Try again
          </button>
        )}
        <Link className={`button${retry ? '' : ' button--primary'}`} to={action.to}>
          {action.label}
        </Link>
      </p>
    </section>
  );
}

/** A guard's message in place of the page (the pending join request, for one). */
export function GuardMessagePage({ message }: { message: string }) {
  return (
    <section className="page page--narrow">
      <h1>Almost there</h1>
      <p className="notice" role="status">
        {message}
      </p>
      <p>
        <Link to={href('jobs')}>Browse jobs meanwhile</Link>
      </p>
    </section>
  );
}

/**
 * The problem page of a route whose screen gives none of its own (a screen module may export an `ErrorBoundary`
 * that words its problems itself with `useRouteProblem` and `ProblemPage`).
 */
export function RouteProblem() {
  const problem = useRouteProblem();
  if (problem.kind === 'guard') return <GuardMessagePage message={problem.message} />;
  const jobs = { to: href('jobs'), label: 'Search all jobs' };
  if (problem.kind === 'notFound')
    return <ProblemPage title="Not found" text="This page does not exist, or the link is wrong." action={jobs} />;
  if (problem.kind === 'forbidden')
    return (
      <ProblemPage
        title="Not allowed"
        text={problem.message || 'You do not have permission to see this page.'}
        action={jobs}
      />
    );
  return <ProblemPage title="This page could not be loaded" text={problem.text} action={jobs} retry={problem.retry} />;
}

/** What a screen's problem page says: when what it shows does not exist (404), and when it could not be loaded. */
export interface ScreenProblemWords {
  /** The page title, the heading and the text when it does not exist. */
  missing: { meta: string; title: string; text: string };
  /** The page title and the heading when it could not be loaded (the text says why). */
  failed: { meta: string; title: string };
  action: { to: string; label: string };
}

/** A screen's error boundary: a guard's message, the screen's own not-found page, or not loaded with a retry. */
export function ScreenProblem({ missing, failed, action }: ScreenProblemWords) {
  const problem = useRouteProblem();
  const notFound = problem.kind === 'notFound';
  useDocumentMeta(notFound ? missing.meta : failed.meta, null);
  if (problem.kind === 'guard') return <GuardMessagePage message={problem.message} />;
  return (
    <ProblemPage
      title={notFound ? missing.title : failed.title}
      text={notFound ? missing.text : problem.text}
      action={action}
      retry={notFound ? undefined : problem.retry}
    />
  );
}
