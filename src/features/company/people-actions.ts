import { redirect } from 'react-router-dom';
import { z } from 'zod/mini';
import { adminCompany } from '../../api/admin-company';
import { companyInvitations } from '../../api/company-invitations';
import { companyPeople } from '../../api/company-people';
import {
  INVITATION_KINDS,
  invitationInputSchema,
  transferInvitationQuerySchema,
} from '../../api/schemas/company-people';
import { recordIdSchema } from '../../api/schemas/rules';
import { attempt, type ActionResult } from '../../components/route/loaders';
import { COMPANY_ROLES } from '../../domain/company-roles';
import { href } from '../../domain/paths';
import { possessive, sentence } from '../../domain/text';
import { getUser } from '../../state/session';
import { leaveCompany, setMembership } from '../../state/session-updates';
import { showToast } from '../../state/toasts';

/**
 * The company's people as its admins manage them from `profile` (docs/product.md §4.5.1): requests answered,
 * invitations sent, resent and cancelled, members removed, the admin role handed over; and a member's request to
 * become an admin. Each submission names the company the page showed, so a write never lands on another one.
 */

const inCompany = { companyId: recordIdSchema };
const person = { ...inCompany, name: z.string() };

/** The invite form: who, and as what (the company is the page's). */
export const inviteFormSchema = z.extend(z.omit(invitationInputSchema, { companyId: true }), {
  role: z.enum(COMPANY_ROLES),
});

/** The hand-over form: the address of who is to take over as admin (invite-transfer-admin's rule). */
export const handOverFormSchema = z.pick(transferInvitationQuerySchema, { invitedUserEmail: true });

export const peopleIntents = [
  z.object({ intent: z.literal('acceptRequest'), requestId: recordIdSchema, ...person }),
  z.object({ intent: z.literal('declineRequest'), requestId: recordIdSchema, ...person }),
  z.object({ intent: z.literal('makeAdmin'), requestId: recordIdSchema, ...person }),
  z.object({ intent: z.literal('removePerson'), userId: recordIdSchema, ...person }),
  z.object({ intent: z.literal('transferAdmin'), userId: recordIdSchema, ...person }),
  z.extend(inviteFormSchema, { intent: z.literal('invite'), ...inCompany }),
  z.extend(handOverFormSchema, { intent: z.literal('handOver'), ...inCompany }),
  z.object({
    intent: z.literal('resend'),
    invitationId: recordIdSchema,
    kind: z.enum(INVITATION_KINDS),
    invitedUserEmail: z.string(),
    invitedUserName: z.string(),
    ...inCompany,
  }),
  z.object({ intent: z.literal('cancelInvitation'), invitationId: recordIdSchema, email: z.string(), ...inCompany }),
  z.object({ intent: z.literal('askAdmin'), ...inCompany }),
] as const;

type PeopleIntent = z.output<(typeof peopleIntents)[number]>;

/** Runs the call; when it went through, says so (a refusal is the catalogue's toast, and the form's answer). */
async function told<T>(call: () => Promise<T>, done: (value: T) => string): Promise<ActionResult<T>> {
  const result = await attempt(call);
  if (result.ok) showToast('success', done(result.value));
  return result;
}

const companyName = (companyId: number) => {
  const primary = getUser()?.primaryCompany;
  return primary?.id === companyId ? primary.name : 'the company';
};

/** Someone removed; when it is the user themselves, they leave: the next of their companies becomes their primary one. */
async function remove(userId: number, companyId: number, name: string) {
  const self = getUser()?.user.id === userId;
  const company = companyName(companyId);
  const removed = await told(
    () => companyPeople.removeUser(userId, companyId),
    () => sentence(self ? `You left ${company}` : `${name} was removed from ${company}`),
  );
  if (!removed.ok || !self) return removed;
  leaveCompany(companyId, await adminCompany.getPrimary().catch(() => null));
  return redirect(href('profile'));
}

/** What the intent asks, through its call; the stored user follows a change of the user's own role at once. */
export async function peopleAction(submission: PeopleIntent): Promise<ActionResult | Response> {
  const { companyId } = submission;
  const company = companyName(companyId);
  switch (submission.intent) {
    case 'acceptRequest':
      return told(
        () => companyPeople.acceptJoinRequest(submission.requestId),
        () => sentence(`${submission.name} joined ${company}`),
      );
    case 'declineRequest':
      return told(
        () => companyPeople.declineJoinRequest(submission.requestId),
        () => `You declined ${possessive(submission.name)} request.`,
      );
    case 'makeAdmin':
      return told(
        () => companyPeople.makeAnAdmin(submission.requestId, companyId),
        () => sentence(`${submission.name} is now an admin of ${company}`),
      );
    case 'removePerson':
      return remove(submission.userId, companyId, submission.name);
    case 'transferAdmin': {
      const handed = await told(
        () => companyInvitations.transferAdmin(submission.userId, companyId),
        () => `${submission.name} is now the admin of ${company}; you are a member.`,
      );
      if (handed.ok) setMembership(companyId, 'member');
      return handed;
    }
    case 'invite': {
      const { intent: _intent, role, ...invitation } = submission;
      const invite = role === 'admin' ? companyInvitations.inviteAdmin : companyInvitations.inviteUser;
      return told(
        () => invite(invitation),
        (sent) => `Invitation sent to ${sent.invitedUserEmail}.`,
      );
    }
    case 'handOver':
      return told(
        () => companyInvitations.inviteTransferAdmin(companyId, submission.invitedUserEmail),
        (sent) => `${sent.invitedUserEmail} is invited to take over as admin.`,
      );
    case 'resend':
      return told(
        () => resend(submission),
        (sent) => `Invitation sent again to ${sent.invitedUserEmail}.`,
      );
    case 'cancelInvitation':
      return told(
        () => companyInvitations.cancelInvitation(submission.invitationId),
        () => `The invitation to ${submission.email} is cancelled: its link no longer works.`,
      );
    case 'askAdmin':
      return told(
        () => companyPeople.sendAdminRequest(companyId),
        () => `You asked ${possessive(company)} admins to make you an admin.`,
      );
  }
}

/** Inviting the same address again sends a new invitation, and the earlier link stops working. */
function resend({ kind, companyId, invitedUserEmail, invitedUserName }: Extract<PeopleIntent, { intent: 'resend' }>) {
  if (kind === 'transfer-admin') return companyInvitations.inviteTransferAdmin(companyId, invitedUserEmail);
  const invite = kind === 'admin' ? companyInvitations.inviteAdmin : companyInvitations.inviteUser;
  return invite({ companyId, invitedUserEmail, invitedUserName });
}
