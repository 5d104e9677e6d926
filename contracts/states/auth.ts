import { describeStates } from './define';
import type { authStates } from '../../mocks/states/auth';

export default describeStates<typeof authStates>({
  'the user {email} exists with password {password}': {
    creates:
      'a user with that email and password: a candidate put afresh, or, when an earlier state of the ' +
      'interaction put the user (an employer say), that user with its roles, taking the password',
  },
  'the candidate {email} is signed in with token {token}': {
    creates:
      'a candidate (role 1) with that email, and `token` a valid bearer token for them (the only session of ' +
      'theirs)',
  },
  'the employer {email} is signed in with token {token}': {
    creates: 'an employer with that email, and `token` a valid bearer token for them (the only session of theirs)',
  },
  'the admin {email} is signed in with token {token}': {
    creates: 'an admin (role 3) with that email, and `token` a valid bearer token for them',
  },
  'the candidate {email} is premium': {
    creates:
      'a candidate with that email (as an earlier state put them, else put afresh) with the roles `[1, 4]`, ' +
      'User and Premium',
  },
  'the employer {email} last joined company {companyId}': {
    creates:
      'an employer with that email (as an earlier state put them, else put afresh) whose last joined ' +
      "company (`lastJoinedCompany`) is the company `companyId`, put as the jobs' company (Keystone Paddle " +
      'Co., every field of its card filled in) unless an earlier state put it',
  },
  'no session has the token {token}': {
    creates: '`token` is not a valid bearer token (a session with it is removed)',
  },
  'the user {email} with the role {role} was signed in with token {token}, which has expired': {
    creates:
      'a user with that email (put afresh, unless an earlier state of the interaction put them) and that ' +
      'one role (1 User, 2 Employer, 3 Admin), whose session `token` ended an hour ago by itself (its ' +
      'lifetime over): `token` is not a valid bearer token',
  },
});
