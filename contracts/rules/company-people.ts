import { defineRules } from './define';

/**
 * A company's people as its admins manage them: the employers and what waits for them, join and admin requests
 * answered, people removed (never the last admin); a member's request to become an admin. An employer of a company is
 * `{ userId, firstName, lastName, email, role: 'admin' | 'member', since }`.
 */
export default defineRules({
  'GET admin/Company/employers/:id': [
    {
      kind: 'auth',
      rule:
        'Employers and site admins (roles 2 and 3): no token, an expired or an unknown one is a 401 `{ error }`; a ' +
        "candidate's token a 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        "a request for a company's people without a token",
        "a request for a company's people with an expired token",
        "a request for a company's people with an unknown token",
        "a request for a company's people with the token of a candidate",
        "a request for a company's people",
      ],
    },
    {
      kind: 'auth',
      rule:
        "The company's admins and any site admin (answered alike); a member of it, or an admin of another company, is " +
        'a 403 `{ error: "Only the company\'s admins can manage its people." }`.',
      interactions: [
        "a request for a company's people by a member",
        "a request for another company's people",
        "a request for a company's people",
        "a request for a company's people by a site admin",
        "a request for a company's people by the admin who handed the role over",
        "a request for a company's people by the employer a site admin added to it as its admin",
      ],
    },
    {
      kind: 'not found',
      rule: "An id no company has is a 404 `{ error: 'This company does not exist.' }`.",
      interactions: ['a request for the people of a company that does not exist'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { companyId, employers, joinRequests, invitations } }`: each employer as above, `since` ' +
        'when they joined (a later change of role leaves it); a request `{ id, userId, firstName, lastName, email, ' +
        "kind: 'join' | 'admin', createdDate }` (`admin`: a member asks to become an admin); an invitation `{ id, " +
        'invitedUserEmail, invitedUserName, kind, createdDate, expiresDate }`, `expiresDate` 7 days after `createdDate`.',
      interactions: [
        "a request for a company's people",
        "a request for a company's people after its admin role was handed over by email",
        "a request for a company's people after a site admin added an employer to it",
        "a request for a company's people after a member who asked was made an admin",
        "a request for a company's people by the member the admin role was handed over to",
        "a request for a company's people after a member accepted an invitation to be an admin",
        "a request for a company's people after an invitation to join it was accepted",
      ],
    },
    {
      kind: 'filter',
      rule:
        "`employers` the company's active people only (one removed leaves; one who asked to join is none till " +
        'accepted; a site admin who created the company is none); `joinRequests` those still waiting; ' +
        '`invitations` those pending and not expired (accepted, cancelled and replaced ones leave).',
      interactions: [
        "a request for a company's people",
        "a request for a company's people after a request accepted and a member removed",
        "a request for a company's people after an invitation resent",
        "a request for a company's people after an invitation was cancelled",
        "a request for a company's people after its admin role was handed over by email",
        "a request for a company's people after a member who asked was made an admin",
        "a request for a company's people after a former member was added again",
        "a request for a company's people after its invitee was invited to another company",
        "a request for a company's people after one of two addresses was invited again",
        "a request for a company's people with an invitation expired and one about to",
        'a request for the people of a company a site admin created',
      ],
    },
    {
      kind: 'order',
      rule:
        '`employers`: the admins first, then by last name, first name, and user id: the admins Taylor Ash (made ' +
        'after the member) and Riley Stone, then the member Jordan Reed; Casey Reed (made after Jordan) before ' +
        'Jordan Reed, and of two Sam Lees the user 26 before the user 28, who joined first.',
      interactions: [
        "a request for a company's people",
        "a request for a company's people after its admin role was handed over by email",
        "a request for a company's people after its second admin handed the role over by email",
        "a request for a company's people of one last name and of one whole name",
      ],
    },
    {
      kind: 'order',
      rule:
        '`joinRequests` and `invitations`: oldest first by `createdDate`, then by id: a request and an invitation ' +
        'made two days before the others, and after them, come first; two of one moment by id.',
      interactions: [
        "a request for a company's people",
        "a request for a company's people after one of two addresses was invited again",
        "a request for a company's people with an invitation expired and one about to",
      ],
    },
  ],
  'POST admin/Company/accept-join-request': [
    {
      kind: 'auth',
      rule:
        "Employers only (role 2): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's token a " +
        "403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'an acceptance of a join request without a token',
        'an acceptance of a join request with an expired token',
        'an acceptance of a join request with an unknown token',
        'an acceptance of a join request with the token of a candidate',
        'an acceptance of a join request',
      ],
    },
    {
      kind: 'auth',
      rule:
        "Only an admin of the request's company: a member of it, or an admin of another company, is a 403 " +
        '`{ error: "Only the company\'s admins can manage its people." }`.',
      interactions: [
        'an acceptance of a join request by a member',
        'an acceptance of a join request to another company',
        'an acceptance of a join request',
      ],
    },
    {
      kind: 'not found',
      rule: "A `requestId` no request has is a 404 `{ error: 'This request does not exist.' }`.",
      interactions: ['an acceptance of a join request that does not exist'],
    },
    {
      kind: 'conflict',
      rule:
        "A request already answered is a 409 `{ error: 'This request was already accepted.' }` (or `declined`); a " +
        'member\'s request to become an admin is a 409 "This member asks to become an admin: make them an admin, or ' +
        'decline the request."; a sender who became a member meanwhile (an invitation accepted) is a 409 "{first ' +
        'and last name} is already a member."',
      interactions: [
        'an acceptance of a join request already accepted',
        'an acceptance of a request to become an admin as a join request',
        'an acceptance of a join request already declined',
        'an acceptance of a join request whose sender joined meanwhile',
      ],
    },
    {
      kind: 'answer',
      rule:
        "Answers `{ result: employer }`: the sender, `role: 'member'`, `since` the moment accepted (a former member, " +
        'removed, too: their old membership is not brought back).',
      interactions: ['an acceptance of a join request', 'a join request of a former member accepted'],
    },
    {
      kind: 'side effect',
      rule:
        'The sender becomes an active member (their primary company if they had none) and the request `accepted`: ' +
        "the employers list them and `joinRequests` no longer holds it; the sender's GET admin/Company/join-request " +
        "says `status: 'accepted'`; their accepting a `member` invitation is then a 409.",
      interactions: [
        'an acceptance of a join request',
        "a request for a company's people after a request accepted and a member removed",
        "a request for the employer's own join request once accepted",
        'an invitation accepted by an account that is already a member',
        "a request for the employer's companies after their first join request was accepted",
        "a request for the employer's companies after they were let into a second company",
      ],
      unpinned: ['the email to the sender'],
    },
  ],
  'POST admin/Company/decline-join-request': [
    {
      kind: 'auth',
      rule:
        "Employers only (role 2): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's token a " +
        "403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a join request declined without a token',
        'a join request declined with an expired token',
        'a join request declined with an unknown token',
        'a join request declined with the token of a candidate',
        'a request to become an admin declined',
      ],
    },
    {
      kind: 'auth',
      rule:
        "Only an admin of the request's company: its sender (a member), or an admin of another company, is a 403 " +
        '`{ error: "Only the company\'s admins can manage its people." }`.',
      interactions: [
        'a request to become an admin declined by the member who asked',
        'a join request to another company declined',
        'a request to become an admin declined',
      ],
    },
    {
      kind: 'not found',
      rule: "A `requestId` no request has is a 404 `{ error: 'This request does not exist.' }`.",
      interactions: ['a join request that does not exist declined'],
    },
    {
      kind: 'conflict',
      rule:
        "As accept-join-request: a request already answered is a 409 `{ error: 'This request was already accepted.' }` " +
        '(or `declined`), and stays as it was.',
      interactions: ['a join request declined after it was accepted', 'a join request declined twice'],
      unpinned: ['no read after the 409: an accepted request turned `declined` (its member kept) passes'],
    },
    {
      kind: 'side effect',
      rule:
        "Declines a join request or a member's request to become an admin: answers `{ result: null }`, the request " +
        "`declined` (it leaves `joinRequests`; the sender's GET admin/Company/join-request says `status: 'declined'`).",
      interactions: [
        'a request to become an admin declined',
        "a request for the employer's own join request once declined",
      ],
      unpinned: [
        'no read after an admin request is declined; the employers left unchanged',
        "the email to a join request's sender (none for an admin request)",
      ],
    },
  ],
});
