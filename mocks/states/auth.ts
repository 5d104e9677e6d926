import { Role } from '../../src/domain/enums/user';
import { buildSession } from '../builders';
import { clock } from '../clock';
import { db } from '../db';
import { defineStates, num, str } from './define';
import { EMPLOYER, ensureUser, jobCompany, put, removeWhere, signIn } from './support';

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
  // A premium candidate has both roles (Auth/login's `roles`: [1, 4]).
  'the candidate {email} is premium': async (p) => {
    await db.users.update(await ensureUser(str(p, 'email')), {
      data: (u) => void (u.roles = [Role.User, Role.Premium]),
    });
  },
  // The company the employer joined last (the app sends an employer without a primary company back to it).
  'the employer {email} last joined company {companyId}': async (p) => {
    const company = await jobCompany(num(p, 'companyId'));
    await db.users.update(await ensureUser(str(p, 'email'), EMPLOYER), {
      data: (u) => void (u.lastJoinedCompanyId = company.id),
    });
  },
  'no session has the token {token}': (p) => removeWhere('sessions', (s) => s.token === str(p, 'token')),
  // A session that ended by itself (its lifetime is over), not one a sign-out or a password change removed.
  'the user {email} with the role {role} was signed in with token {token}, which has expired': async (p) => {
    const user = await ensureUser(str(p, 'email'), { roles: [num(p, 'role') as Role] });
    await put('sessions', buildSession({ token: str(p, 'token'), userId: user.id, expiresAt: clock.hoursFromNow(-1) }));
  },
});
