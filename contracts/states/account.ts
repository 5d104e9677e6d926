import { describeStates } from './define';
import type { accountStates } from '../../mocks/states/account';

export default describeStates<typeof accountStates>({
  'an unconfirmed candidate {email} registered as {registrationId} with the confirmation token {token}': {
    creates:
      'a candidate (role 1) with that email, put afresh (or as an earlier state put them, with its user id, ' +
      'taking these details), whose address is not confirmed, registered now under `registrationId` (no ' +
      'other account keeps that registration id), with an unused confirmation link `token` sent now (valid ' +
      '24 hours)',
  },
  'an unconfirmed employer {email} registered as {registrationId} with the confirmation token {token}': {
    creates:
      'as "an unconfirmed candidate {email} registered as {registrationId} with the confirmation token {token}", but an employer (role 2)',
  },
  'the confirmation token {token} of {email} was used': {
    creates:
      "the user's confirmation link `token` was sent and used an hour ago (still within its 24 hours: only " +
      'its use refuses it), and the address is confirmed; the user as an earlier state of the interaction ' +
      'put them (else a candidate put afresh)',
  },
  'the confirmation token {token} of {email} has expired': {
    creates:
      "the user's confirmation link `token` was sent 25 hours ago and never used (it expired an hour ago); " +
      'the address stays unconfirmed',
  },
  'the user {email} has the password reset token {token}': {
    creates:
      'a user with that email (a confirmed candidate put afresh, unless an earlier state of the interaction ' +
      'put them) with an unused password reset link `token`, sent now (valid 1 hour)',
  },
  'the password reset token {token} of {email} was used': {
    creates:
      'as "the user {email} has the password reset token {token}", the link sent and used half an hour ago (still within its hour: only its use refuses it)',
  },
  'the password reset token {token} of {email} has expired': {
    creates:
      'as "the user {email} has the password reset token {token}", the link sent 2 hours ago and never used (it expired an hour ago)',
  },
  'no emailed link has the token {token}': {
    creates: '`token` is the token of no emailed link, confirmation or reset (a link with it is removed)',
  },
  'no registration has the id {registrationId}': {
    creates: 'no account has that registration id',
  },
  'no account has the email {email}': {
    creates:
      'no account has that email (one that has is removed, with its sessions, links and the rest: teardown ' +
      'puts it back): a registration with it succeeds, a new confirmation link or a reset link has no one ' +
      'to go to',
  },
  'the user {email} has reset their password since signing in with the token {token}': {
    creates:
      'a user with that email (a confirmed candidate put afresh) signed in with `token` (a valid bearer ' +
      "token then), then reset their password with a reset link through the server's own reset, not a " +
      'shortcut of the state: what the reset does to the sessions is what the interaction verifies (a ' +
      'request with `token` answers 401)',
  },
  'the {accountType} {firstName} {lastName} registered as {email} with the password {password} and confirmed the address':
    {
      creates:
        "whoever had the email set aside, an account registered through the server's own POST Auth/register " +
        '(`accountType` `candidate` or `employer`, the names, the email and password, terms accepted) and ' +
        'then confirmed through its own POST Auth/confirm-email with the link that registration emailed, not ' +
        'a shortcut of the state: the roles the registration chose and the confirmation are what the ' +
        'interactions verify (the account signs in, with role 1 or 2). The first state of the interaction ' +
        'that names the user',
      calls: ['POST Auth/confirm-email', 'POST Auth/register'],
    },
  'the {accountType} {firstName} {lastName} registered as {email} with the password {password} and has not confirmed the address':
    {
      creates:
        'as "the {accountType} {firstName} {lastName} registered as {email} with the password {password} and ' +
        'confirmed the address", the registration made through the server\'s own POST Auth/register, but the ' +
        'link it emailed left unused: that the account starts unconfirmed is what the interactions verify (its ' +
        'password is answered 403, a wrong one 400). The first state of the interaction that names the user',
      calls: ['POST Auth/register'],
    },
  'the user {email} has reset their password {oldPassword} to {password} with the emailed link': {
    creates:
      'a user with that email (a confirmed candidate put afresh, unless an earlier state of the interaction ' +
      "put them) whose password was `oldPassword`, who then asked for a reset link through the server's own " +
      'POST Auth/forgot-password and set `password` through its own POST Auth/reset-password with the link ' +
      'that email carried, not a shortcut of the state: which password the account then takes is what the ' +
      'interactions verify (`password` signs in, `oldPassword` is refused)',
    calls: ['POST Auth/forgot-password', 'POST Auth/reset-password'],
  },
});
