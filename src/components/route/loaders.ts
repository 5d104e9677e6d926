import { data } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { pathIdSchema } from '../../api/schemas/common';
import { BASENAME } from '../../env';

/**
 * What route loaders and actions share (see docs/architecture.md, "the way a screen gets its data").
 */

/** The id of a path (`job/:id`): a positive whole number, else the route's not-found state (404). */
export function pathId(value: string | undefined): number {
  const parsed = pathIdSchema.safeParse(value ?? '');
  if (!parsed.success) throw data(null, 404);
  return parsed.data;
}

/** A URL of the app as the router's paths name it (without the base path), with its query. */
export const appPath = (url: URL) => {
  const base = BASENAME === '/' ? '' : BASENAME;
  const path = base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
  return path + url.search;
};

/** The search parameters of a loader's request (the URL is the state of lists and filters). */
export const searchParamsOf = (request: Request) => new URL(request.url).searchParams;

/**
 * A call whose failure the screen shows in place (a list's error state with a retry) instead of its problem page;
 * with `inPlace`, only those statuses (the others go to the problem page).
 */
export type Settled<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export async function settle<T>(call: Promise<T>, inPlace?: readonly number[]): Promise<Settled<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (error instanceof ApiError && (!inPlace || inPlace.includes(error.status)))
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/** An action's result for the form that submitted it: done, or refused with the server's field errors and message. */
export type ActionResult<T = unknown> =
  { ok: true; value: T } | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

/** Runs an action's call: a refusal (400, 403, 409 …) is handed back to the form, which keeps what was typed. */
export async function attempt<T>(call: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof ApiError)
      return { ok: false, status: error.status, message: error.message, fieldErrors: error.fieldErrors };
    throw error;
  }
}
