import { company } from '../../api/company';
import { content } from '../../api/content';
import { withPlaceSuggestions } from '../../components/place/near-places';
import { settle } from '../../components/route/loaders';

/**
 * home: the companies hiring now (Company/get-active-companies), and the content service's testimonials and
 * partners, fetched at once. A part that fails shows so in place (after the catalogue's toast): the rest of the page
 * stays. With `?placeTerm=`, the places for the search box's Near typeahead.
 */
export const loader = withPlaceSuggestions(async () => {
  const [hiring, testimonials, partners] = await Promise.all([
    settle(company.getActive()),
    settle(content.getTestimonials()),
    settle(content.getPartners()),
  ]);
  return { hiring, testimonials, partners };
});
