import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { resetPasswordSchema } from '../../api/schemas/account';
import { submissionOf } from '../../components/form/submission';
import { attempt, searchParamsOf, settle } from '../../components/route/loaders';
import { href } from '../../domain/paths';
import { getUser, signOut } from '../../state/session';
import { showToast } from '../../state/toasts';

const client = async () => (await import('../../api/account')).account;

/**
 * reset-password?token=…: the token of the emailed link (none: the link is not complete), and whether it can still
 * be used (a link unknown, used or expired says so before any password is typed).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = searchParamsOf(request).get('token');
  if (!token) return { token, link: null };
  const link = await settle((await client()).resetLink(token, request.signal), [404, 409]);
  return { token, link };
}

/**
 * Sets the new password (Auth/reset-password). Every session of the account ends with it: this tab's too, if it
 * was signed in; then to sign in with the new password.
 */
export async function action({ request }: ActionFunctionArgs) {
  const body = await submissionOf(request, resetPasswordSchema);
  if (!body.ok) return body;
  const account = await client();
  const result = await attempt(() => account.resetPassword(body.value));
  if (!result.ok) return result;
  if (getUser()) signOut();
  showToast('success', 'Your password is changed. Sign in with the new one.');
  return redirect(href('login'));
}
