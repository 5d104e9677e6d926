import type { ActionFunctionArgs } from 'react-router-dom';
import { emailOnlySchema } from '../../api/schemas/account';
import { submissionOf } from '../../components/form/submission';
import { attempt } from '../../components/route/loaders';

/** Asks for a reset link (Auth/forgot-password): the answer is the same whether or not an account has the address. */
export async function action({ request }: ActionFunctionArgs) {
  const body = await submissionOf(request, emailOnlySchema);
  if (!body.ok) return body;
  const { email } = body.value;
  const { account } = await import('../../api/account');
  return attempt(async () => {
    await account.forgotPassword({ email });
    return email;
  });
}
