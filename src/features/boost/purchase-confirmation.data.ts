import type { LoaderFunctionArgs } from 'react-router-dom';
import { pathId, searchParamsOf } from '../../components/route/loaders';

/**
 * purchase-confirmation?boostId=N: the boost and its payment (admin/Boost/{id}). The id is a query parameter; one
 * missing or not a number cannot lead to a boost (404, the page's "no purchase to show").
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const id = pathId(searchParamsOf(request).get('boostId') ?? undefined);
  const { boost } = await import('../../api/boost');
  return boost.get(id);
}
