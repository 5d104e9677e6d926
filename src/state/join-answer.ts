import { markJoinWithdrawn } from './session-updates';
import { adminCompany } from '../api/admin-company';

/**
 * Whether the signed-in employer's join request still waits, asked of the server (GET admin/Company/join-request) when
 * the session says it does but no company came of it: declined by the company's admins, or gone (withdrawn in
 * another session), the session stops waiting, in every tab. Loaded by the company guard only, when it needs it.
 * Returns the company that declined the request, `null` when nothing waits any more, or `'pending'`.
 */
export async function joinAnswer(): Promise<{ declinedBy: string } | null | 'pending'> {
  const request = await adminCompany.ownJoinRequest().catch(() => undefined);
  // Not known (the call failed; its toast said why): the session keeps waiting.
  if (request === undefined || request?.status === 'pending') return 'pending';
  markJoinWithdrawn();
  return request?.status === 'declined' ? { declinedBy: request.companyName } : null;
}
