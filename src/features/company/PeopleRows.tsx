import type { ReactNode } from 'react';
import type { PersonChange } from './PeopleDialogs';
import type { ProfileIntent } from './profile.data';
import type { CompanyEmployer, CompanyPeople as People } from '../../api/schemas/company-people';
import { useFormAction } from '../../components/form/Form';
import { formatDate } from '../../domain/dates';

/** The rows of the company's people (./CompanyPeople.tsx): requests, employers and invitations, each with its actions. */

type RowAction = ReturnType<typeof useFormAction>;

/**
 * A button that sends one change of the company's people through its row's action (`useFormAction`, one per row): one
 * change of a row at a time, however often or wherever in the row it is clicked, and none with the row's data out of
 * date (a resent invitation is cancelled only once the list names the new one). `label` names whom it changes (its
 * text is the verb alone, to keep rows short): it begins with the text, as the eye reads it.
 */
export function ActionButton({
  action: { submit, busy },
  values,
  children,
  label,
  primary,
}: {
  action: RowAction;
  values: ProfileIntent;
  children: ReactNode;
  label?: string;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button'}
      aria-label={label}
      aria-disabled={busy}
      onClick={() => void submit(values)}
    >
      {children}
    </button>
  );
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

const INVITED_AS = { member: 'as a member', admin: 'as an admin', 'transfer-admin': 'to take over as admin' } as const;

/** A join request, or a member's request to become an admin: Accept (or Promote) and Decline. */
export function RequestRow({ request: r, companyId }: { request: People['joinRequests'][number]; companyId: number }) {
  const action = useFormAction();
  const name = fullName(r);
  const asked = { requestId: r.id, companyId, name };
  return (
    <li className="card person">
      <PersonText name={name} email={r.email}>
        {r.kind === 'join' ? 'Asks to join' : 'Asks to become an admin'} · {formatDate(r.createdDate)}
      </PersonText>
      <div className="person__actions">
        {r.kind === 'join' ? (
          <ActionButton action={action} primary values={{ intent: 'acceptRequest', ...asked }} label={`Accept ${name}`}>
            Accept
          </ActionButton>
        ) : (
          <ActionButton
            action={action}
            primary
            values={{ intent: 'makeAdmin', ...asked }}
            label={`Promote ${name} to admin`}
          >
            Promote
          </ActionButton>
        )}
        <ActionButton action={action} values={{ intent: 'declineRequest', ...asked }} label={`Decline ${name}`}>
          Decline
        </ActionButton>
      </div>
    </li>
  );
}

type Invitation = People['invitations'][number];
export type InvitationChange = { kind: 'cancelInvitation'; invitation: Invitation };

/** An invitation still open: Resend (a new one replaces it) and Cancel (asked first). */
export function InvitationRow({
  invitation: i,
  companyId,
  onCancel,
}: {
  invitation: Invitation;
  companyId: number;
  onCancel: () => void;
}) {
  const action = useFormAction();
  const { id: invitationId, kind, invitedUserEmail: email, invitedUserName } = i;
  return (
    <li className="card person">
      <PersonText name={invitedUserName || email} email={invitedUserName ? email : null}>
        Invited {INVITED_AS[kind]} · works until {formatDate(i.expiresDate)}
      </PersonText>
      <div className="person__actions">
        <ActionButton
          action={action}
          values={{ intent: 'resend', invitationId, kind, invitedUserEmail: email, invitedUserName, companyId }}
          label={`Resend the invitation to ${email}`}
        >
          Resend
        </ActionButton>
        {/* Not while its Resend is on its way: the row would name an invitation being replaced. */}
        <button
          type="button"
          className="button"
          aria-label={`Cancel the invitation to ${email}`}
          aria-disabled={action.busy}
          onClick={() => !action.busy && onCancel()}
        >
          Cancel
        </button>
      </div>
    </li>
  );
}

function PersonText({ name, email, children }: { name: string; email: string | null; children: ReactNode }) {
  return (
    <div className="person__text">
      <p className="person__name">{name}</p>
      {email && <p className="person__email muted">{email}</p>}
      <p className="person__meta muted">{children}</p>
    </div>
  );
}

/** One of the company's employers: their role and since when; remove them, or hand them the admin role. */
export function EmployerRow({
  employer,
  self,
  onChange,
}: {
  employer: CompanyEmployer;
  self: boolean;
  onChange: (change: PersonChange) => void;
}) {
  const name = fullName(employer);
  return (
    <li className="card person">
      <PersonText name={self ? `${name} (you)` : name} email={employer.email}>
        <span className={`person__role person__role--${employer.role}`}>
          {employer.role === 'admin' ? 'Admin' : 'Member'}
        </span>{' '}
        since {formatDate(employer.since)}
      </PersonText>
      <div className="person__actions">
        {employer.role === 'member' && (
          <button
            type="button"
            className="button"
            aria-label={`Hand over admin to ${name}`}
            onClick={() => onChange({ kind: 'transfer', employer })}
          >
            Hand over admin
          </button>
        )}
        <button
          type="button"
          className="button"
          aria-label={self ? undefined : `Remove ${name}`}
          onClick={() => onChange({ kind: 'remove', employer, self })}
        >
          {self ? 'Leave the company' : 'Remove'}
        </button>
      </div>
    </li>
  );
}
