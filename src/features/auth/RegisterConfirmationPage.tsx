import { useAtomValue } from 'jotai/react';
import { Link, useLoaderData } from 'react-router-dom';
import { DemoMailboxHint } from './DemoMailboxHint';
import { firstStepOf, type ConfirmationIntent, type loader } from './register-confirmation.data';
import type { RegistrationStatus } from '../../api/schemas/account';
import { useFormAction } from '../../components/form/Form';
import { ProblemPage, RouteProblem, useRouteProblem } from '../../components/route/RouteProblem';
import { href } from '../../domain/paths';
import { userAtom } from '../../state/session';

/**
 * register-confirmation/{id}: where the confirmation link went, with a way to send it again; opened from the email
 * (`?token=`), the button that confirms the address. A used or expired link says so and offers a new one. Each link
 * opened starts afresh (a new link followed from the demo mailbox opens on this same page).
 */
export default function RegisterConfirmationPage() {
  const { registration, token } = useLoaderData<typeof loader>();
  if (registration.emailConfirmed) return <Confirmed email={registration.email} />;
  return <Unconfirmed key={token ?? ''} registration={registration} token={token} />;
}

function Confirmed({ email }: { email: string }) {
  const user = useAtomValue(userAtom);
  return (
    <section className="page page--narrow auth-message" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">Your email address is confirmed</h1>
      <p className="lead">
        {user ? `${email} is confirmed, and you are signed in.` : `${email} is confirmed. Sign in to continue.`}
      </p>
      <p>
        <Link className="button button--primary" to={user ? firstStepOf(user) : href('login')}>
          {user ? 'Continue' : 'Sign in'}
        </Link>
      </p>
    </section>
  );
}

/** Confirm (with the link's token), and send a new link: each its own request, so a failed link stays failed. */
function Unconfirmed({ registration, token }: { registration: RegistrationStatus; token: string | null }) {
  const confirm = useFormAction();
  const resend = useFormAction();
  const failed = confirm.result && !confirm.result.ok ? confirm.result : null;
  const send = (action: typeof confirm, intent: ConfirmationIntent) => {
    if (!action.busy) void action.submit(intent);
  };
  const resendButton = (
    <button
      type="button"
      className="button"
      aria-disabled={resend.busy}
      onClick={() => send(resend, { intent: 'resend', email: registration.email })}
    >
      {resend.busy ? 'Sending…' : 'Send a new link'}
    </button>
  );

  return (
    <section className="page page--narrow auth-message" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">{token ? 'Confirm your email address' : 'Check your inbox'}</h1>
      {token ? (
        <>
          <p className="lead">
            Confirm that {registration.email} is yours, and your {registration.accountType} account is ready.
          </p>
          {failed && (
            <p className="form-error" role="alert">
              {failed.message}
            </p>
          )}
          <p className="button-row">
            {failed ? (
              resendButton
            ) : (
              <button
                type="button"
                className="button button--primary"
                aria-disabled={confirm.busy}
                onClick={() => send(confirm, { intent: 'confirm', token })}
              >
                {confirm.busy ? 'Confirming…' : 'Confirm my email address'}
              </button>
            )}
          </p>
        </>
      ) : (
        <>
          <p className="lead">
            We sent a link to <strong>{registration.email}</strong>. Open it to confirm your address: it works once, for
            24 hours.
          </p>
          <p className="muted">No email? Look in your spam folder, or send a new link.</p>
          <p className="button-row">{resendButton}</p>
        </>
      )}
      <p role="status">{resend.result?.ok ? `We sent a new link to ${registration.email}.` : ''}</p>
      {(!token || resend.result?.ok) && <DemoMailboxHint />}
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
