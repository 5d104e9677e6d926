import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { content } from '../../api/content';
import { LEGAL_SLUGS, type LegalSlug } from '../../api/schemas/legal';

/** The legal page of the route's own path (its last segment: `terms-of-service`), from the content service. */
const slugOf = (request: Request): LegalSlug => {
  const last = new URL(request.url).pathname.split('/').filter(Boolean).at(-1);
  const slug = LEGAL_SLUGS.find((s) => s === last);
  if (!slug) throw data(null, 404);
  return slug;
};

/**
 * terms-conditions, privacy-policy, terms-of-service, nda-agreement: the page's published text. None published (or a
 * build without a content key) is the route's not-found page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const page = await content.getLegalPage(slugOf(request));
  if (!page) throw data(null, 404);
  return page;
}
