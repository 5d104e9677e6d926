import { defineRules } from './define';

/**
 * The signed-in user's account settings. The account is `{ firstName, lastName, email, pendingEmail, pronouns,
 * profileVisibility }`; the changes that matter ask for the current password again.
 */
export default defineRules({
  'GET Account': [
    {
      kind: 'auth',
      rule:
        'Any signed-in user. No token is 401 `{ error: "Sign in to continue." }`; an expired or unknown token, or one ' +
        'whose session a password change in another session ended, 401 `{ error: "Your session has expired or is ' +
        'not valid. Please sign in again." }`.',
      interactions: [
        'a request for the account settings without a token',
        'a request for the account settings with an expired token',
        'a request for the account settings with an unknown token',
        'a request for the account settings with a token from before a password change in another session',
        "a request for the account settings of another user, signed in before someone's password change",
      ],
      unpinned: ["an admin's GET Account", 'the 401 texts are matched by type only'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: account }`, `{ firstName, lastName, email, pendingEmail, pronouns, profileVisibility }`: ' +
        '`pendingEmail` a new address waiting for its link (else null), `pronouns` 0 She/her, 1 He/him, 2 They/them ' +
        'or null, `profileVisibility` 1 Anyone with the link or 2 Only employers I applied to. A new account: ' +
        '`pronouns` null, `profileVisibility` 1, `pendingEmail` null.',
      interactions: [
        'a request for the account settings',
        'a request for the account settings in the session that changed the password',
        "a request for the account settings of another user, signed in before someone's password change",
        'a request for the account settings after the name and pronouns were saved',
        'a request for the account settings after the profile was limited to the employers applied to',
        'a request for the account settings after the profile was made public again',
      ],
    },
  ],
  'PUT Account': [
    {
      kind: 'auth',
      rule: 'Any signed-in user, an employer too: no token 401 `Sign in to continue.`, an expired or unknown token 401.',
      interactions: [
        'a save of the name and pronouns without a token',
        'a save of the name and pronouns with an expired token',
        'a save of the name and pronouns with an unknown token',
        "a save of an employer's name and pronouns",
      ],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ firstName, lastName, pronouns }`: names 1 to 50 characters once trimmed (`Enter your first ' +
        'name`, `Keep it under 50 characters`), `pronouns` 0, 1, 2 or null (blank or absent is null); else 400 with ' +
        'field errors under the field.',
      interactions: [
        "a save of a candidate's name and pronouns while a new address waits for its link",
        "a save of an employer's name and pronouns",
      ],
      unpinned: ['no 400: a blank name, a name of 51 characters, pronouns 3'],
    },
    {
      kind: 'answer',
      rule:
        'Sets the names and the pronouns as sent (null clears them) and answers the account; `email`, the waiting ' +
        '`pendingEmail` and `profileVisibility` stay as they were.',
      interactions: [
        "a save of a candidate's name and pronouns while a new address waits for its link",
        "a save of an employer's name and pronouns",
      ],
    },
    {
      kind: 'side effect',
      rule:
        'Stores the names and pronouns saved: GET Account then answers them, with `email`, the waiting ' +
        '`pendingEmail` and `profileVisibility` as they were before the save.',
      interactions: ['a request for the account settings after the name and pronouns were saved'],
      unpinned: ['a save that clears the pronouns (null), read back'],
    },
  ],
  'PUT Account/visibility': [
    {
      kind: 'auth',
      rule:
        'Candidates only (role 1): no token, or an expired or unknown one, 401; an employer 403 `{ error: "You do not ' +
        'have permission to do that." }`.',
      interactions: [
        'a change of who may see the profile without a token',
        'a change of who may see the profile with an expired token',
        'a change of who may see the profile with an unknown token',
        'a change of who may see the profile with the token of an employer',
        "an employer's change of who may see a profile",
      ],
    },
    {
      kind: 'answer',
      rule:
        'The body is `{ profileVisibility: 1 | 2 }`; sets it and answers the account, its other fields as they were ' +
        '(`pendingEmail` kept). GET Profile/public then follows it.',
      interactions: ["a change of who may see the candidate's profile"],
      unpinned: ['a value other than 1 or 2 (400 under `profileVisibility`)'],
    },
    {
      kind: 'side effect',
      rule:
        'Stores the value sent, either way (2 over 1, 1 over 2): GET Account then answers it, the names, the ' +
        'address and the waiting `pendingEmail` as they were; and GET Profile/public follows it at once (a ' +
        'visitor gets the 404 once it is 2, the profile once it is 1 again).',
      interactions: [
        'a request for the account settings after the profile was limited to the employers applied to',
        'a request for the account settings after the profile was made public again',
        "a visitor's request for a candidate profile hidden through the account settings",
        "a visitor's request for a candidate profile made public again through the account settings",
      ],
    },
  ],
  'POST Account/email-change': [
    {
      kind: 'auth',
      rule: 'Candidates only (role 1): no token, or an expired or unknown one, 401; an employer 403.',
      interactions: [
        'a request to change the address without a token',
        'a request to change the address with an expired token',
        'a request to change the address with an unknown token',
        'a request to change the address with the token of an employer',
      ],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ email, password }`, the new address (trimmed, lowercased) and the current password: a wrong ' +
        'one is 400 `{ error: "The password is not correct.", errors: { password: ["The password is not correct"] } }`' +
        "; the account's own address is 400 `This is already your address.` under `email` (`This is already your " +
        'address`).',
      interactions: [
        'a request to change the address with a wrong password',
        'a request to change the address',
        "a request to change the address to the account's own",
      ],
    },
    {
      kind: 'conflict',
      rule:
        'An address another account has is 409 `{ error: "An account already uses this email address.", errors: ' +
        '{ email: ["An account already uses this email address."] } }`.',
      interactions: [
        'a request to change the address to one another account has',
        'a request to change the address',
        'a request to change the address to a free one while another account exists',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Emails a link to the new address (`account?emailChange={token}`, once, for 24 hours; a newer one ends the ' +
        'older) and a notice to the current one, and answers the account with `pendingEmail` the new address and ' +
        '`email` unchanged: the address changes only once the link is opened (POST Account/confirm-email-change).',
      interactions: ['a request to change the address', 'a request for the account settings'],
      unpinned: [
        'GET Account shows `pendingEmail` only after a state that sets it without the call',
        'the two emails, and an older link ended by a newer request',
      ],
    },
  ],
  'POST Account/confirm-email-change': [
    {
      kind: 'auth',
      rule:
        'Candidates only (role 1), signed in as the account the link was sent for: no token, or an expired or unknown ' +
        'one, 401; an employer 403.',
      interactions: [
        'a confirmation of a new address without a token',
        'a confirmation of a new address with an expired token',
        'a confirmation of a new address with an unknown token',
        'a confirmation of a new address with the token of an employer',
      ],
    },
    {
      kind: 'not found',
      rule:
        'A `token` that is no address-change link of this account is 404 `{ error: "This link is not valid. Ask for a ' +
        'new one." }`: another account\'s link too (it tells nothing of that account, and stays unused).',
      interactions: [
        'a confirmation of a new address with an unknown link',
        "a confirmation of a new address with another account's link",
        'a confirmation of a new address with a link of no account',
      ],
    },
    {
      kind: 'conflict',
      rule:
        'A link already used, or replaced by a newer one, is 409 `{ error: "This link was already used or replaced by ' +
        'a newer one." }`; an expired one (24 hours) 409 `This link has expired. Ask for a new one.`; a waiting ' +
        'address another account took meanwhile 409 `An account already uses this email address.`; none waiting, 409 ' +
        '`No change of address is waiting.` A refused change leaves the link as it was.',
      interactions: [
        'a confirmation of a new address with a link already used',
        'a confirmation of the new address with its emailed link',
        'a confirmation of a new address another account took meanwhile',
      ],
      unpinned: ['an expired address-change link', 'a valid link with no change waiting'],
    },
    {
      kind: 'answer',
      rule:
        "Makes the waiting address the account's and uses the link up: answers the account with `email` the new " +
        'address and `pendingEmail` null, the rest as it was.',
      interactions: ['a confirmation of the new address with its emailed link'],
      unpinned: ['no read after the change (GET Account, POST Auth/login with the new address)'],
    },
  ],
  'PUT Account/password': [
    {
      kind: 'auth',
      rule: 'Any signed-in user: no token, or an expired or unknown one, 401.',
      interactions: [
        'a change of password without a token',
        'a change of password with an expired token',
        'a change of password with an unknown token',
        // The employer's change is made through this call by the interaction's state.
        'a login of an employer with the password their change of password set',
      ],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ currentPassword, password }`, the new one with the rules of POST Auth/register: a wrong ' +
        'current password is 400 `{ error: "The password is not correct.", errors: { currentPassword: ["The ' +
        'password is not correct"] } }`.',
      interactions: ['a change of password with a wrong current password', 'a change of password'],
      unpinned: ['a new password breaking the rules (400 under `password`)'],
    },
    {
      kind: 'side effect',
      rule:
        "Answers `{ result: null }`, sets the new password (POST Auth/login then takes it, an employer's too, and " +
        'refuses the one before with its 400) and ends every other session of the account: a bearer token from ' +
        "before answers 401; the session that changed it stays signed in, and other users' sessions too.",
      interactions: [
        'a change of password',
        'a request for the account settings in the session that changed the password',
        "a request for the account settings of another user, signed in before someone's password change",
        'a request for the account settings with a token from before a password change in another session',
        'a login with the password a change of password set',
        'a login with the password from before a change of password',
        'a login of an employer with the password their change of password set',
      ],
    },
  ],
  'DELETE Account': [
    {
      kind: 'auth',
      rule: 'Candidates only (role 1): no token, or an expired or unknown one, 401; an employer 403.',
      interactions: [
        'a deletion of the account without a token',
        'a deletion of the account with an expired token',
        'a deletion of the account with an unknown token',
        'a deletion of the account with the token of an employer',
        "an employer's deletion of their account",
      ],
    },
    {
      kind: 'input',
      rule:
        'The JSON body is `{ password }`, the current password: a wrong one is 400 `{ error: "The password is not ' +
        'correct.", errors: { password: ["The password is not correct"] } }`, and deletes nothing.',
      interactions: [
        "a deletion of the candidate's account with a wrong password",
        "a deletion of the candidate's account",
      ],
    },
    {
      kind: 'answer',
      rule: 'Answers `{ result: null }`.',
      interactions: ["a deletion of the candidate's account"],
    },
    {
      kind: 'side effect',
      rule:
        'Deletes the account with its profile, applications, saved jobs, emailed links and sessions: its application ' +
        "no longer counts in the job's `applicantsCount` (GET admin/Job/company-jobs), another candidate's to the " +
        "same job still does; their profile no longer counts in an employer's reach (POST Home/calculate-candidates), " +
        "the other candidates' still do; another account's emailed links still work (GET Auth/reset-password).",
      interactions: [
        "a request for the company's jobs after an applicant deleted their account",
        'a count of the candidates of a job field near a place after one of them deleted their account',
        'a check of a password reset link after another account was deleted',
      ],
      unpinned: ['a session or link of the deleted account: every call that reads one reads its account too'],
    },
  ],
});
