import { useAtomValue } from 'jotai/react';
import { Link, useLoaderData } from 'react-router-dom';
import { userAtom } from '../../state/session';
import { useFormAction } from '../../components/form/Form';
import { ProblemPage, RouteProblem, useRouteProblem } from '../../components/route/RouteProblem';
import { href } from '../../domain/paths';
import { DemoMailboxHint } from './DemoMailboxHint';
import { firstStepOf, type ConfirmationIntent, type RegisterConfirmationData } from './register-confirmation.data';

/**
 * register-confirmation/{id}: where the confirmation link went, with a way to send it again; opened from the email
 * (`?token=`), the button that confirms the address. A used or expired link says so and offers a new one.
 */
export default function RegisterConfirmationPage() {
  const { registration, token } = useLoaderData<RegisterConfirmationData>();
  const user = useAtomValue(userAtom);
  const { submit, busy, result, fetcher } = useFormAction();
  const sent = fetcher.formData === undefined && result?.ok === true;
  const send = (intent: ConfirmationIntent) => {
    if (!busy) void submit(intent);
  };
  const resend = (
    <button type="button" className="button" aria-disabled={busy} onClick={() => send({ intent: 'resend', email: registration.email })}>
      {busy ? 'Sending…' : 'Send a new link'}
    </button>
  );

  if (registration.emailConfirmed) {
    return (
      <section className="page page--narrow auth-message" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">
          Your email address is confirmed
        </h1>
        {user ? (
          <>
            <p className="lead">{registration.email} is confirmed, and you are signed in.</p>
            <p>
              <Link className="button button--primary" to={firstStepOf(user)}>
                Continue
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="lead">{registration.email} is confirmed. Sign in to continue.</p>
            <p>
              <Link className="button button--primary" to={href('login')}>
                Sign in
              </Link>
            </p>
          </>
        )}
      </section>
    );
  }

  const failed = result && !result.ok ? result : null;
  return (
    <section className="page page--narrow auth-message" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">
        {token ? 'Confirm your email address' : 'Check your inbox'}
      </h1>
      {token ? (
        <>
          <p className="lead">Confirm that {registration.email} is yours, and your account is ready.</p>
          {failed ? (
            <p className="form-error" role="alert">
              {failed.message}
            </p>
          ) : null}
          <p className="button-row">
            {failed ? (
              resend
            ) : (
              <button type="button" className="button button--primary" aria-disabled={busy} onClick={() => send({ intent: 'confirm', token })}>
                {busy ? 'Confirming…' : 'Confirm my email address'}
              </button>
            )}
          </p>
        </>
      ) : (
        <>
          <p className="lead">
            We sent a link to <strong>{registration.email}</strong>. Open it to confirm your address: it works once, for 24 hours.
          </p>
          <DemoMailboxHint />
          <p className="muted">No email? Look in your spam folder, or send a new link.</p>
          <p className="button-row">{resend}</p>
        </>
      )}
      <p role="status">{sent ? `We sent a new link to ${registration.email}.` : ''}</p>
    </section>
  );
}

/** An unknown registration is worded here; other problems take the shared problem page. */
export function ErrorBoundary() {
  const problem = useRouteProblem();
  if (problem.kind !== 'notFound') return <RouteProblem />;
  return (
    <ProblemPage
      title="This registration does not exist"
      text="The link may be incomplete. Open it again from the email, or create an account."
      action={{ to: href('register'), label: 'Create an account' }}
    />
  );
}
