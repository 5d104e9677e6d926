import { Link, useSearchParams } from 'react-router-dom';
import { credentialsSchema, type Credentials } from '../../api/schemas/credentials';
import { TextField } from '../../components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import { href } from '../../domain/paths';
import { useDemo } from '../../state/demo';
import type { LoginSubmission } from './login.data';

export default function LoginPage() {
  const [params] = useSearchParams();
  const demo = useDemo();
  const form = useSchemaForm(credentialsSchema, { email: '', password: '' });
  const { submit, busy, result } = useFormAction();
  const signInWith = (credentials: Credentials) => submit({ ...credentials, returnUrl: params.get('returnUrl') } satisfies LoginSubmission);

  return (
    <div className="page page--auth">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">Sign in</h1>
        <p className="muted">Welcome back. Sign in to save jobs, apply and manage your company.</p>
        <Form form={form} onValid={signInWith} result={result} busy={busy} confirmLeave={false}>
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <SubmitButton className="button button--primary button--block" busy={busy} busyLabel="Signing in…">
            Sign in
          </SubmitButton>
        </Form>
        <p className="auth-links">
          <Link to={href('forgotPassword')}>Forgot your password?</Link> · <Link to={href('register')}>Create an account</Link>
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
                  disabled={busy}
                  onClick={() => signInWith({ email: account.email, password: account.password })}
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
