import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DemoMailboxHint } from './DemoMailboxHint';
import { invitationReturn, registerWithReturn } from './invitation-return';
import type { LoginSubmission } from './login.data';
import { credentialsSchema, type Credentials } from '../../api/schemas/credentials';
import { TextField } from '../../components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import { href } from '../../domain/paths';
import { useDemo } from '../../state/demo';
import { sessionEndAtom, type SessionEnd } from '../../state/session';

/** Why the user is asked to sign in again, when the session ended under them (src/state/session.ts). */
const SESSION_ENDED: Record<SessionEnd, string> = {
  expired: 'Your session has expired.',
  refused: 'Your session is no longer valid.',
};

/** After a refusal for an unconfirmed address: a new confirmation link, by email. */
function ResendConfirmation({ email }: { email: string }) {
  const { submit, busy, result } = useFormAction();
  return (
    <div className="resend">
      <button
        type="button"
        className="button"
        aria-disabled={busy}
        onClick={() => !busy && void submit({ intent: 'resend', email } satisfies LoginSubmission)}
      >
        {busy ? 'Sending…' : 'Send a new confirmation link'}
      </button>
      <div role="status">
        {result?.ok && (
          <>
            <p>We sent a new link to {email}.</p>
            <DemoMailboxHint />
          </>
        )}
      </div>
    </div>
  );
}

/** Reached from an invitation: sign in with the invited address, or create that account; either way, back to it. */
function InvitationNotice({ email, register }: { email: string | null; register: string }) {
  const address = email ?? 'the address it was sent to';
  return (
    <div className="notice" role="status">
      <p>You have been invited to join a company. Sign in with {address} to see the invitation and accept it.</p>
      <p>
        No account yet? <Link to={register}>Create an employer account{email ? ` with ${email}` : ''}</Link>: once you
        confirm your address, you come back to the invitation.
      </p>
    </div>
  );
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const ended = useAtomValue(sessionEndAtom);
  const demo = useDemo();
  const form = useSchemaForm(credentialsSchema, { email: '', password: '' });
  const { submit, busy, result } = useFormAction();
  const [email, setEmail] = useState('');
  const signInWith = (credentials: Credentials) => {
    setEmail(credentials.email);
    return submit({ intent: 'login', ...credentials, returnUrl: params.get('returnUrl') } satisfies LoginSubmission);
  };
  const unconfirmed = result && !result.ok && result.status === 403;
  const returnUrl = params.get('returnUrl');
  const invitation = invitationReturn(returnUrl);

  return (
    <div className="page page--auth">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">Sign in</h1>
        {ended ? (
          <p className="notice" role="status">
            {SESSION_ENDED[ended]} Sign in again to go back to where you were.
          </p>
        ) : invitation ? (
          <InvitationNotice email={invitation.email} register={registerWithReturn(returnUrl)} />
        ) : (
          <p className="muted">Welcome back. Sign in to save jobs, apply and manage your company.</p>
        )}
        <Form form={form} onValid={signInWith} result={result} busy={busy} confirmLeave={false}>
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <SubmitButton className="button button--primary button--block" busy={busy} busyLabel="Signing in…">
            Sign in
          </SubmitButton>
        </Form>
        {unconfirmed && <ResendConfirmation email={email} />}
        <p className="auth-links">
          <Link to={href('forgotPassword')}>Forgot your password?</Link> ·{' '}
          <Link to={registerWithReturn(returnUrl)}>Create an account</Link>
        </p>
      </section>
      {demo && (
        <section className="card demo-accounts" aria-labelledby="demo-accounts-title">
          <h2 id="demo-accounts-title">Demo accounts</h2>
          <p className="muted">One click signs you in. Every account's password is shown beside it.</p>
          <ul>
            {demo.accounts.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  className="demo-account"
                  aria-disabled={busy}
                  onClick={() => !busy && signInWith({ email: account.email, password: account.password })}
                >
                  <span className="demo-account__label">{account.label}</span>
                  <span className="demo-account__meta">
                    {account.email} · {account.password}
                  </span>
                  <span className="demo-account__desc">{account.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
