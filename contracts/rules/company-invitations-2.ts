import { defineRules } from './define';

/** Invitations cancelled by a company's admins and accepted by their invitee; the admin role handed over to a member. */
export default defineRules({
  'DELETE admin/Company/invitation': [
    {
      kind: 'auth',
      rule:
        "Employers only (role 2): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's token a " +
        "403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'an invitation cancelled without a token',
        'an invitation cancelled with an expired token',
        'an invitation cancelled with an unknown token',
        'an invitation cancelled with the token of a candidate',
        'an invitation cancelled by an admin of the company',
      ],
    },
    {
      kind: 'auth',
      rule:
        "Only an admin of the invitation's company: a member of it, or an admin of another company, is a 403 " +
        '`{ error: "Only the company\'s admins can manage its people." }`.',
      interactions: [
        'an invitation cancelled by a member of the company',
        "an invitation of another company cancelled by a company's admin",
        'an invitation cancelled by an admin of the company',
      ],
    },
    {
      kind: 'not found',
      rule:
        "An `invitationId` no invitation has is a 404 `{ error: 'This invitation does not exist.' }`, before the " +
        'admin check.',
      interactions: ['an invitation that does not exist cancelled'],
      unpinned: ["a non-numeric `invitationId` (400 `errors.invitationId` 'Unknown invitation')"],
    },
    {
      kind: 'conflict',
      rule:
        'Only a pending invitation is cancelled; else a 409 `{ error }` saying why: accepted "This invitation was ' +
        'already accepted: remove the person from the company instead.", cancelled "This invitation was already ' +
        'cancelled.", replaced "This invitation was replaced by a newer one: cancel that one instead.", expired "This ' +
        'invitation has expired: it can no longer be accepted."',
      interactions: [
        'an invitation cancelled after it was accepted',
        'an invitation cancelled twice',
        'an invitation cancelled after a newer one was sent',
        'an invitation cancelled after it expired',
      ],
    },
    {
      kind: 'side effect',
      rule:
        "Answers `{ result: null }`; the invitation becomes `cancelled`: it leaves the company's `invitations`, opens " +
        "with `status: 'cancelled'`, and accepting it is a 409 (\"This invitation was cancelled by the company's " +
        'admins: ask them to invite you again.").',
      interactions: [
        'an invitation cancelled by an admin of the company',
        "a request for a company's people after an invitation was cancelled",
        'an invitation opened after the admins cancelled it',
        'an invitation accepted after the admins cancelled it',
      ],
      unpinned: ["the company's other pending invitations left alone (the read holds no other)"],
    },
  ],
  'POST admin/Company/accept-invite-request': [
    {
      kind: 'auth',
      rule:
        "Employers only (role 2): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's token a " +
        "403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'an invitation accepted without a token',
        'an invitation accepted with an expired token',
        'an invitation accepted with an unknown token',
        'an invitation accepted with the token of a candidate',
        'an invitation accepted',
      ],
    },
    {
      kind: 'auth',
      rule:
        'Only the account whose address (case aside) the invitation was sent to accepts it: any other employer is a ' +
        "403 `{ error: 'This invitation was sent to another email address: sign in with the account it was sent to.' }`.",
      interactions: ['an invitation accepted by another account', 'an invitation accepted'],
    },
    {
      kind: 'not found',
      rule: "An `invitationId` no invitation has is a 404 `{ error: 'This invitation does not exist.' }`.",
      interactions: ['an invitation that does not exist accepted'],
    },
    {
      kind: 'conflict',
      rule:
        'Only a pending invitation is accepted (status as GET admin/Company/invitation/{id} gives it); else a 409 ' +
        '`{ error }`: accepted "This invitation has already been used.", cancelled "This invitation was cancelled by ' +
        'the company\'s admins: ask them to invite you again.", replaced "This invitation was replaced by a newer one: ' +
        'use the link in the latest email.", expired "This invitation has expired: ask the company\'s admins to invite ' +
        'you again."',
      interactions: [
        'an invitation accepted twice',
        'an invitation accepted after the admins cancelled it',
        'an invitation accepted after a newer one was sent',
        'an invitation accepted after it expired',
      ],
    },
    {
      kind: 'conflict',
      rule:
        'An invitee already one of the company\'s people is a 409 for a `member` invitation ("You are already a member ' +
        'of {company name}."), and an admin for any kind ("You are already an admin of …"); a member accepts an ' +
        '`admin` invitation and becomes an admin.',
      interactions: [
        'an invitation accepted by an account that is already a member',
        'an invitation to be an admin accepted by a member',
        'an invitation to be an admin accepted by an account made an admin meanwhile',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { companyId, companyName, role } }`: `role` `member` for a `member` invitation, `admin` ' +
        'for an `admin` or `transfer-admin` one.',
      interactions: [
        'an invitation accepted',
        'an invitation to be an admin accepted by a member',
        'an invitation to take over as admin accepted after its sender was removed from the company',
      ],
    },
    {
      kind: 'side effect',
      rule:
        "The invitee becomes one of the company's people in that role (`since` the moment accepted; their primary " +
        'company if they had none), and the invitation `accepted`: GET admin/Company/employers/{id} lists them (a ' +
        'member who accepts an `admin` invitation once, an admin, `since` when they joined) and no longer the ' +
        "invitation; it opens with `status: 'accepted'`, and accepting or cancelling it again is a 409.",
      interactions: [
        'an invitation accepted',
        "a request for a company's people after an invitation to join it was accepted",
        "a request for a company's people after a member accepted an invitation to be an admin",
        'an invitation opened after it was accepted',
        'an invitation accepted twice',
        'an invitation cancelled after it was accepted',
      ],
      unpinned: ['the primary company set only when they had none'],
    },
    {
      kind: 'side effect',
      rule:
        'Accepting a `transfer-admin` invitation makes the invitee an admin and its sender, if still an admin, a member ' +
        "(their `since` unchanged; the company's other admins stay admins); both are emailed. A sender removed " +
        'meanwhile changes nothing: the invitee still becomes an admin.',
      interactions: [
        "a request for a company's people after its admin role was handed over by email",
        "a request for a company's people after its second admin handed the role over by email",
        'an invitation to take over as admin accepted after its sender was removed from the company',
      ],
      unpinned: ['the two emails'],
    },
  ],
  'POST admin/Company/transfer-admin': [
    {
      kind: 'auth',
      rule:
        "Employers only (role 2): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's token a " +
        "403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        "a company's admin role handed over to a member without a token",
        "a company's admin role handed over to a member with an expired token",
        "a company's admin role handed over to a member with an unknown token",
        "a company's admin role handed over to a member with the token of a candidate",
        "a company's admin role handed over to a member",
      ],
    },
    {
      kind: 'auth',
      rule:
        'Only an admin of `companyId`: a member (handing it to themselves), or an admin of another company, is a 403 ' +
        '`{ error: "Only the company\'s admins can manage its people." }`.',
      interactions: [
        "a company's admin role taken by a member",
        "another company's admin role handed over to one of its members",
        "a company's admin role handed over to a member",
      ],
    },
    {
      kind: 'not found',
      rule:
        'An `employerId` who is not an active member of the company (an employer who only asked to join) is a 404 ' +
        "`{ error: 'This employer is not a member of {company name}.' }`.",
      interactions: ["a company's admin role handed over to an employer who is not a member"],
      unpinned: ['an unknown `companyId` (404) and an unknown user id'],
    },
    {
      kind: 'conflict',
      rule:
        "An `employerId` already an admin (the caller themselves included) is a 409 `{ error: '{firstName} {lastName} " +
        "is already an admin.' }`.",
      interactions: ["a company's admin role handed over to an admin"],
    },
    {
      kind: 'answer',
      rule:
        'The member becomes an admin and the caller a member (`since` of both unchanged), both emailed; answers ' +
        "`{ result: [employer] }`, the company's employers after the change as GET admin/Company/employers/{id} lists them.",
      interactions: ["a company's admin role handed over to a member"],
      unpinned: ['the two emails'],
    },
    {
      kind: 'side effect',
      rule:
        'The change is stored: after a transfer through this call GET admin/Company/employers/{id}, read by the new ' +
        "admin, lists them an admin and the caller a member (`since` of both unchanged); the former admin's own read " +
        'is a 403 ("Only the company\'s admins can manage its people.").',
      interactions: [
        "a company's admin role handed over to a member",
        "a request for a company's people by the member the admin role was handed over to",
        "a request for a company's people by the admin who handed the role over",
      ],
      unpinned: ["the caller's role in their other companies left alone (no state gives them another)"],
    },
  ],
});
