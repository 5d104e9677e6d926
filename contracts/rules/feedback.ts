import { defineRules } from './define';

/** Feedback: anyone sends it, the site's admins (role 3) read it and mark it read. */
export default defineRules({
  'POST Feedback': [
    {
      kind: 'auth',
      rule:
        "No sign-in needed: without a token the feedback is a visitor's (`user` null). A bearer token is optional, " +
        'but one sent must be a live session: an expired or unknown token is a 401 `{ error }`, the feedback not stored.',
      interactions: ["a visitor's feedback", 'feedback with an expired token', 'feedback with an unknown token'],
      unpinned: ['that nothing is stored on the 401 (no read follows it)'],
    },
    {
      kind: 'input',
      rule:
        'The body `{ topic, message, email }`: `topic` one of `bug`, `job-listing`, `idea`, `account`, `other`; ' +
        '`email` an address to answer to (trimmed, lower-cased) or null (an empty or absent one reads as null). A rule ' +
        'broken is a 400 `{ error, errors }` with the messages under each field broken, every one at once.',
      interactions: [
        'feedback with an unknown topic, a short message and an invalid address',
        "a signed-in candidate's feedback without an address",
      ],
      unpinned: [
        'an empty or absent `email` read as null',
        'an address trimmed and lower-cased before it is stored',
        'the other four topics accepted (only `job-listing` and `bug` are sent)',
      ],
    },
    {
      kind: 'bound',
      rule: '`message` is 10 to 2,000 characters once trimmed: one of 7 is a 400 under `errors.message`.',
      interactions: ['feedback with an unknown topic, a short message and an invalid address', "a visitor's feedback"],
      unpinned: [
        'a message of 9 or exactly 10 characters',
        'a message of 2,001 characters',
        'a short message padded with spaces',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: feedback }` as stored, `{ id, topic, message, email, user, createdDate, read }`: `id` the ' +
        "next of the feedback sequence (1 after none), `createdDate` the server clock's moment, `read` false, `user` the " +
        "signed-in sender's account `{ id, firstName, lastName, email }` (the account's address, whatever `email` says) or null.",
      interactions: ["a visitor's feedback", "a signed-in candidate's feedback without an address"],
    },
    {
      kind: 'side effect',
      rule:
        'The feedback is stored unread with its sender: GET admin/Feedback lists it as POST Feedback answered it, a ' +
        "signed-in sender's with their account beside the address they gave.",
      interactions: [
        "a visitor's feedback",
        "a signed-in candidate's feedback without an address",
        'a request for the feedback',
      ],
    },
  ],
  'GET admin/Feedback': [
    {
      kind: 'auth',
      rule:
        "Site admins only (role 3): no token, an expired or an unknown one is a 401 `{ error }`; a candidate's or an " +
        "employer's token a 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a request for the feedback without a token',
        'a request for the feedback with an expired token',
        'a request for the feedback with an unknown token',
        'a request for the feedback with the token of a candidate',
        'a request for the feedback with the token of an employer',
        'a request for the feedback',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { items, totalCount, pageNumber, pageSize, unreadCount } }`, each item a feedback as POST ' +
        'Feedback answers it (`read` as PUT admin/Feedback/{id}/read left it); none at all: `items` [] and both counts 0.',
      interactions: ['a request for the feedback', 'a request for the feedback when there is none'],
    },
    {
      kind: 'order',
      rule: 'Newest first by `createdDate`; of two sent at the same moment, the higher id first.',
      interactions: ['a request for the feedback', 'a request for the feedback of two sent at the same moment'],
    },
    {
      kind: 'limit',
      rule:
        '`pageNumber` (from 1, default 1) and `pageSize` (1 to 100, default 20): page 2 of 2 a page holds the third ' +
        'newest; `totalCount` counts every feedback, not the page.',
      interactions: ['a request for page 2 of the feedback, 2 a page', 'a request for the feedback'],
      unpinned: ['a `pageSize` of 0 or 101 (a 400 under its name)', 'a page of 20 met exactly', 'a `pageNumber` of 0'],
    },
    {
      kind: 'answer',
      rule: '`unreadCount` counts the unread feedback of all pages (2 of 3 beside a page holding 1).',
      interactions: ['a request for page 2 of the feedback, 2 a page', 'a request for the feedback'],
    },
  ],
  'PUT admin/Feedback/:id/read': [
    {
      kind: 'auth',
      rule:
        "Site admins only (role 3): no token, an expired or an unknown one is a 401; a candidate's (even the sender's) " +
        "or an employer's token a 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a feedback marked read without a token',
        'a feedback marked read with an expired token',
        'a feedback marked read with an unknown token',
        'a feedback marked read with the token of a candidate',
        'a feedback marked read with the token of an employer',
        "a user's feedback marked read",
      ],
    },
    {
      kind: 'not found',
      rule: 'An id no feedback has is a 404 `{ error }`.',
      interactions: ['a feedback that does not exist marked read'],
    },
    {
      kind: 'answer',
      rule:
        'No body. Answers `{ result: feedback }`, as GET admin/Feedback lists it, with `read` true; marked again, the ' +
        'same answer (no error, no change).',
      interactions: ["a user's feedback marked read", "a user's feedback marked read again"],
    },
    {
      kind: 'side effect',
      rule:
        'The feedback stays read: GET admin/Feedback lists it `read` true and counts it out of `unreadCount`; the ' +
        'others keep `read` false.',
      interactions: [
        "a user's feedback marked read",
        'a request for the feedback',
        'a request for page 2 of the feedback, 2 a page',
      ],
    },
  ],
});
