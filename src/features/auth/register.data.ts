import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import { registrationSchema } from '../../api/schemas/account';
import { submissionOf } from '../../components/form/submission';
import { attempt } from '../../components/route/loaders';
import { href } from '../../domain/paths';
import { clearQuizAnswers, storedQuizAnswers } from '../../state/quiz';

/**
 * What the registration form sends: its fields, whether the stored quiz answers go with them, and where the account
 * goes once confirmed (the sign-in page's return URL, from an invitation; null: a new account's first step).
 */
const registerSubmissionSchema = z.extend(registrationSchema, {
  withQuiz: z.boolean(),
  returnUrl: z.nullable(z.string()),
});
export type RegisterSubmission = z.output<typeof registerSubmissionSchema>;

/**
 * Registers (Auth/register), then to the registration's page, which says where the confirmation went; a return URL
 * is kept for when the address is confirmed (src/state/registration-return.ts). A candidate
 * who took the quiz (and did not leave the answers out) sends the stored answers: they start the profile. Once
 * registered, the stored answers are forgotten (the account has them, or was made without them).
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await submissionOf(request, registerSubmissionSchema);
  if (!submission.ok) return submission;
  const { withQuiz, returnUrl, ...registration } = submission.value;
  const quiz = withQuiz && registration.accountType === 'candidate' ? storedQuizAnswers() : null;
  const { account } = await import('../../api/account');
  const result = await attempt(() => account.register(quiz ? { ...registration, quiz } : registration));
  if (!result.ok) return result;
  clearQuizAnswers();
  const { rememberRegistrationReturn } = await import('../../state/registration-return');
  rememberRegistrationReturn(result.value.registrationId, returnUrl);
  return redirect(href('registerConfirmation', { id: result.value.registrationId }));
}
