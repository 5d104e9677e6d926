import { useState, type ReactNode } from 'react';
import { ConfirmPerson, HandOverDialog, InviteDialog, type PersonChange } from './PeopleDialogs';
import type { ProfileIntent } from './profile.data';
import type { CompanyEmployer, CompanyPeople as People } from '../../api/schemas/company-people';
import { useFormAction } from '../../components/form/Form';
import { PartNotLoaded } from '../../components/list/PartNotLoaded';
import type { Settled } from '../../components/route/loaders';
import { formatDate } from '../../domain/dates';
import { counted } from '../../domain/text';

/**
 * The company's people on its dashboard (`profile`): for its admins, the requests waiting for them, its employers
 * with their role and since when, the invitations pending, and what they may change (docs/product.md §4.5.1); for a
 * member, their role and a way to ask to become an admin. The writes go through the page's action
 * (./people-actions.ts).
 */
export function CompanyPeople({
  people,
  company,
  userId,
}: {
  /** null: the user is a member, who does not manage the company's people. */
  people: Settled<People> | null;
  company: { id: number; name: string };
  userId: number;
}) {
  return (
    <section className="people" aria-labelledby="people-title">
      {people === null ? (
        <MemberNote company={company} />
      ) : people.ok ? (
        <Manage people={people.value} company={company} userId={userId} />
      ) : (
        <>
          <h2 id="people-title">People</h2>
          <PartNotLoaded what="company's people" />
        </>
      )}
    </section>
  );
}

type RowAction = ReturnType<typeof useFormAction>;

/**
 * A button that sends one change of the company's people through its row's action (`useFormAction`, one per row): one
 * change of a row at a time, however often or wherever in the row it is clicked, and none with the row's data out of
 * date (a resent invitation is cancelled only once the list names the new one). `label` names whom it changes (its
 * text is the verb alone, to keep rows short): it begins with the text, as the eye reads it.
 */
function ActionButton({
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

function MemberNote({ company }: { company: { id: number; name: string } }) {
  const action = useFormAction();
  return (
    <>
      <h2 id="people-title">People</h2>
      <div className="card people__member">
        <p>
          You are a <strong>member</strong> of {company.name}: you post, edit and boost its jobs. Its admins manage its
          people and its details.
        </p>
        <ActionButton action={action} values={{ intent: 'askAdmin', companyId: company.id }}>
          Ask to become an admin
        </ActionButton>
      </div>
    </>
  );
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

const INVITED_AS = { member: 'as a member', admin: 'as an admin', 'transfer-admin': 'to take over as admin' } as const;

/** The admins' view: what waits for them, who is in, who is invited. */
function Manage({
  people,
  company,
  userId,
}: {
  people: People;
  company: { id: number; name: string };
  userId: number;
}) {
  const [dialog, setDialog] = useState<'invite' | 'handOver' | PersonChange | null>(null);
  const close = () => setDialog(null);
  const companyId = company.id;
  const { employers, joinRequests, invitations } = people;
  return (
    <>
      <div className="people__head">
        <h2 id="people-title">People</h2>
        <button type="button" className="button button--primary" onClick={() => setDialog('invite')}>
          Invite someone
        </button>
        <button type="button" className="button" onClick={() => setDialog('handOver')}>
          Hand over by email
        </button>
      </div>
      {joinRequests.length > 0 && (
        <>
          <h3>Waiting for you ({joinRequests.length})</h3>
          <ul className="people__list">
            {joinRequests.map((r) => (
              <RequestRow key={r.id} request={r} companyId={companyId} />
            ))}
          </ul>
        </>
      )}
      <h3>{counted(employers.length, 'employer')}</h3>
      <ul className="people__list">
        {employers.map((e) => (
          <EmployerRow key={e.userId} employer={e} self={e.userId === userId} onChange={setDialog} />
        ))}
      </ul>
      {invitations.length > 0 && (
        <>
          <h3>Invitations sent ({invitations.length})</h3>
          <ul className="people__list">
            {invitations.map((i) => (
              <InvitationRow key={i.id} invitation={i} companyId={companyId} />
            ))}
          </ul>
        </>
      )}
      {dialog === 'invite' && <InviteDialog company={company} onClose={close} />}
      {dialog === 'handOver' && <HandOverDialog company={company} onClose={close} />}
      {typeof dialog === 'object' && dialog !== null && (
        <ConfirmPerson change={dialog} company={company} employers={employers} onClose={close} />
      )}
    </>
  );
}

/** A join request, or a member's request to become an admin: Accept (or Promote) and Decline. */
function RequestRow({ request: r, companyId }: { request: People['joinRequests'][number]; companyId: number }) {
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

/** An invitation still open: Resend (a new one replaces it) and Cancel. */
function InvitationRow({ invitation: i, companyId }: { invitation: People['invitations'][number]; companyId: number }) {
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
        <ActionButton
          action={action}
          values={{ intent: 'cancelInvitation', invitationId, email, companyId }}
          label={`Cancel the invitation to ${email}`}
        >
          Cancel
        </ActionButton>
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
function EmployerRow({
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
