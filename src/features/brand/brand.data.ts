import type { LoaderFunctionArgs } from 'react-router-dom';
import { company } from '../../api/company';

/**
 * brand/{name}: the company whose brand page has this path, with its live jobs (Company/by-path). A path no company
 * has is the catalogue's 404 (its toast) and the route's not-found page.
 */
export const loader = ({ params }: LoaderFunctionArgs) => company.getByPath(params.name ?? '');
