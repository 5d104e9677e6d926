import { defineRules } from './define';

/**
 * A company's people, continued (company-people.ts): people removed, never the last admin; admin requests answered
 * by making the member an admin, and sent by a member.
 */
export default defineRules({
  'DELETE admin/Company/remove-user': [
    {
      kind: 'auth',
      rule:
        'Employers and site admins (roles 2 and 3): no token, an expired or an unknown one is a 401 `{ error }`; a ' +
        "candidate's token a 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a removal of a member from a company without a token',
        'a removal of a member from a company with an expired token',
        'a removal of a member from a company with an unknown token',
        'a removal of a member from a company with the token of a candidate',
        'a removal of a member from a company',
      ],
    },
    {
      kind: 'auth',
      rule:
        "The company's admins and any site admin; a member of it, or an admin of another company, is a 403 " +
        '`{ error: "Only the company\'s admins can manage its people." }`.',
      interactions: [
        'a removal of an admin from a company by a member',
        'a removal of a member from another company',
        'a removal of a member from a company',
        'a removal of a member from a company by a site admin',
      ],
    },
    {
      kind: 'not found',
      rule:
        "A `userId` who is not an active member of `companyId` (one who only asked to join) is a 404 `{ error: 'This " +
        "user is not a member of {company name}.' }`.",
      interactions: ['a removal from a company of a user who is not a member'],
      unpinned: ['an unknown `companyId` (404) and an unknown user id'],
    },
    {
      kind: 'conflict',
      rule:
        "A company always keeps an admin: removing its only admin is a 409 `{ error: 'A company always keeps at least " +
        "one admin: make another member an admin before you remove or step down this one.' }`, for a site admin too; " +
        "the admins of this company only count (a member who is another company's admin is none here).",
      interactions: [
        'a removal of the last admin from a company',
        'a removal of the last admin from a company by a site admin',
      ],
      unpinned: ['an admin removed while another admin remains (200) is never tried'],
    },
    {
      kind: 'side effect',
      rule:
        'Answers `{ result: null }`; the membership ends: the user leaves the employers (their primary company becomes ' +
        'another of theirs, or none; a primary company elsewhere stays theirs).',
      interactions: [
        'a removal of a member from a company',
        'a removal of a member from a company by a site admin',
        "a request for a company's people after a request accepted and a member removed",
        "a request for the employer's companies after they were removed from their primary one",
        "a request for the employer's companies after they were removed from one not their primary one",
      ],
      unpinned: ["a site admin's removal never read back"],
    },
  ],
  'POST admin/Company/make-an-admin': [
    {
      kind: 'auth',
      rule:
        "Employers only (role 2): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's token a " +
        "403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a member who asked made an admin without a token',
        'a member who asked made an admin with an expired token',
        'a member who asked made an admin with an unknown token',
        'a member who asked made an admin with the token of a candidate',
        'a member who asked made an admin',
      ],
    },
    {
      kind: 'auth',
      rule:
        'Only an admin of `companyId`: the member who asked, or an admin of another company, is a 403 `{ error: ' +
        '"Only the company\'s admins can manage its people." }`.',
      interactions: [
        'a member who asked made an admin by themselves',
        'a member of another company made an admin',
        'a member who asked made an admin',
      ],
    },
    {
      kind: 'not found',
      rule:
        "`requestId` must be a request of `companyId` to become an admin: a join request is a 404 `{ error: 'This is " +
        "no request to become an admin.' }`; an unknown one, or one made to another company, 'This request does not " +
        "exist.'.",
      interactions: [
        'the sender of a join request made an admin',
        "a member's request to become an admin of another company answered under this company",
        'an admin request that does not exist answered',
      ],
    },
    {
      kind: 'answer',
      rule:
        'The sender becomes an admin and the request `accepted`; answers `{ result: employer }`, the sender with ' +
        "`role: 'admin'` and `since` unchanged.",
      interactions: ['a member who asked made an admin'],
      unpinned: ['an answered request (409)'],
    },
    {
      kind: 'conflict',
      rule:
        "A sender who is no longer a member (removed since they asked) is a 409 `{ error: '{firstName} {lastName} is " +
        "no longer a member.' }` (`Jordan Reed is no longer a member.`); the same sender while a member is made an admin.",
      interactions: ['a member who asked made an admin after being removed', 'a member who asked made an admin'],
    },
    {
      kind: 'side effect',
      rule:
        'The change is stored: after a make-an-admin through this call GET admin/Company/employers/{id} lists the ' +
        'sender once, an admin, `since` when they joined; `joinRequests` no longer holds that request, and holds the ' +
        "company's other waiting requests (a join request) as they were.",
      interactions: [
        'a member who asked made an admin',
        "a request for a company's people after a member who asked was made an admin",
      ],
    },
  ],
  'POST admin/Company/send-admin-request': [
    {
      kind: 'auth',
      rule:
        "Employers only (role 2): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's token a " +
        "403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a request to become an admin of a company without a token',
        'a request to become an admin of a company with an expired token',
        'a request to become an admin of a company with an unknown token',
        'a request to become an admin of a company with the token of a candidate',
        'a request to become an admin of a company',
      ],
    },
    {
      kind: 'auth',
      rule:
        "One of the company's people only: an employer who is not (even one who asked to join it) is a 403 `{ error: " +
        "'You are not a member of this company.' }`.",
      interactions: [
        'a request to become an admin of a company by an employer who is not a member',
        'a request to become an admin of a company',
      ],
      unpinned: ['an unknown `companyId` (404)'],
    },
    {
      kind: 'conflict',
      rule:
        "An admin of the company is a 409 `{ error: 'You are already an admin of {company name}.' }`; a member with an " +
        "admin request still waiting, 'You have already asked to become an admin of {company name}.'.",
      interactions: [
        'a request to become an admin of a company by one of its admins',
        'a second request to become an admin of a company',
      ],
      unpinned: ['a new request after a declined one accepted'],
    },
    {
      kind: 'answer',
      rule:
        "Answers `{ result: { id, companyId, companyName, status: 'pending' } }` as send-join-request does, `id` the " +
        "next of the join requests' sequence.",
      interactions: ['a request to become an admin of a company'],
    },
    {
      kind: 'side effect',
      rule:
        "The request waits for the admins: the company's `joinRequests` holds it with `kind: 'admin'` and `createdDate` " +
        "the moment sent; it is none of the sender's join requests (their GET admin/Company/join-request stays null).",
      interactions: [
        'a request to become an admin of a company',
        "a request for a company's people",
        "a request for the employer's own join request by a member who asked to become an admin",
      ],
    },
  ],
});
