import type { ActionFunctionArgs } from 'react-router-dom';
import type { EmailOnly } from '../../api/schemas/account';
import { submissionOf } from '../../components/form/submission';
import { attempt } from '../../components/route/loaders';

/** Asks for a reset link (Auth/forgot-password): the answer is the same whether or not an account has the address. */
export async function action({ request }: ActionFunctionArgs) {
  const body = await submissionOf<EmailOnly>(request);
  const { account } = await import('../../api/account');
  return attempt(async () => {
    await account.forgotPassword(body);
    return body.email.trim();
  });
}
