import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from '../../../src/domain/organization';

const url = 'https://basecamp.example/brand/laurel-ridge-guides';

describe('organizationJsonLd', () => {
  it('carries every part the company has', () => {
    expect(
      organizationJsonLd(
        {
          name: 'Laurel Ridge Guides',
          description: 'Fly fishing and <b>hiking</b> trips on Laurel Ridge.',
          website: 'https://laurel-ridge.example',
          logo: '/logos/laurel-ridge-guides.svg',
          city: 'Ohiopyle',
          state: 'PA',
          country: 'US',
        },
        url,
      ),
    ).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      name: 'Laurel Ridge Guides',
      url,
      description: 'Fly fishing and hiking trips on Laurel Ridge.',
      sameAs: 'https://laurel-ridge.example',
      logo: 'https://basecamp.example/logos/laurel-ridge-guides.svg',
      address: { '@type': 'PostalAddress', addressLocality: 'Ohiopyle', addressRegion: 'PA', addressCountry: 'US' },
    });
  });

  it('leaves out what the company lacks, and a logo kept as a data URL', () => {
    expect(
      organizationJsonLd(
        {
          name: 'Laurel Ridge Guides',
          description: '',
          website: null,
          logo: 'data:image/png;base64,iVBORw0KGgo=',
          city: null,
          state: null,
          country: 'US',
        },
        url,
      ),
    ).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      name: 'Laurel Ridge Guides',
      url,
      address: { '@type': 'PostalAddress', addressCountry: 'US' },
    });
  });
});
