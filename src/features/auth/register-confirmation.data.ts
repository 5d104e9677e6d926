import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { confirmEmailSchema, emailOnlySchema } from '../../api/schemas/account';
import { byIntent, submissionOf, type Submitted } from '../../components/form/submission';
import { attempt, searchParamsOf } from '../../components/route/loaders';
import { Role } from '../../domain/enums/user';
import { href } from '../../domain/paths';
import { signIn } from '../../state/session';

const client = async () => (await import('../../api/account')).account;

/**
 * register-confirmation/{id}: the registration (its address, whether it is confirmed; an unknown id is the route's
 * 404) and the link's token when the page was opened from the email.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const registration = await (await client()).registration(id, request.signal);
  return { id, registration, token: searchParamsOf(request).get('token') };
}

/** Where a new account starts: a candidate on the profile, an employer on confirm-email (create a company or ask to join one). */
export const firstStepOf = (user: { roles: readonly number[] }) =>
  user.roles.includes(Role.Employer) ? href('confirmEmail') : href('profileEdit');

const confirmationIntentSchema = byIntent(
  z.extend(confirmEmailSchema, { intent: z.literal('confirm') }),
  z.extend(emailOnlySchema, { intent: z.literal('resend') }),
);
export type ConfirmationIntent = Submitted<typeof confirmationIntentSchema>;

/**
 * Confirm with the link's token: the user is signed in, and continues where the registration was to go back to (an
 * invitation), else where a new account starts. Or send the link again.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const submission = await submissionOf(request, confirmationIntentSchema);
  if (!submission.ok) return submission;
  const intent = submission.value;
  const account = await client();
  if (intent.intent === 'resend') return attempt(() => account.resendConfirmation({ email: intent.email }));
  const result = await attempt(() => account.confirmEmail(intent.token));
  if (!result.ok) return result;
  signIn(result.value);
  const { takeRegistrationReturn } = await import('../../state/registration-return');
  return redirect(takeRegistrationReturn(params.id ?? '') ?? firstStepOf(result.value));
}
