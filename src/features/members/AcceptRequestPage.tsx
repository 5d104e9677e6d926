import type { ReactNode } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import type { AcceptSubmission, loader } from './accept-request.data';
import type { InviteeInvitation } from '../../api/schemas/company-people';
import { useFormAction } from '../../components/form/Form';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { ProblemPage, RouteProblem, useRouteProblem } from '../../components/route/RouteProblem';
import type { InvitationStatus } from '../../domain/company-admins';
import { formatDate } from '../../domain/dates';
import { href } from '../../domain/paths';
import { signOut } from '../../state/session';

/**
 * accept-request/{id}: an invitation to join a company, opened from its email by the invited account: the company,
 * the role offered, who sent it and until when, and Accept; an invitation no longer open says what became of it and
 * what to do. Another account is told which address to sign in with, and offered to switch.
 */
export default function AcceptRequestPage() {
  const { invitation, invitedEmail, signedInAs } = useLoaderData<typeof loader>();
  if (!invitation.ok) return <OtherAccount invitedEmail={invitedEmail} signedInAs={signedInAs} />;
  return <Invitation key={invitation.value.id} invitation={invitation.value} />;
}

type Kind = InviteeInvitation['kind'];

/** The role offered, in the sentence "… invited you to …". */
const OFFER: Record<Kind, (company: string) => string> = {
  member: (company) => `join ${company} as a member`,
  admin: (company) => `join ${company} as an admin`,
  'transfer-admin': (company) => `take over as the admin of ${company}`,
};

/** The role offered, as the facts name it. */
const ROLE: Record<Kind, string> = {
  member: 'Member',
  admin: 'Admin',
  'transfer-admin': 'Admin, taking over the role',
};

/** What the role lets them do. */
const MEANS: Record<Kind, string> = {
  member: "Members post and manage the company's jobs.",
  admin: "Admins post the company's jobs and manage its details and its people.",
  'transfer-admin':
    "You become the company's admin: you manage its details and its people. The admin who invited you becomes a member.",
};

/** Who sent it, at the start of a sentence: the admin, or (no one's: the demo's seed) the company's admins. */
const sentBy = (invitation: InviteeInvitation) => invitation.inviterName ?? `The admins of ${invitation.companyName}`;
/** Whom to ask for a new invitation, within a sentence. */
const askWhom = (invitation: InviteeInvitation) => invitation.inviterName ?? `the admins of ${invitation.companyName}`;

/** An invitation no longer open: its heading, and what to do now. */
function closedWords(invitation: InviteeInvitation, status: Exclude<InvitationStatus, 'pending'>) {
  const { companyName } = invitation;
  const words: Record<typeof status, { title: string; text: string }> = {
    accepted: {
      title: 'You have already accepted this invitation',
      text: `You are one of the people of ${companyName}: its jobs are on your company dashboard.`,
    },
    cancelled: {
      title: 'This invitation was cancelled',
      text: `The admins of ${companyName} cancelled it, so it can no longer be accepted. If you still want to join, ask them to invite you again.`,
    },
    replaced: {
      title: 'This invitation was replaced by a newer one',
      text: `${sentBy(invitation)} sent you a newer invitation to ${companyName}: open the link in the latest email. This one no longer works.`,
    },
    expired: {
      title: 'This invitation has expired',
      text: `It was open until ${formatDate(invitation.expiresDate)}. Ask ${askWhom(invitation)} to invite you again: a new invitation is open for 7 days.`,
    },
  };
  return words[status];
}

function Invitation({ invitation }: { invitation: InviteeInvitation }) {
  const { submit, busy, result } = useFormAction();
  const { status } = invitation;
  // A refusal for a reason the page shows once the loader has run again (used, cancelled …) is not repeated.
  const refused = result && !result.ok ? result : null;
  const closed = status === 'pending' ? null : closedWords(invitation, status);
  const accept = () => {
    if (!busy) void submit({ invitationId: invitation.id } satisfies AcceptSubmission);
  };

  return (
    <section className="page page--narrow invitation" aria-labelledby="invitation-title">
      <div className="invitation__company">
        <CompanyLogo name={invitation.companyName} logo={invitation.companyLogo} size={64} />
        <p className="eyebrow">Invitation to {invitation.companyName}</p>
      </div>
      <h1 id="invitation-title">{closed ? closed.title : `Join ${invitation.companyName}`}</h1>
      {closed ? (
        <p className="notice" role="status">
          {closed.text}
        </p>
      ) : (
        <p className="lead">
          {sentBy(invitation)} invited you to {OFFER[invitation.kind](invitation.companyName)} on Basecamp.
        </p>
      )}
      <dl className="invitation__facts">
        <Fact term="Role offered">{ROLE[invitation.kind]}</Fact>
        <Fact term="Invited by">{sentBy(invitation)}</Fact>
        <Fact term="Sent to">{invitation.invitedUserEmail}</Fact>
        <Fact term={status === 'pending' ? 'Open until' : 'Was open until'}>{formatDate(invitation.expiresDate)}</Fact>
      </dl>
      {!closed && <p>{MEANS[invitation.kind]}</p>}
      {refused && !closed && (
        <p className="form-error" role="alert">
          {refused.message}
        </p>
      )}
      <p className="button-row">
        {closed ? (
          <ClosedLinks status={status} />
        ) : (
          <button type="button" className="button button--primary" aria-disabled={busy} onClick={accept}>
            {busy ? 'Accepting…' : `Accept and join ${invitation.companyName}`}
          </button>
        )}
      </p>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Where to go from an invitation that is no longer open. */
function ClosedLinks({ status }: { status: InvitationStatus }) {
  if (status === 'accepted')
    return (
      <Link className="button button--primary" to={href('profile')}>
        Go to the company dashboard
      </Link>
    );
  return (
    <Link className="button" to={href('homeEmployer')}>
      Go to the employers' home
    </Link>
  );
}

/** Another account than the invited one: which address to use, and a way to switch (back here after signing in). */
function OtherAccount({ invitedEmail, signedInAs }: { invitedEmail: string | null; signedInAs: string }) {
  const { pathname, search } = useLocation();
  const address = invitedEmail ?? 'the address it was sent to';
  // Signed out here, on purpose; the sign-in page then brings them back to this invitation.
  const switchAccount = () => signOut(undefined, pathname + search);
  return (
    <section className="page page--narrow invitation" aria-labelledby="invitation-title">
      <h1 id="invitation-title">This invitation is for another account</h1>
      <p className="lead">
        You are signed in as <strong>{signedInAs}</strong>, but the invitation was sent to{' '}
        {invitedEmail ? <strong>{address}</strong> : address}. Only that account can see and accept it.
      </p>
      <p>
        Sign out, then sign in with {address}; you come back to the invitation. No account with that address yet? The
        sign-in page lets you create one.
      </p>
      <p className="button-row">
        <button type="button" className="button button--primary" onClick={switchAccount}>
          {invitedEmail ? `Sign out and sign in as ${invitedEmail}` : 'Sign out and sign in with the invited address'}
        </button>
      </p>
    </section>
  );
}

/** An invitation that does not exist is worded here; other problems take the shared problem page. */
export function ErrorBoundary() {
  const problem = useRouteProblem();
  if (problem.kind !== 'notFound') return <RouteProblem />;
  return (
    <ProblemPage
      title="This invitation does not exist"
      text="The link may be incomplete: open it again from the email. If it still does not work, ask the company's admins to invite you again."
      action={{ to: href('homeEmployer'), label: "Go to the employers' home" }}
    />
  );
}
