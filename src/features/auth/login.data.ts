import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { auth } from '../../api/auth';
import { emailOnlySchema } from '../../api/schemas/account';
import { credentialsSchema } from '../../api/schemas/credentials';
import { byIntent, submissionOf, type Submitted } from '../../components/form/submission';
import { attempt } from '../../components/route/loaders';
import { homeFor, safeReturnUrl } from '../../domain/paths';
import { signIn } from '../../state/session';

/**
 * Sign in, with where to go then; or, after a refusal for an address not confirmed yet (403), a new confirmation link.
 */
const loginSubmissionSchema = byIntent(
  z.extend(credentialsSchema, { intent: z.literal('login'), returnUrl: z.nullable(z.string()) }),
  z.extend(emailOnlySchema, { intent: z.literal('resend') }),
);
export type LoginSubmission = Submitted<typeof loginSubmissionSchema>;

/**
 * Signs in (Auth/login), then to the return URL or the user's home; a refusal goes back to the form. Or sends a
 * new confirmation link (Auth/resend-confirmation) after a refusal for an unconfirmed address.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await submissionOf(request, loginSubmissionSchema);
  if (!submission.ok) return submission;
  if (submission.value.intent === 'resend') {
    const { email } = submission.value;
    const { account } = await import('../../api/account');
    return attempt(() => account.resendConfirmation({ email }));
  }
  const { intent: _intent, returnUrl, ...credentials } = submission.value;
  const result = await attempt(() => auth.login(credentials));
  if (!result.ok) return result;
  signIn(result.value);
  return redirect(safeReturnUrl(returnUrl) ?? homeFor(result.value));
}
