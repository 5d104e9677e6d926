import type { LoaderFunctionArgs } from 'react-router-dom';
import { pathId } from '../../components/route/loaders';

/** candidate/{id}/view (no guard): a candidate's public profile; a hidden or unknown one is the route's not-found page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = pathId(params.id);
  const { profile } = await import('../../api/profile');
  return { profile: await profile.getPublic(id, request.signal) };
}
