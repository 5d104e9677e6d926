import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { adminCompany } from '../../api/admin-company';
import { companyInvitations } from '../../api/company-invitations';
import type { AcceptedInvitation } from '../../api/schemas/company-people';
import { recordIdSchema } from '../../api/schemas/rules';
import { submissionOf } from '../../components/form/submission';
import { attempt, pathId, searchParamsOf, settle } from '../../components/route/loaders';
import { href } from '../../domain/paths';
import { slug } from '../../domain/text';
import { getUser, setPrimaryCompany } from '../../state/session';
import { setMembership } from '../../state/session-updates';

/**
 * accept-request/{id}: an invitation to a company, as the account it was sent to sees it (GET
 * admin/Company/invitation/{id}); another account's 403 is shown in place, naming the address of the link
 * (`?email=`, as the email has it), so the page can offer to sign in with it.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = pathId(params.id);
  const email = z.email().safeParse(searchParamsOf(request).get('email'));
  const invitation = await settle(companyInvitations.invitation(id, request.signal), [403]);
  return {
    id,
    invitation,
    invitedEmail: email.success ? email.data.toLowerCase() : null,
    signedInAs: getUser()?.user.email ?? '',
  };
}

/** Accept: the invitation the page shows. */
const acceptSubmissionSchema = z.object({ invitationId: recordIdSchema });
export type AcceptSubmission = z.output<typeof acceptSubmissionSchema>;

/**
 * The stored user belongs to the company at once (header, company guard, dashboard), without signing in again: a
 * first company becomes their primary one, as the server made it; another joins their memberships.
 */
async function storeJoined({ companyId, role }: AcceptedInvitation) {
  if (getUser()?.primaryCompany) return setMembership(companyId, role);
  const primary = await adminCompany.getPrimary();
  if (primary?.id === companyId) setPrimaryCompany(primary, role);
  else setMembership(companyId, role);
}

/**
 * Accept (POST admin/Company/accept-invite-request): the user joins, then the success page; a refusal (the
 * invitation used, cancelled, replaced or expired meanwhile) comes back to the page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await submissionOf(request, acceptSubmissionSchema);
  if (!submission.ok) return submission;
  const { invitationId } = submission.value;
  const result = await attempt(() => companyInvitations.acceptInvitation(invitationId));
  if (!result.ok) return result;
  await storeJoined(result.value);
  const { companyId, companyName } = result.value;
  return redirect(href('acceptRequestSuccess', { company: companyId, name: slug(companyName) || companyId }));
}
