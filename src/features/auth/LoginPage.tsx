import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { ApiError } from '../../api/http';
import type { LoggedInUser } from '../../api/schemas/auth';
import { credentialsSchema } from '../../api/schemas/credentials';
import { Field } from '../../components/ui/Field';
import { firstIssues } from '../../api/schemas/common';
import { homeFor, safeReturnUrl } from '../../domain/paths';
import { useDemo } from '../../state/demo';
import { signIn } from '../../state/session';

type Errors = Partial<Record<'email' | 'password' | 'form', string>>;

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const demo = useDemo();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const done = (user: LoggedInUser) => {
    signIn(user);
    navigate(safeReturnUrl(params.get('returnUrl')) ?? homeFor(user), { replace: true });
  };

  async function submit(credentials: { email: string; password: string }) {
    const parsed = credentialsSchema.safeParse(credentials);
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      done(await api.auth.login(parsed.data));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fields = error.fieldErrors;
        setErrors({ email: fields.email, password: fields.password, form: fields.email || fields.password ? undefined : error.message });
      }
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <div className="page page--auth">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">Sign in</h1>
        <p className="muted">Welcome back. Sign in to save jobs, apply and manage your company.</p>
        <form onSubmit={onSubmit} noValidate>
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })}
          />
          <Field
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
          />
          <button className="button button--primary button--block" type="submit" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
        <p className="auth-links">
          <Link to="/forgot-password">Forgot your password?</Link> · <Link to="/register">Create an account</Link>
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
                  onClick={() => void submit({ email: account.email, password: account.password })}
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
