import { matchPath } from 'react-router-dom';
import { z } from 'zod/mini';
import { href, patterns, safeReturnUrl } from '../../domain/paths';

/**
 * The sign-in page reached from an invitation (accept-request/{id}, whose emailed link names the invited address:
 * `?email=`): the registration it offers is an employer's, with that address, and comes back to the invitation.
 */

/** The invitation a return URL leads to, with the address its link names (null: none named); null when it is none. */
export function invitationReturn(returnUrl: string | null): { email: string | null } | null {
  const url = safeReturnUrl(returnUrl);
  if (!url) return null;
  const { pathname, searchParams } = new URL(url, 'http://app.invalid');
  if (!matchPath(`/${patterns.acceptRequest}`, pathname)) return null;
  const email = z.email().safeParse(searchParams.get('email'));
  return { email: email.success ? email.data : null };
}

/**
 * The registration page from the sign-in page, carrying its return URL (only a path of this app); from an
 * invitation, an employer's account with the invited address.
 */
export function registerWithReturn(returnUrl: string | null): string {
  const url = safeReturnUrl(returnUrl);
  if (!url) return href('register');
  const invitation = invitationReturn(url);
  return href('register', null, {
    as: invitation ? 'employer' : undefined,
    email: invitation?.email ?? undefined,
    returnUrl: url,
  });
}
