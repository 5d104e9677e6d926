import { defineRules } from './define';

/** Signing in and registering: the logged-in user, the unconfirmed account, the emailed confirmation. No sign-in. */
export default defineRules({
  'POST Auth/login': [
    {
      kind: 'answer',
      rule:
        'Answers `{ result: user }`, the logged-in user `{ accessToken, tokenExpires, roles, primaryCompany, ' +
        'hasPendingJoinRequest, pendingJoinRequest, lastJoinedCompany, memberships, user: { id, email, firstName, ' +
        'lastName } }`: a new bearer token, `tokenExpires` its ISO 8601 expiry 8 hours after the sign-in, `roles` ' +
        'numeric (1 User, 2 Employer, 3 Admin, 4 Premium: a premium candidate `[1, 4]`). A candidate: both companies ' +
        'null, `memberships: []`, `hasPendingJoinRequest` false, `pendingJoinRequest` null.',
      interactions: [
        'a login with valid credentials',
        'a login of a premium candidate',
        'a login of a candidate who registered and confirmed the address',
      ],
      unpinned: ['`accessToken` is matched by type only', "an admin's sign-in (roles `[3]`)"],
    },
    {
      kind: 'answer',
      rule:
        "An employer's companies: `memberships` every company they are an active member of, in the order joined, " +
        '`{ companyId, role }` with role `admin` or `member`; `primaryCompany` and `lastJoinedCompany` ' +
        '`{ id, name, logo, city, country, state, website }` or null (an employer without a company: both null, `[]`).',
      interactions: [
        "a login of an employer who is a company's admin and another's member",
        'a login of an employer who registered and confirmed the address',
      ],
      unpinned: ['a primary company other than the last joined one (the one interaction has company 3 for both)'],
    },
    {
      kind: 'answer',
      rule:
        'While a request of the user to join a company is pending: `hasPendingJoinRequest` true and ' +
        '`pendingJoinRequest` `{ companyId, companyName }`; a withdrawn request is none (false, null), and so is ' +
        "another employer's pending request.",
      interactions: [
        "a login of an employer who is a company's admin and another's member",
        'a login of an employer whose request to join a company is pending',
        'a login of an employer who withdrew their request to join a company',
      ],
      unpinned: ['a declined or accepted request (false, null)'],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ email, password }`: a malformed address is 400 with field errors under `email` ' +
        '(`Enter a valid email address`); a blank password, under `password` (`Enter your password`).',
      interactions: ['a login with a malformed email', 'a login with valid credentials'],
      unpinned: ['a blank password'],
    },
    {
      kind: 'auth',
      rule:
        'The account is found by its address (case aside) and must have that password, the one last set: ' +
        'else 400 `{ error: "The email or password is incorrect." }` (never 401), whatever the account. After a reset ' +
        'or a change of password the new password signs in and the one before is refused.',
      interactions: [
        'a login with a wrong password',
        'a login with the password a reset set',
        'a login with the password from before a reset',
        'a login with the password a change of password set',
        'a login with the password from before a change of password',
        'a login of an employer with the password their change of password set',
      ],
      unpinned: ['an address no account has (the same 400)', 'an address in capitals or with spaces around it'],
    },
    {
      kind: 'auth',
      rule:
        'The right password of an account whose address is not confirmed is 403 `{ error: "Confirm your email ' +
        'address first: open the link we emailed you, or ask for a new one." }`; the password is checked first, so a ' +
        'wrong one is the 400 above and the 403 tells nothing to someone without it. A password reset by the ' +
        'emailed link confirms the address.',
      interactions: [
        'a login of an account whose address is not confirmed',
        'a login with the password a reset set, of an account never confirmed before',
        'a login of a candidate who registered and has not confirmed the address',
        'a login with a wrong password of a candidate who registered and has not confirmed the address',
        'a login of a candidate who registered and confirmed the address',
      ],
    },
  ],
  'POST Auth/register': [
    {
      kind: 'answer',
      rule:
        "Answers `{ result: { registrationId } }`: the registration's own id, unguessable and URL-safe (16 to 100 " +
        'characters of `A-Za-z0-9_-`), which GET Auth/registration reads.',
      interactions: [
        'a registration of a candidate',
        'a registration of an employer',
        "a registration of a candidate with the quiz's answers",
      ],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ accountType: "candidate" | "employer", firstName, lastName, email, password, acceptTerms: ' +
        'true, quiz? }`: names 1 to 50 characters once trimmed, the address trimmed, lowercased, valid and at most ' +
        '254 characters; a rule broken is 400 with field errors under its field.',
      interactions: ['a registration with a password that is too short', 'a registration of a candidate'],
      unpinned: ['`acceptTerms` false, an unknown `accountType`, a name of 51 characters, an address in capitals'],
    },
    {
      kind: 'bound',
      rule:
        'A password is 8 to 128 characters with a letter (`A-Za-z` or an accented one of `À-ÖØ-öø-ſ`) and a digit ' +
        '`0-9`: one of 6 is 400 under `password` (`Use at least 8 characters`); `trail-mix-42` (12) is accepted.',
      interactions: ['a registration with a password that is too short', 'a registration of a candidate'],
      unpinned: ['a password of exactly 8 or of 129 characters', 'a password without a digit, or without a letter'],
    },
    {
      kind: 'conflict',
      rule:
        'An address an account already has is 409 `{ error: "An account already uses this email address.", ' +
        'errors: { email: ["An account already uses this email address. Sign in, or reset its password."] } }`.',
      interactions: ['a registration with the email of an existing account', 'a registration of a candidate'],
      unpinned: ['the address of an account in other capitals'],
    },
    {
      kind: 'side effect',
      rule:
        'Makes an account with the names and password given, role 1 for a candidate and 2 for an employer, its ' +
        'address not confirmed, and emails it the confirmation link (`register-confirmation/{registrationId}?token=`, ' +
        'once, for 24 hours): until then its password is answered 403 at sign-in; confirmed with that link, the ' +
        'account signs in with the roles chosen.',
      interactions: [
        'a login of a candidate who registered and has not confirmed the address',
        'a login of a candidate who registered and confirmed the address',
        'a login of an employer who registered and confirmed the address',
        "a request for the profile of a candidate registered with the quiz's answers",
      ],
      unpinned: ['an employer starts unconfirmed too: only a candidate signs in between registering and confirming'],
    },
    {
      kind: 'side effect',
      rule:
        "A candidate's `quiz` (the quiz's answers) becomes the new profile: `currentLocation`, `maxDistanceMiles`, " +
        '`isRemoteConsidered`, `jobType`, `salaries`, `isMinimumDisabled`, `benefits` and `focus` as sent, the rest ' +
        "empty; an employer's `quiz` is ignored.",
      interactions: [
        "a registration of a candidate with the quiz's answers",
        "a request for the profile of a candidate registered with the quiz's answers",
      ],
      unpinned: ['an employer registered with `quiz` (no profile made)'],
    },
  ],
  'GET Auth/registration': [
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { email, emailConfirmed, accountType } }` of the account registered under `id`: ' +
        '`accountType` `employer` for an employer (role 2), else `candidate`; `emailConfirmed` false until the ' +
        'address is confirmed, then true. Another registration made before it is not it.',
      interactions: [
        "a request for a candidate's registration",
        "a request for an employer's registration",
        'a request for a confirmed registration',
      ],
    },
    {
      kind: 'not found',
      rule: 'An `id` no account registered under, of any length, is 404 `{ error: "This registration does not exist." }`.',
      interactions: ['a request for an unknown registration', "a request for a candidate's registration"],
      unpinned: [
        'no decoy registration beside the one asked for: a lookup that ignores `id` passes',
        'a blank or missing `id` (400 under `id`)',
      ],
    },
  ],
});
