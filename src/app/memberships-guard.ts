import type { Guard } from './guards';
import { Role } from '../domain/enums/user';

/**
 * The employer pages' first guard (./areas/employer.ts): a role someone else changed (admitted, promoted, demoted,
 * removed) takes effect at once. An employer's memberships and primary company are checked against the server (at
 * most every 30 seconds, and after the tab was hidden: src/state/memberships.ts, docs/decisions/0022), and the guards
 * after this one see the user as checked. Apart from ./guards.ts, and its state loaded for employers only: none of it
 * is part of the first page.
 */
export const currentMemberships: Guard = async (ctx) => {
  if (ctx.user?.roles.includes(Role.Employer))
    ctx.user = await (await import('../state/memberships')).checkedUser(ctx.user);
  return null;
};
