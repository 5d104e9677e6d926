import { RESET } from 'jotai/vanilla/utils';
import { z } from 'zod/mini';
import { storageKeys } from './keys';
import { local, storedAtom } from './storage';
import { appStore } from './store';
import { safeReturnUrl } from '../domain/paths';

/**
 * The return URL of a registration that started from a page asking to sign in (an invitation, docs/product.md
 * §4.7): the sign-in page hands it to the registration in the URL (`?returnUrl=`), and it is kept here, by
 * registration, across the emailed confirmation link, whose address the app does not write. Once the address is
 * confirmed the user goes there instead of a new account's first step. Loaded by the registration pages only.
 */
const registrationReturnSchema = z.nullable(z.object({ registrationId: z.string(), returnUrl: z.string() }));

const registrationReturnAtom = storedAtom<z.infer<typeof registrationReturnSchema>>(
  storageKeys.registrationReturn,
  null,
  registrationReturnSchema,
  local,
);

/** The registration, once confirmed, goes back to this URL (only a path of this app is kept). */
export function rememberRegistrationReturn(registrationId: string, returnUrl: string | null) {
  const url = safeReturnUrl(returnUrl);
  appStore.set(registrationReturnAtom, url ? { registrationId, returnUrl: url } : RESET);
}

/** Where the registration goes back to (a path of this app), forgotten as it is taken; null when nowhere. */
export function takeRegistrationReturn(registrationId: string): string | null {
  const kept = appStore.get(registrationReturnAtom);
  if (kept?.registrationId !== registrationId) return null;
  appStore.set(registrationReturnAtom, RESET);
  return safeReturnUrl(kept.returnUrl);
}
