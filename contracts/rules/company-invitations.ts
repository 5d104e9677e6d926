import { defineRules } from './define';

/**
 * Invitations to a company, sent by its admins to an address and opened by the account of that address (the rest:
 * company-invitations-2.ts). An invitation works for 7 days; inviting an address again replaces its earlier one.
 */
export default defineRules({
  'POST admin/Company/invite-user': [
    {
      kind: 'auth',
      rule:
        "Employers only (role 2): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's token a " +
        "403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'an invitation to join a company without a token',
        'an invitation to join a company with an expired token',
        'an invitation to join a company with an unknown token',
        'an invitation to join a company with the token of a candidate',
        'an invitation to join a company',
      ],
      unpinned: ["a site admin's token (role 3) refused with that 403"],
    },
    {
      kind: 'auth',
      rule:
        'Only an admin of `companyId`: a member of it, or an admin of another company, is a 403 `{ error: "Only the ' +
        'company\'s admins can manage its people." }`.',
      interactions: [
        'an invitation to join a company sent by a member',
        'an invitation to join another company',
        'an invitation to join a company',
      ],
    },
    {
      kind: 'input',
      rule:
        'The body `{ companyId, invitedUserEmail, invitedUserName }`: `invitedUserEmail` trimmed and lower-cased, a ' +
        "valid address of at most 254 characters. A rule broken is a 400 `{ error: 'Some fields are not valid.', " +
        "errors }`, every field at once: `errors.invitedUserEmail` ['Enter a valid email address'].",
      interactions: [
        'an invitation to join a company with an invalid address and no name',
        'an invitation to join a company',
      ],
      unpinned: [
        'an address sent in capitals stored and answered in lower case',
        'an address of 255 characters',
        "a missing or non-numeric `companyId` (400 `errors.companyId` 'Choose a company')",
      ],
    },
    {
      kind: 'bound',
      rule:
        '`invitedUserName` is 1 to 100 characters once trimmed: a name of spaces is a 400 `errors.invitedUserName` ' +
        "['Enter their name'].",
      interactions: [
        'an invitation to join a company with an invalid address and no name',
        'an invitation to join a company',
      ],
      unpinned: ['a name of 100 characters accepted, one of 101 refused'],
    },
    {
      kind: 'not found',
      rule: "A `companyId` no company has is a 404 `{ error: 'This company does not exist.' }`, before the admin check.",
      interactions: ['an invitation to join a company that does not exist'],
    },
    {
      kind: 'conflict',
      rule:
        "An address (case aside) whose account is an active member of the company is a 409 `{ error: '{address} is " +
        "already a member of {company name}.' }`; an admin's, '{address} is already an admin of {company name}.'.",
      interactions: ['an invitation to join a company sent to a member'],
      unpinned: [
        'invite-user to an admin (the admin text) is never sent',
        "a former (removed) member's address accepted",
        'an address matched to its account case aside',
      ],
    },
    {
      kind: 'answer',
      rule:
        "Answers `{ result: { id, invitedUserEmail, invitedUserName, kind: 'member', createdDate, expiresDate } }`: " +
        "`id` the next of the invitation sequence, `createdDate` the server clock's moment, `expiresDate` exactly 7 " +
        'days later (sent 2026-05-04T09:00:00.000Z, expires 2026-05-11T09:00:00.000Z).',
      interactions: ['an invitation to join a company'],
    },
    {
      kind: 'side effect',
      rule:
        'The invitation is stored pending, sent by the caller: GET admin/Company/employers/{id} lists it in `invitations` ' +
        'as this call answered it, and its invitee may open and accept it.',
      interactions: ['an invitation to join a company', "a request for a company's people", 'an invitation accepted'],
      unpinned: ['the email to the address (no pact sees mail)'],
    },
    {
      kind: 'side effect',
      rule:
        'Inviting an address that has a pending invitation to the company again (either kind) resends: the earlier one ' +
        "becomes `replaced`, leaves `invitations`, opens with `status: 'replaced'` and is 409 to accept or cancel. " +
        "Only that one: the address's invitations to other companies, and other addresses', stay pending.",
      interactions: [
        "a request for a company's people after an invitation resent",
        'an invitation opened after a newer one was sent',
        'an invitation accepted after a newer one was sent',
        'an invitation cancelled after a newer one was sent',
        "a request for a company's people after its invitee was invited to another company",
        "a request for a company's people after one of two addresses was invited again",
      ],
    },
  ],
  'POST admin/Company/invite-admin': [
    {
      kind: 'auth',
      rule:
        "Employers only (role 2): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's token a " +
        "403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'an invitation to join a company as an admin without a token',
        'an invitation to join a company as an admin with an expired token',
        'an invitation to join a company as an admin with an unknown token',
        'an invitation to join a company as an admin with the token of a candidate',
        'an invitation to join a company as an admin',
      ],
    },
    {
      kind: 'auth',
      rule:
        'Only an admin of `companyId`: a member of it, or an admin of another company, is a 403 `{ error: "Only the ' +
        'company\'s admins can manage its people." }`.',
      interactions: [
        'an invitation to join a company as an admin sent by a member',
        'an invitation to join another company as an admin',
        'an invitation to join a company as an admin',
      ],
    },
    {
      kind: 'input',
      rule: 'The body and its 400s are those of POST admin/Company/invite-user; an unknown `companyId` is its 404 too.',
      interactions: ['an invitation to join a company as an admin'],
      unpinned: ['no interaction sends invite-admin an invalid body or an unknown company'],
    },
    {
      kind: 'conflict',
      rule:
        "An address (case aside) whose account is already an admin of the company is a 409 `{ error: '{address} is " +
        "already an admin of {company name}.' }`; a member's address is no conflict (a member is invited to become an admin).",
      interactions: [
        'an invitation to join a company as an admin sent to an admin',
        'an invitation to be an admin accepted by a member',
      ],
    },
    {
      kind: 'answer',
      rule: "Answers the invitation as POST admin/Company/invite-user does, with `kind: 'admin'`.",
      interactions: ['an invitation to join a company as an admin'],
    },
    {
      kind: 'side effect',
      rule:
        "The invitation is stored pending, as invite-user stores it (listed in `invitations` with `kind: 'admin'`), " +
        "and replaces the address's earlier pending invitation to the company, whatever its kind.",
      interactions: [
        'an invitation to join a company as an admin',
        "a request for a company's people",
        "a request for a company's people after an invitation resent",
        'an invitation opened by the account it was sent to',
      ],
    },
  ],
  'POST admin/Company/invite-transfer-admin': [
    {
      kind: 'auth',
      rule:
        "Employers only (role 2): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's token a " +
        "403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'an invitation to take over as admin of a company without a token',
        'an invitation to take over as admin of a company with an expired token',
        'an invitation to take over as admin of a company with an unknown token',
        'an invitation to take over as admin of a company with the token of a candidate',
        'an invitation to take over as admin of a company',
      ],
    },
    {
      kind: 'auth',
      rule: 'Only an admin of `companyId`: anyone else is a 403 `{ error: "Only the company\'s admins can manage its people." }`.',
      interactions: [
        'an invitation to take over as admin of another company',
        'an invitation to take over as admin of a company',
      ],
      unpinned: ["a member of the company refused (only another company's admin is tried)"],
    },
    {
      kind: 'input',
      rule:
        'The query `companyId` (a whole number) and `invitedUserEmail` (trimmed, lower-cased, a valid address); no ' +
        'name is taken. Else a 400 with `errors` under the field.',
      interactions: ['an invitation to take over as admin of a company'],
      unpinned: ['no interaction sends an invalid address or an unknown company (404)'],
    },
    {
      kind: 'conflict',
      rule:
        "An address whose account is already an admin of the company is a 409 `{ error: '{address} is already an " +
        "admin of {company name}.' }`.",
      interactions: ['an invitation to take over as admin sent to an admin'],
      unpinned: ["a member's address accepted (no interaction invites a member to take over)"],
    },
    {
      kind: 'answer',
      rule: "Answers the invitation as invite-user does, with `kind: 'transfer-admin'` and `invitedUserName` ''.",
      interactions: ['an invitation to take over as admin of a company'],
    },
    {
      kind: 'side effect',
      rule:
        'The invitation is stored pending, as invite-user stores it: once its invitee accepts it (POST ' +
        'admin/Company/accept-invite-request), the invitee is an admin and the sender a member.',
      interactions: ["a request for a company's people after its admin role was handed over by email"],
      unpinned: [
        "no read lists a pending `transfer-admin` invitation in the company's `invitations`",
        'an earlier pending invitation to the address replaced (it is never sent twice)',
      ],
    },
  ],
  'GET admin/Company/invitation/:id': [
    {
      kind: 'auth',
      rule:
        "Employers only (role 2): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's token a " +
        "403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'an invitation opened without a token',
        'an invitation opened with an expired token',
        'an invitation opened with an unknown token',
        'an invitation opened with the token of a candidate',
        'an invitation opened by the account it was sent to',
      ],
    },
    {
      kind: 'auth',
      rule:
        'Only the account whose address (case aside) the invitation was sent to sees it: any other employer is a 403 ' +
        "`{ error: 'This invitation was sent to another email address: sign in with the account it was sent to.' }`.",
      interactions: ['an invitation opened by another account', 'an invitation opened by the account it was sent to'],
      unpinned: ["the company's own admin refused too (only a member of it is tried)"],
    },
    {
      kind: 'not found',
      rule: "An id no invitation has is a 404 `{ error: 'This invitation does not exist.' }`, before the account check.",
      interactions: ['an invitation that does not exist opened'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { id, companyId, companyName, companyLogo, kind, invitedUserEmail, invitedUserName, ' +
        'inviterName, expiresDate, status } }`: `companyLogo` the logo path or null, `kind` as sent (`member`, ' +
        "`admin`, `transfer-admin`), `inviterName` the sender's first and last name (null when no one sent it), " +
        '`expiresDate` 7 days after it was sent.',
      interactions: [
        'an invitation opened by the account it was sent to',
        "an invitation sent by the company's second admin opened by the account it was sent to",
      ],
      unpinned: ['`inviterName` null, and a company without a logo (null)'],
    },
    {
      kind: 'answer',
      rule:
        "`status` is what became of it: `accepted`, `cancelled` (by the company's admins), `replaced` (by a newer " +
        'invitation to the address), else `expired` once its `expiresDate` is past, else `pending`.',
      interactions: [
        'an invitation opened by the account it was sent to',
        'an invitation opened after it was accepted',
        'an invitation opened after the admins cancelled it',
        'an invitation opened after a newer one was sent',
        'an invitation opened after it expired',
      ],
    },
    {
      kind: 'bound',
      rule:
        'An invitation works for 7 days: at its `expiresDate` (sent + 7 days) it is `expired`; one sent 8 days ago ' +
        'is `expired`, one sent now `pending`.',
      interactions: ['an invitation opened after it expired', 'an invitation opened by the account it was sent to'],
      unpinned: ['one sent 6 days ago (pending) or exactly 7 days ago (expired)'],
    },
  ],
});
