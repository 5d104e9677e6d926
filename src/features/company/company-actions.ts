import type { CompanyImages } from './company-form';
import { company } from '../../api/company';
import type { CompanyDetail } from '../../api/schemas/company-profile';

/** What the company screens' route modules share: the primary company kept in the session, and saving images. */

/** The primary company as the stored user keeps it, from a company's details. */
export const primaryOf = (c: CompanyDetail) => ({
  id: c.id,
  name: c.name,
  logo: c.logo,
  city: c.city,
  country: c.country,
  state: c.state,
  website: c.website,
});

/**
 * Uploads the chosen images of a company once its details are saved: the logo is published to the header as soon
 * as it is in (the API's logo binding). A refused image leaves the company as saved: the catalogue has said what was
 * wrong with it, and it can be added later.
 */
export async function uploadImages(companyId: number, images: Partial<CompanyImages>) {
  try {
    if (images.logo) await company.uploadLogo(images.logo, companyId);
    if (images.cover) await company.uploadCoverImage(images.cover, companyId);
  } catch {
    // Said by the catalogue (see above).
  }
}
