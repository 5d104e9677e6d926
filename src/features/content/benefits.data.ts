import { company } from '../../api/company';
import { content } from '../../api/content';
import { settle } from '../../components/route/loaders';

/**
 * benefits-candidates and benefits-employers: the demo's real figures (the live jobs and the companies hiring now,
 * Company/get-active-companies) and the testimonials; a part that fails is left out or said in place.
 */
export async function loader() {
  const [hiring, testimonials] = await Promise.all([settle(company.getActive()), settle(content.getTestimonials())]);
  return { hiring, testimonials };
}
