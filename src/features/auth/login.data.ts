import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { api } from '../../api';
import type { Credentials } from '../../api/schemas/credentials';
import { submissionOf } from '../../components/form/submission';
import { attempt } from '../../components/route/loaders';
import { homeFor, safeReturnUrl } from '../../domain/paths';
import { signIn } from '../../state/session';

export type LoginSubmission = Credentials & { returnUrl: string | null };

/** Signs in (Auth/login), then to the return URL or the user's home; a refusal goes back to the form. */
export async function action({ request }: ActionFunctionArgs) {
  const { returnUrl, ...credentials } = await submissionOf<LoginSubmission>(request);
  const result = await attempt(() => api.auth.login(credentials));
  if (!result.ok) return result;
  signIn(result.value);
  return redirect(safeReturnUrl(returnUrl) ?? homeFor(result.value));
}
