import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import type { Registration } from '../../api/schemas/account';
import { submissionOf } from '../../components/form/submission';
import { attempt } from '../../components/route/loaders';
import { href } from '../../domain/paths';

/** Registers (Auth/register), then to the registration's page, which says where the confirmation went. */
export async function action({ request }: ActionFunctionArgs) {
  const registration = await submissionOf<Registration>(request);
  const { account } = await import('../../api/account-client');
  const result = await attempt(() => account.register(registration));
  if (!result.ok) return result;
  return redirect(href('registerConfirmation', { id: result.value.registrationId }));
}
