import { defineRules } from './define';

/** An employer's request to join a company: sending it, reading it, withdrawing it. */
export default defineRules({
  'POST admin/Company/send-join-request': [
    {
      kind: 'auth',
      rule:
        'Employers (role 2) only: no token, or an expired or unknown one, is a 401; a candidate is a 403 "You do not ' +
        'have permission to do that."',
      interactions: [
        'a request to join a company',
        'a request to join a company without a token',
        'a request to join a company with an expired token',
        'a request to join a company with an unknown token',
        'a request to join a company with the token of a candidate',
      ],
      unpinned: ['a site admin (403)'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { id, companyId, companyName, status: "pending" } }`, `id` the next join request id; ' +
        'being one of the people of another company is no bar.',
      interactions: ['a request to join a company', 'a request to join a company that does not exist'],
    },
    {
      kind: 'conflict',
      rule:
        'A 409 when the employer already has a pending request to join that company ("You have already asked to ' +
        'join {company}: its admins will answer soon."), or is already one of its people ("You are already a member ' +
        'of {company}."); a request waiting at another company is no bar.',
      interactions: [
        'a second request to join a company',
        'a request to join a company',
        'a request to join a company the employer is a member of through another membership',
        'a request to join a company by its admin',
        'a request to join a company again after the first was declined',
        'a request to join a company while a request to another one waits',
      ],
      unpinned: ['the text for one already of its people (matched by type only)'],
    },
    {
      kind: 'side effect',
      rule:
        "Stores a pending join request (kind join, made now): the employer's GET admin/Company/join-request answers " +
        "it, and the company's GET admin/Company/employers/{id} lists it under `joinRequests`.",
      interactions: [
        'a request to join a company',
        "a request for the employer's own join request while it waits",
        "a request for a company's people",
      ],
    },
  ],
  'GET admin/Company/join-request': [
    {
      kind: 'auth',
      rule:
        'Employers (role 2) only: no token, or an expired or unknown one, is a 401; a candidate is a 403 "You do not ' +
        'have permission to do that."',
      interactions: [
        "a request for the employer's own join request while it waits",
        "a request for the employer's own join request without a token",
        "a request for the employer's own join request with an expired token",
        "a request for the employer's own join request with an unknown token",
        "a request for the employer's own join request with the token of a candidate",
      ],
    },
    {
      kind: 'answer',
      rule:
        "Answers `{ result: { id, companyId, companyName, status } }`, the employer's latest request to join a " +
        'company as POST admin/Company/send-join-request answered it, `status` `pending`, `accepted` or `declined` ' +
        'as its admins left it; `result: null` when they have none (a withdrawn request is gone).',
      interactions: [
        "a request for the employer's own join request while it waits",
        "a request for the employer's own join request once accepted",
        "a request for the employer's own join request once declined",
        "a request for the employer's own join request once withdrawn",
      ],
    },
    {
      kind: 'filter',
      rule: "Only requests to join: a member's request to become an admin is none (`result: null`).",
      interactions: ["a request for the employer's own join request by a member who asked to become an admin"],
    },
    {
      kind: 'order',
      rule:
        'The latest is the last made, by `createdDate` then the higher id: after a request declined by one company, ' +
        'the pending one to another.',
      interactions: ["a request for the employer's own join request after asking another company"],
      unpinned: ['both requests are made the same moment: only the id decides, never the date'],
    },
  ],
  'DELETE admin/Company/join-request': [
    {
      kind: 'auth',
      rule:
        'Employers (role 2) only: no token, or an expired or unknown one, is a 401; a candidate is a 403 "You do not ' +
        'have permission to do that."',
      interactions: [
        'a withdrawal of a request to join a company',
        'a withdrawal of a request to join a company without a token',
        'a withdrawal of a request to join a company with an expired token',
        'a withdrawal of a request to join a company with an unknown token',
        'a withdrawal of a request to join a company with the token of a candidate',
      ],
    },
    {
      kind: 'not found',
      rule:
        'A 404 "You have no request waiting to join {company}." when the signed-in employer has no pending request ' +
        "to that company: another employer's waiting request is not theirs to withdraw.",
      interactions: [
        "a withdrawal of another employer's request to join a company",
        'a withdrawal of a request to join a company',
      ],
      unpinned: ['a request already accepted or declined (404)', 'a `companyId` no company has (404)'],
    },
    {
      kind: 'side effect',
      rule:
        'Answers `{ result: null }`; the request is gone: after a withdrawal through this call GET ' +
        'admin/Company/join-request answers `result: null` and Auth/login no longer names it (`hasPendingJoinRequest` ' +
        'false, `pendingJoinRequest` null).',
      interactions: [
        'a withdrawal of a request to join a company',
        "a request for the employer's own join request once withdrawn",
        'a login of an employer who withdrew their request to join a company',
      ],
      unpinned: ["the employer's other requests left as they were"],
    },
  ],
});
