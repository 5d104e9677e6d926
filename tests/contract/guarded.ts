import path from 'node:path';
import type { apiPact } from './pact';
import type { Http } from '../../src/api/http';
import type { Role } from '../../src/domain/enums/user';

/**
 * A guarded call of the product API, as the cases that send no valid token, or one of the wrong role, take it
 * (./guarded-calls.ts).
 */

export const LOGO = path.resolve(import.meta.dirname, '../../contracts/fixtures/logo.png');
export const BOUNDARY = 'basecamp-upload-boundary';

export type Builder = Parameters<
  Parameters<ReturnType<ReturnType<typeof apiPact>['addInteraction']>['withRequest']>[2] & object
>[0];

export interface Guarded {
  /** The interaction's description without a token; the other token cases say theirs instead of `without a token`. */
  description: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Who calls it: whose expired session the expired-token case sends. */
  role: Role;
  /** Any signed-in user may call it (no role is the wrong one). */
  anyRole?: true;
  request?: (b: Builder) => unknown;
  call: (http: Http) => Promise<unknown>;
}
