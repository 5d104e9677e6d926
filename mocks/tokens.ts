import { clock } from './clock';
import { db, type UserRecord } from './db';

/** Tokens the mock hands out: product-API sessions, the content service's, emailed links'. */

/** How long an Auth/login token lives in the mock. */
const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

export const newToken = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/** Ends every session of the user but the one of `keepToken` (none: all of them; a password changed or reset). */
export async function endOtherSessions(userId: number, keepToken: string | null) {
  await db.sessions.deleteMany((q) => q.where((s) => s.userId === userId && s.token !== keepToken));
}

/** A new product-API session of the user: its token and when it expires. */
export async function startSession(user: UserRecord) {
  const token = newToken();
  const expiresAt = new Date(clock.now() + TOKEN_LIFETIME_MS).toISOString();
  await db.sessions.create({ token, userId: user.id, expiresAt });
  return { token, expiresAt };
}
