import type { LoggedInUser } from '../api/schemas/auth';
import type { PrimaryCompany } from '../api/schemas/company';
import { href } from '../domain/paths';

/**
 * What a route guard is and how the router runs a route's guards, with the one guard the first page needs (beta):
 * the other guards (./guards.ts) load with the areas that use them, not with the first page.
 */

export interface GuardContext {
  user: LoggedInUser | null;
  beta: boolean;
  /** The requested path and query, without the app's base path. */
  url: string;
  fetchPrimaryCompany: () => Promise<PrimaryCompany | null>;
  storePrimaryCompany: (company: PrimaryCompany) => void;
}

export type GuardResult = { redirect: string; notice?: string } | { message: string } | null;
export type Guard = (ctx: GuardContext) => GuardResult | Promise<GuardResult>;

/** Beta gate: the flag grants access; otherwise launching-soon, with a return to login if login was asked for. */
export const beta: Guard = ({ beta, url }) => {
  if (beta) return null;
  return {
    redirect: url.startsWith(href('login')) ? href('launchingSoon', null, { returnUrl: url }) : href('launchingSoon'),
  };
};

export async function runGuards(guards: readonly Guard[], ctx: GuardContext): Promise<GuardResult> {
  for (const guard of guards) {
    const result = await guard(ctx);
    if (result) return result;
  }
  return null;
}
