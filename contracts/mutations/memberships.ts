import type { Mutation } from './mutation';

/** Regressions of a company's membership rules: its people, requests, invitations and admin transfer. */
const H = 'mocks/handlers/';

export const membershipMutations: Mutation[] = [
  {
    id: 'last-admin-removable',
    file: 'mocks/company-access.ts',
    find: '  if (leavesNoAdmin(people, userId, newRole)) throw conflict(LAST_ADMIN_MESSAGE);',
    replace: '',
    what: 'admin/Company/remove-user removes the last admin of a company',
  },
  {
    id: 'last-admin-rule-counts-none',
    file: 'src/domain/company-admins.ts',
    find: "  return newRole !== 'admin' && admins.length === 1 && admins[0]?.userId === userId;",
    replace: "  return newRole !== 'admin' && admins.length === 0;",
    what: 'the last-admin rule stops only a change in a company with no admin (its only admin may go)',
  },
  {
    id: 'invite-member-twice',
    file: `${H}company-invitations.ts`,
    find: "  if (membership && kind === 'member') throw conflict(sentence(`${email} is already a member of ${company.name}`));",
    replace: '',
    what: 'admin/Company/invite-user invites an address that is already a member',
  },
  {
    id: 'invite-admin-to-admin',
    file: `${H}company-invitations.ts`,
    find: '  if (membership?.isAdmin) throw conflict(sentence(`${email} is already an admin of ${company.name}`));',
    replace: '',
    what: 'admin/Company/invite-admin invites an address that is already an admin',
  },
  {
    id: 'invitation-any-account',
    file: `${H}company-invitations.ts`,
    find: '  if (user.email.toLowerCase() !== invitation.invitedUserEmail) throw forbidden(WRONG_ACCOUNT);',
    replace: '',
    what: 'admin/Company/accept-invite-request lets an account other than the invited one accept',
  },
  {
    id: 'invitation-used-twice',
    file: `${H}company-invitations.ts`,
    find: "  if (invitation.status === 'accepted') throw conflict(USED);",
    replace: '',
    what: 'admin/Company/accept-invite-request does not say an invitation was already used',
  },
  {
    id: 'invitation-never-expires',
    file: `${H}company-invitations.ts`,
    find: '  if (Date.parse(invitationExpiry(invitation.createdDate)) <= clock.now()) throw conflict(EXPIRED);',
    replace: '',
    what: 'admin/Company/accept-invite-request accepts an invitation past its week',
  },
  {
    id: 'invitation-resent-keeps-old',
    file: `${H}company-invitations.ts`,
    find: "      i.status = 'cancelled';",
    replace: '',
    what: 'inviting an address again leaves its earlier invitation working',
  },
  {
    id: 'transfer-keeps-old-admin',
    file: `${H}company-invitations.ts`,
    find: '      await setAdmin(user!.id, company.id, false);',
    replace: '',
    what: 'admin/Company/transfer-admin leaves the caller an admin',
  },
  {
    id: 'transfer-invitation-keeps-old-admin',
    file: `${H}company-invitations.ts`,
    find: '        await setAdmin(inviter.id, company.id, false);',
    replace: '',
    what: 'an accepted invite-transfer-admin leaves its sender an admin',
  },
  {
    id: 'join-request-accepted-no-member',
    file: `${H}company-people.ts`,
    find: "      await addToCompany(sender, request.companyId, 'member');",
    replace: '',
    what: 'admin/Company/accept-join-request does not make the sender a member',
  },
  {
    id: 'removed-user-stays',
    file: 'mocks/company-people.ts',
    find: '        m.active = false;',
    replace: '',
    what: 'admin/Company/remove-user leaves the member in the company',
  },
  {
    id: 'added-user-never-admin',
    file: `${H}user-companies.ts`,
    find: "      await addToCompany(added, company.id, hasAdmin ? 'member' : 'admin');",
    replace: "      await addToCompany(added, company.id, 'member');",
    what: 'admin/Company/add-user leaves a company without an admin when it had none',
  },
  {
    id: 'primary-company-not-stored',
    file: `${H}user-companies.ts`,
    find: '          u.primaryCompanyId = company.id;',
    replace: '',
    what: 'admin/Company/change-primary-company answers the company but keeps the old primary one',
  },
  {
    id: 'invitation-accepted-by-member',
    file: `${H}company-invitations.ts`,
    find: "      if (current && (role === 'member' || current.isAdmin))",
    replace: "      if (current && role === 'admin' && current.isAdmin)",
    what: 'admin/Company/accept-invite-request accepts a member invitation for an account already a member',
  },
];
