import { useEffect, useRef, useState } from 'react';
import {
  ConfirmCancelInvitation,
  ConfirmPerson,
  HandOverDialog,
  InviteDialog,
  type PersonChange,
} from './PeopleDialogs';
import { ActionButton, EmployerRow, InvitationRow, RequestRow, type InvitationChange } from './PeopleRows';
import type { CompanyPeople as People } from '../../api/schemas/company-people';
import { useFormAction } from '../../components/form/Form';
import { PartNotLoaded } from '../../components/list/PartNotLoaded';
import type { Settled } from '../../components/route/loaders';
import { counted, possessive } from '../../domain/text';

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

/**
 * A member's role, and their way to ask to become an admin. Once asked (or refused as asked already, 409), the
 * button gives way to a line that says so and takes the focus: a second press could only be refused.
 */
function MemberNote({ company }: { company: { id: number; name: string } }) {
  const action = useFormAction();
  const asked = action.result?.ok === true || (action.result?.ok === false && action.result.status === 409);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asked) said.current?.focus();
  }, [asked]);
  return (
    <>
      <h2 id="people-title">People</h2>
      <div className="card people__member">
        <p>
          You are a <strong>member</strong> of {company.name}: you post, edit and boost its jobs. Its admins manage its
          people and its details.
        </p>
        {asked ? (
          <p ref={said} tabIndex={-1} className="people__asked">
            You asked {possessive(company.name)} admins to make you an admin. They answer by email.
          </p>
        ) : (
          <ActionButton action={action} values={{ intent: 'askAdmin', companyId: company.id }}>
            Ask to become an admin
          </ActionButton>
        )}
      </div>
    </>
  );
}

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
  const [dialog, setDialog] = useState<'invite' | 'handOver' | PersonChange | InvitationChange | null>(null);
  const close = () => setDialog(null);
  // A removed person's or a cancelled invitation's row goes with the button that opened its dialog.
  const inviteButton = useRef<HTMLButtonElement>(null);
  const companyId = company.id;
  const { employers, joinRequests, invitations } = people;
  return (
    <>
      <div className="people__head">
        <h2 id="people-title">People</h2>
        <button ref={inviteButton} type="button" className="button button--primary" onClick={() => setDialog('invite')}>
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
              <InvitationRow
                key={i.id}
                invitation={i}
                companyId={companyId}
                onCancel={() => setDialog({ kind: 'cancelInvitation', invitation: i })}
              />
            ))}
          </ul>
        </>
      )}
      {dialog === 'invite' && <InviteDialog company={company} onClose={close} />}
      {dialog === 'handOver' && <HandOverDialog company={company} onClose={close} />}
      {typeof dialog === 'object' && dialog?.kind === 'cancelInvitation' && (
        <ConfirmCancelInvitation
          invitation={dialog.invitation}
          companyId={companyId}
          fallbackFocus={inviteButton}
          onClose={close}
        />
      )}
      {typeof dialog === 'object' && dialog !== null && dialog.kind !== 'cancelInvitation' && (
        <ConfirmPerson
          change={dialog}
          company={company}
          employers={employers}
          fallbackFocus={inviteButton}
          onClose={close}
        />
      )}
    </>
  );
}
