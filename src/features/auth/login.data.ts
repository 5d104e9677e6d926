import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { auth } from '../../api/auth';
import type { Credentials } from '../../api/schemas/credentials';
import { submissionOf } from '../../components/form/submission';
import { attempt } from '../../components/route/loaders';
import { homeFor, safeReturnUrl } from '../../domain/paths';
import { signIn } from '../../state/session';

export type LoginSubmission = Credentials & { returnUrl: string | null };
/** An account whose address is not confirmed yet is refused (403): the page offers to send the link again. */
export type ResendSubmission = { intent: 'resend'; email: string };

/**
 * Signs in (Auth/login), then to the return URL or the user's home; a refusal goes back to the form. Or sends a
 * new confirmation link (Auth/resend-confirmation) after a refusal for an unconfirmed address.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await submissionOf<LoginSubmission | ResendSubmission>(request);
  if ('intent' in submission) {
    const { account } = await import('../../api/account');
    return attempt(() => account.resendConfirmation({ email: submission.email }));
  }
  const { returnUrl, ...credentials } = submission;
  const result = await attempt(() => auth.login(credentials));
  if (!result.ok) return result;
  signIn(result.value);
  return redirect(safeReturnUrl(returnUrl) ?? homeFor(result.value));
}
