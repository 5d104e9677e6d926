import { useEffect, type RefObject } from 'react';
import { handOverFormSchema, inviteFormSchema } from './people-actions';
import type { ProfileIntent } from './profile.data';
import type { CompanyEmployer, CompanyPeople } from '../../api/schemas/company-people';
import { LastAdminDialog } from '../../components/company/LastAdminDialog';
import { ChoiceGroup, TextField } from '../../components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import { Dialog } from '../../components/ui/Dialog';
import { leavesNoAdmin } from '../../domain/company-admins';
import { possessive } from '../../domain/text';

/** The dialogs of the company's people (./CompanyPeople.tsx): each closes once its change went through. */

interface Company {
  id: number;
  name: string;
}

/** A change to one of the company's employers, asked before it is made. */
export type PersonChange =
  { kind: 'remove'; employer: CompanyEmployer; self: boolean } | { kind: 'transfer'; employer: CompanyEmployer };

/** The page's action, closing the dialog once it went through (a refusal keeps it open, with what was typed). */
function useDialogAction(onClose: () => void) {
  const action = useFormAction();
  const done = action.result?.ok === true;
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  return action;
}

function Actions({
  onClose,
  busy,
  busyLabel,
  label,
  keepLabel = 'Cancel',
}: {
  onClose: () => void;
  busy: boolean;
  busyLabel: string;
  label: string;
  /** The button that closes the dialog without the change. */
  keepLabel?: string;
}) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button" onClick={onClose}>
        {keepLabel}
      </button>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {label}
      </SubmitButton>
    </div>
  );
}

const ROLES = [
  { value: 'member', label: 'Member', description: 'Posts, edits and boosts the company’s jobs.' },
  { value: 'admin', label: 'Admin', description: 'Also manages the company’s people and its details.' },
] as const;

/** Invite someone by email, as a member or an admin: the invitation lands in their mailbox and works for 7 days. */
export function InviteDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const form = useSchemaForm(inviteFormSchema, { invitedUserName: '', invitedUserEmail: '', role: 'member' });
  const { submit, busy, result } = useDialogAction(onClose);
  return (
    <Dialog title={`Invite someone to ${company.name}`} onClose={onClose}>
      <Form
        form={form}
        result={result}
        busy={busy}
        onValid={(values) => submit({ intent: 'invite', companyId: company.id, ...values } satisfies ProfileIntent)}
      >
        <p className="muted">We email them a link: they sign in (or register) with this address and accept.</p>
        <TextField name="invitedUserName" label="Name" autoComplete="off" />
        <TextField name="invitedUserEmail" label="Email address" type="email" autoComplete="off" />
        <ChoiceGroup name="role" legend="Invite them as" choices={ROLES} />
        <Actions onClose={onClose} busy={busy} busyLabel="Sending…" label="Send the invitation" />
      </Form>
    </Dialog>
  );
}

/** Hand the admin role over to someone by email: once they accept, they are the admin and you a member. */
export function HandOverDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const form = useSchemaForm(handOverFormSchema, { invitedUserEmail: '' });
  const { submit, busy, result } = useDialogAction(onClose);
  return (
    <Dialog title={`Hand over ${company.name} by email`} onClose={onClose}>
      <Form
        form={form}
        result={result}
        busy={busy}
        onValid={(values) => submit({ intent: 'handOver', companyId: company.id, ...values } satisfies ProfileIntent)}
      >
        <p className="muted">
          We email them an invitation to take over as admin. Once they accept, they are an admin and you a member: you
          still post and boost jobs. To hand over to someone already here, use the button beside their name.
        </p>
        <TextField name="invitedUserEmail" label="Their email address" type="email" autoComplete="off" />
        <Actions onClose={onClose} busy={busy} busyLabel="Sending…" label="Send the invitation" />
      </Form>
    </Dialog>
  );
}

/**
 * Removing someone (or leaving), or handing a member the admin role, asked first. The company's last admin is not
 * removed: the dialog says why instead of offering it (the server refuses it too).
 */
export function ConfirmPerson({
  change,
  company,
  employers,
  fallbackFocus,
  onClose,
}: {
  change: PersonChange;
  company: Company;
  employers: readonly CompanyEmployer[];
  /** Where the focus goes once the change is made: the person's row, or its button, goes with it. */
  fallbackFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { submit, busy, result } = useDialogAction(onClose);
  const { employer } = change;
  const name = `${employer.firstName} ${employer.lastName}`;
  const person = { userId: employer.userId, companyId: company.id, name };
  if (change.kind === 'remove' && leavesNoAdmin(employers, employer.userId, null))
    return <LastAdminDialog title={change.self ? `Leave ${company.name}` : `Remove ${name}`} onClose={onClose} />;
  const [title, text, label, values]: [string, string, string, ProfileIntent] =
    change.kind === 'transfer'
      ? [
          `Hand the admin role to ${name}`,
          `${name} becomes an admin of ${company.name}, and you a member: you still post and boost its jobs, but no longer manage its people or details. You are both told by email.`,
          'Hand over',
          { intent: 'transferAdmin', ...person },
        ]
      : change.self
        ? [
            `Leave ${company.name}`,
            `You will no longer post or see ${possessive(company.name)} jobs. To come back, ask its admins again.`,
            'Leave the company',
            { intent: 'removePerson', ...person },
          ]
        : [
            `Remove ${name}`,
            `${name} will no longer post or see ${possessive(company.name)} jobs. The jobs they posted stay.`,
            'Remove',
            { intent: 'removePerson', ...person },
          ];
  return (
    <Dialog title={title} onClose={onClose} returnFocusTo={result?.ok ? fallbackFocus : undefined}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(values);
        }}
      >
        <p>{text}</p>
        <Actions onClose={onClose} busy={busy} busyLabel="Saving…" label={label} />
      </form>
    </Dialog>
  );
}

/** Cancelling an invitation, asked first: the link already emailed stops working at once. */
export function ConfirmCancelInvitation({
  invitation,
  companyId,
  fallbackFocus,
  onClose,
}: {
  invitation: CompanyPeople['invitations'][number];
  companyId: number;
  /** Where the focus goes once the invitation is cancelled: its row goes with it. */
  fallbackFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { submit, busy, result } = useDialogAction(onClose);
  const email = invitation.invitedUserEmail;
  const who = invitation.invitedUserName || email;
  return (
    <Dialog
      title={`Cancel the invitation to ${who}?`}
      onClose={onClose}
      returnFocusTo={result?.ok ? fallbackFocus : undefined}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit({
            intent: 'cancelInvitation',
            invitationId: invitation.id,
            email,
            companyId,
          } satisfies ProfileIntent);
        }}
      >
        <p>The link we emailed to {email} stops working at once. To have them join later, invite them again.</p>
        <Actions
          onClose={onClose}
          busy={busy}
          busyLabel="Cancelling…"
          label="Cancel the invitation"
          keepLabel="Keep it"
        />
      </form>
    </Dialog>
  );
}
