import { Link } from 'react-router-dom';
import { DemoMailboxHint } from './DemoMailboxHint';
import { emailOnlySchema } from '../../api/schemas/account';
import { TextField } from '../../components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import { href } from '../../domain/paths';

/**
 * forgot-password (visitors with beta access): a link to choose a new password, by email. The page says the same
 * whether or not an account has the address (no one learns who has an account here).
 */
export default function ForgotPasswordPage() {
  const form = useSchemaForm(emailOnlySchema, { email: '' });
  const { submit, busy, result } = useFormAction<string>();
  const sentTo = result?.ok ? result.value : null;

  return (
    <div className="page page--auth">
      <section className="card auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">Forgot your password?</h1>
        <p className="muted">Enter the email address of your account: we send it a link to choose a new password.</p>
        <Form form={form} onValid={(values) => submit(values)} result={result} busy={busy} confirmLeave={false}>
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <SubmitButton className="button button--primary button--block" busy={busy} busyLabel="Sending…">
            {sentTo ? 'Send again' : 'Send the link'}
          </SubmitButton>
        </Form>
        <div role="status">
          {sentTo && (
            <>
              <p className="notice">
                If an account uses <strong>{sentTo}</strong>, we sent it a link to choose a new password. It works once,
                for an hour.
              </p>
              <DemoMailboxHint />
            </>
          )}
        </div>
        <p className="auth-links">
          <Link to={href('login')}>Back to sign in</Link>
        </p>
      </section>
    </div>
  );
}
