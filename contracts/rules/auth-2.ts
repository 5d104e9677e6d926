import { defineRules } from './define';

/**
 * The emailed links: a new confirmation link, the confirmation, the password reset. Each link works once and
 * expires (a confirmation link 24 hours after it was sent, a reset link 1 hour); a new link of one kind ends the
 * account's earlier unused ones of that kind. No sign-in.
 */
export default defineRules({
  'POST Auth/resend-confirmation': [
    {
      kind: 'answer',
      rule:
        'The body is `{ email }`; answers `{ result: null }` for any address, whether an account has it or not (no ' +
        'enumeration). Only to an account whose address is not confirmed does it email a new confirmation link, ' +
        'ending its earlier unused ones; a confirmed account and an unknown address get nothing.',
      interactions: [
        'a request for a new confirmation link',
        'a request for a new confirmation link for an address without an account',
      ],
      unpinned: [
        'no interaction reads the email sent, or shows the earlier link ended (a server that sends nothing passes)',
        'a confirmed account (nothing sent, the same answer)',
        'a malformed address (400 under `email`)',
      ],
    },
  ],
  'POST Auth/confirm-email': [
    {
      kind: 'answer',
      rule:
        'Answers the logged-in user, signed in, as POST Auth/login does (a new token, `tokenExpires` 8 hours on): a ' +
        'new account has no company and `memberships: []`; an account with companies, them; a premium candidate ' +
        '`roles: [1, 4]`.',
      interactions: [
        'a confirmation of an address with its emailed link',
        "a confirmation of an employer's address with its emailed link",
        'a confirmation of the address of a premium candidate',
        'a confirmation of the address of an employer who belongs to companies',
      ],
    },
    {
      kind: 'side effect',
      rule:
        "Confirms the account's address (it then signs in, and GET Auth/registration says `emailConfirmed: true`) " +
        'and uses the link up.',
      interactions: [
        'a login of a candidate who registered and confirmed the address',
        'a login of an employer who registered and confirmed the address',
        'a request for a confirmed registration',
      ],
      unpinned: [
        'GET Auth/registration reads `emailConfirmed: true` only after a state that confirms without the call',
        'the same link used twice through the call (the second 409)',
      ],
    },
    {
      kind: 'not found',
      rule: 'A `token` no emailed confirmation link has is 404 `{ error: "This link is not valid. Ask for a new one." }`.',
      interactions: ['a confirmation with an unknown link', 'a confirmation of an address with its emailed link'],
      unpinned: ["a reset link's token (404 here too)", 'a blank `token` (400 under `token`)'],
    },
    {
      kind: 'conflict',
      rule:
        'A link already used, or replaced by a newer one, is 409 `{ error: "This link was already used or replaced ' +
        'by a newer one." }`.',
      interactions: ['a confirmation with a link already used', 'a confirmation of an address with its emailed link'],
      unpinned: ['a link replaced by a newer one (POST Auth/resend-confirmation) but never used'],
    },
    {
      kind: 'bound',
      rule:
        'A confirmation link works for 24 hours after it was sent: one sent 25 hours ago is 409 `{ error: "This link ' +
        'has expired. Ask for a new one." }`, one sent now confirms.',
      interactions: ['a confirmation with an expired link', 'a confirmation of an address with its emailed link'],
      unpinned: ['a link 23 hours old (still good)', 'a link exactly 24 hours old (expired)'],
    },
  ],
  'POST Auth/forgot-password': [
    {
      kind: 'answer',
      rule:
        'The body is `{ email }`; answers `{ result: null }` for any address (no enumeration). To an account it ' +
        'emails a reset link (`reset-password?token=`, once, for 1 hour), ending its earlier unused reset links; an ' +
        'unknown address gets nothing. The emailed link resets the password through POST Auth/reset-password.',
      interactions: [
        'a request for a password reset link',
        'a request for a password reset link for an address without an account',
        'a login with the password a reset set',
      ],
      unpinned: [
        'no GET reads the link it sent (only the sign-in after the state that reset with it)',
        'an earlier reset link ended by a newer one',
        'a malformed address (400 under `email`)',
      ],
    },
  ],
  'GET Auth/reset-password': [
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { email } }` while the reset link `token` can be used: the address of its account. It ' +
        "uses nothing up; another account's deletion leaves it as it was.",
      interactions: [
        'a check of a password reset link',
        'a check of a password reset link after another account was deleted',
      ],
      unpinned: ['that the check uses nothing up: no interaction checks and then resets with the same link'],
    },
    {
      kind: 'not found',
      rule:
        'A `token` no reset link has is 404 `{ error: "This link is not valid. Ask for a new one." }`: a ' +
        "confirmation link's token is no reset link.",
      interactions: [
        'a password reset link check with an unknown link',
        "a password reset link check with a confirmation link's token",
      ],
    },
    {
      kind: 'conflict',
      rule:
        'A reset link already used, or replaced by a newer one, is 409 `{ error: "This link was already used or ' +
        'replaced by a newer one." }`.',
      interactions: ['a password reset link check with a link already used', 'a check of a password reset link'],
      unpinned: ['a link replaced by a newer one but never used'],
    },
    {
      kind: 'bound',
      rule:
        'A reset link works for 1 hour after it was sent: one sent 2 hours ago is 409 `{ error: "This link has ' +
        'expired. Ask for a new one." }`, one sent now answers.',
      interactions: ['a password reset link check with an expired link', 'a check of a password reset link'],
      unpinned: ['a link 59 minutes old, or exactly an hour old (a 24-hour reset link passes)'],
    },
  ],
  'POST Auth/reset-password': [
    {
      kind: 'answer',
      rule:
        'The body is `{ token, password }`, the new password with the rules of POST Auth/register; answers ' +
        '`{ result: null }`.',
      interactions: ['a password reset with its emailed link'],
      unpinned: ['a new password breaking the rules (400 under `password`)'],
    },
    {
      kind: 'side effect',
      rule:
        'Sets the new password (it signs in, the one before is refused), confirms the address, and ends every ' +
        'session of the account (a bearer token from before answers 401) and its other unused emailed links.',
      interactions: [
        'a login with the password a reset set',
        'a login with the password from before a reset',
        'a request for the recommended jobs with a token from before a password reset',
        'a login with the password a reset set, of an account never confirmed before',
      ],
      unpinned: ['the other links ended'],
    },
    {
      kind: 'not found',
      rule:
        'A `token` no reset link has is 404 `{ error: "This link is not valid. Ask for a new one." }`; a ' +
        "confirmation link's token too.",
      interactions: ['a password reset with an unknown link', "a password reset with a confirmation link's token"],
    },
    {
      kind: 'conflict',
      rule:
        'A reset link already used, or replaced by a newer one, is 409 `{ error: "This link was already used or ' +
        'replaced by a newer one." }`.',
      interactions: ['a password reset with a link already used', 'a password reset with its emailed link'],
    },
    {
      kind: 'bound',
      rule:
        'A reset link works for 1 hour after it was sent: one sent 2 hours ago is 409 `{ error: "This link has ' +
        'expired. Ask for a new one." }`, one sent now resets.',
      interactions: ['a password reset with an expired link', 'a password reset with its emailed link'],
      unpinned: ['a link between 1 and 2 hours old'],
    },
  ],
});
