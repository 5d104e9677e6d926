import { Link, useLoaderData } from 'react-router-dom';
import type { loader } from './reset-password.data';
import { PASSWORD_RULES, resetPasswordFormSchema } from '../../api/schemas/account';
import { TextField } from '../../components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import { href } from '../../domain/paths';

/** reset-password?token=… (from the emailed link): a new password, typed twice, under the same rules as at registration. */
export default function ResetPasswordPage() {
  const { token, link } = useLoaderData<typeof loader>();
  return (
    <div className="page page--auth">
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a new password</h1>
        {token && link?.ok ? (
          <ResetForm token={token} email={link.value.email} />
        ) : (
          <p className="form-error" role="alert">
            {link && !link.ok
              ? link.message
              : 'This link is not complete. Open it again from the email, or ask for a new one.'}
          </p>
        )}
        <p className="auth-links">
          <Link to={href('forgotPassword')}>Ask for a new link</Link> · <Link to={href('login')}>Back to sign in</Link>
        </p>
      </section>
    </div>
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const form = useSchemaForm(resetPasswordFormSchema, { token, password: '', confirmPassword: '' });
  const { submit, busy, result } = useFormAction();
  return (
    <Form form={form} onValid={(values) => submit(values)} result={result} busy={busy}>
      <p>
        For <strong>{email}</strong>.{' '}
        <span className="muted">
          Saving it signs your account out on every device: sign in again with the new password.
        </span>
      </p>
      <TextField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULES}
      />
      <TextField name="confirmPassword" label="New password again" type="password" autoComplete="new-password" />
      <SubmitButton className="button button--primary button--block" busy={busy} busyLabel="Saving…">
        Save the new password
      </SubmitButton>
    </Form>
  );
}
