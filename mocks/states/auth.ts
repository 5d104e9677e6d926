import { Role } from '../../src/domain/enums/user';
import { db } from '../db';
import { defineStates, str } from './define';
import { EMPLOYER, ensureUser, removeWhere, signIn } from './support';

/** Users and their sessions (Auth/login, and the bearer tokens every signed-in call sends). */
export const authStates = defineStates({
  // An existing user (an employer a state before made) gets the password too.
  'the user {email} exists with password {password}': async (p) => {
    const user = await ensureUser(str(p, 'email'), { password: str(p, 'password') });
    await db.users.update(user, {
      data(u) {
        u.password = str(p, 'password');
      },
    });
  },
  'the candidate {email} is signed in with token {token}': async (p) => {
    await signIn(await ensureUser(str(p, 'email')), str(p, 'token'));
  },
  'the employer {email} is signed in with token {token}': async (p) => {
    await signIn(await ensureUser(str(p, 'email'), EMPLOYER), str(p, 'token'));
  },
  'the admin {email} is signed in with token {token}': async (p) => {
    await signIn(await ensureUser(str(p, 'email'), { roles: [Role.Admin] }), str(p, 'token'));
  },
  'no session has the token {token}': (p) => removeWhere('sessions', (s) => s.token === str(p, 'token')),
});
