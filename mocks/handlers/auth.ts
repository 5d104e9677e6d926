import { loggedInUserSchema } from '../../src/api/schemas/auth';
import { credentialsSchema } from '../../src/api/schemas/credentials';
import { clock } from '../clock';
import { db } from '../db';
import { badRequest, route } from '../http';
import { loggedInUser } from '../users';

/** How long an Auth/login token lives in the mock. */
export const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

export const newToken = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

export const authHandlers = [
  route('post', 'Auth/login', { summary: 'Signs a user in: the logged-in user with a bearer token', spec: 'documented', body: credentialsSchema, response: loggedInUserSchema }, async ({ body }) => {
    const email = body.email.trim().toLowerCase();
    const user = db.users.findFirst((q) => q.where({ email }));
    if (!user || user.password !== body.password) throw badRequest('The email or password is incorrect.');
    const token = newToken();
    const expiresAt = new Date(clock.now() + TOKEN_LIFETIME_MS).toISOString();
    await db.sessions.create({ token, userId: user.id, expiresAt });
    return loggedInUser(user, token, expiresAt);
  }),
];
