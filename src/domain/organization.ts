// Organization structured data (schema.org) for a company's brand page: its name, page, description, website (as
// sameAs), logo and address, each only when the company has it.
import { metaDescription } from './seo';

export interface OrganizationCompany {
  name: string;
  description: string;
  website: string | null;
  logo: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

/**
 * The Organization object of a brand page at `url`. The description is plain text of at most 150 characters (the
 * meta description's rule); a logo only when it is an address (an uploaded image kept as a data URL is not one),
 * made absolute against the page's address.
 */
export function organizationJsonLd(company: OrganizationCompany, url: string): Record<string, unknown> {
  const description = metaDescription(company.description);
  const address = {
    ...(company.city ? { addressLocality: company.city } : {}),
    ...(company.state ? { addressRegion: company.state } : {}),
    ...(company.country ? { addressCountry: company.country } : {}),
  };
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url,
    ...(description ? { description } : {}),
    ...(company.website ? { sameAs: company.website } : {}),
    ...(company.logo && !company.logo.startsWith('data:') ? { logo: new URL(company.logo, url).href } : {}),
    ...(Object.keys(address).length ? { address: { '@type': 'PostalAddress', ...address } } : {}),
  };
}
