import { z } from 'zod/mini';
import type { CompanyImages } from './company-form';
import { company } from '../../api/company';
import { companyInputSchema, type CompanyDetail } from '../../api/schemas/company-profile';
import { imageFileSchema } from '../../api/schemas/uploads';

/**
 * What the company screens' route modules share: what the company form sends, the primary company kept in the
 * session, and saving images.
 */

/** The company form's submission (create-company, the company page's edit): the API's company input and the images. */
export const companySubmissionSchema = <I extends 'create' | 'edit'>(intent: I) =>
  z.extend(companyInputSchema, {
    intent: z.literal(intent),
    logo: z.nullable(imageFileSchema('logo')),
    cover: z.nullable(imageFileSchema('cover')),
  });

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
