import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { resetPasswordSchema } from '../../api/schemas/account';
import { submissionOf } from '../../components/form/submission';
import { attempt, searchParamsOf } from '../../components/route/loaders';
import { href } from '../../domain/paths';
import { getUser, signOut } from '../../state/session';
import { showToast } from '../../state/toasts';

/** reset-password?token=…: the token of the emailed link (none: the link is not complete). */
export const loader = ({ request }: LoaderFunctionArgs) => ({ token: searchParamsOf(request).get('token') });

/**
 * Sets the new password (Auth/reset-password). Every session of the account ends with it: this tab's too, if it
 * was signed in; then to sign in with the new password.
 */
export async function action({ request }: ActionFunctionArgs) {
  const body = await submissionOf(request, resetPasswordSchema);
  if (!body.ok) return body;
  const { account } = await import('../../api/account');
  const result = await attempt(() => account.resetPassword(body.value));
  if (!result.ok) return result;
  if (getUser()) signOut();
  showToast('success', 'Your password is changed. Sign in with the new one.');
  return redirect(href('login'));
}
