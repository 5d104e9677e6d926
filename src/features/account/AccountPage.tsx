import { useEffect, useRef } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { loader } from './account.data';
import { DeleteSection, EmailSection, VisibilitySection } from './candidate-sections';
import { DetailsSection, PasswordSection } from './sections';
import type { Account } from '../../api/schemas/account-settings';
import { useFormAction } from '../../components/form/Form';
import { useSectionsLeaveGuard } from '../../components/form/sections';
import { ProblemPage, useRouteProblem } from '../../components/route/RouteProblem';
import { href } from '../../domain/paths';
import { getUser } from '../../state/session';

/**
 * account (candidates): name and pronouns, the address (changed once the new one is confirmed), the password, who may
 * see the profile, and deleting the account (docs/product.md §4.7). Each section saves on its own. The link emailed
 * to a new address opens this page with `?emailChange=…`: one click confirms it (mail scanners confirm nothing).
 */
export default function AccountPage() {
  const { account } = useLoaderData<typeof loader>();
  const { report, question } = useSectionsLeaveGuard();
  const [params] = useSearchParams();
  const token = params.get('emailChange');
  const userId = getUser()?.user.id ?? 0;
  return (
    <section className="page settings">
      <header className="settings__head">
        <h1>Account settings</h1>
        <p className="lead">
          Signed in as <strong>{account.email}</strong>. Each section saves on its own.
        </p>
      </header>
      {token && <ConfirmEmailChange token={token} pendingEmail={account.pendingEmail} />}
      <DetailsSection account={account} report={report} />
      <EmailSection account={account} report={report} />
      <PasswordSection report={report} />
      <VisibilitySection account={account} userId={userId} report={report} />
      <DeleteSection />
      {question}
    </section>
  );
}

/** The emailed link's step: confirm the new address, then the page goes on without the link's token. */
function ConfirmEmailChange({ token, pendingEmail }: { token: string; pendingEmail: string | null }) {
  const { submit, busy, result } = useFormAction<Account | null>();
  const [, setParams] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (result?.ok) setParams({}, { replace: true });
  }, [result, setParams]);
  return (
    <section className="card settings-section settings-section--confirm" aria-labelledby="confirm-email-title">
      <h2 id="confirm-email-title" ref={heading} tabIndex={-1}>
        Confirm your new email address
      </h2>
      <p>
        {pendingEmail ? (
          <>
            Your account will use <strong>{pendingEmail}</strong> from now on.
          </>
        ) : (
          'Confirm the address this link was sent to.'
        )}
      </p>
      {result && !result.ok && (
        <p className="form-error" role="alert">
          {result.message} To get a new link, send it again below.
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        aria-disabled={busy}
        onClick={() => void submit({ intent: 'confirmEmail', token })}
      >
        {busy ? 'Confirming…' : 'Confirm my new address'}
      </button>
    </section>
  );
}

/** The settings could not be loaded. */
export function ErrorBoundary() {
  const problem = useRouteProblem();
  return (
    <ProblemPage
      title="Your account settings could not be loaded"
      text={problem.text}
      action={{ to: href('jobs'), label: 'Find jobs' }}
      retry={problem.retry}
    />
  );
}
