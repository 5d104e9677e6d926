import { describe, expect, it } from 'vitest';
import { descriptionHtml, jobPostingJsonLd, type PostingJob } from '../../../src/domain/job-posting';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const job: PostingJob = {
  id: 42,
  title: 'Sea Kayak Guide',
  description: 'Lead day trips.\n\nYou bring <rescue> skills & a smile.',
  status: 3,
  jobType: 7,
  remoteStatus: 4,
  createdDate: '2026-11-01T10:00:00.000Z',
  publishedDate: '2026-11-02T10:00:00.000Z',
  expireDate: '2027-01-31T00:00:00.000Z',
  city: 'Bar Harbor',
  state: 'ME',
  country: 'US',
  salaryMin: 22,
  salaryMax: 28,
  salaryCompensationName: 'per hour',
  remoteCountries: [],
  company: { name: 'Keystone Paddle Co.', website: 'https://keystone.example', logo: null },
};
const URL = 'https://jobs.example/job/42';

describe('jobPostingJsonLd', () => {
  it('has the required and recommended properties for an on-site job', () => {
    expect(jobPostingJsonLd(job, URL, NOW)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Sea Kayak Guide',
      description: '<p>Lead day trips.</p><p>You bring &lt;rescue&gt; skills &amp; a smile.</p>',
      identifier: { '@type': 'PropertyValue', name: 'Basecamp', value: '42' },
      datePosted: '2026-11-02T10:00:00.000Z',
      validThrough: '2027-01-31T00:00:00.000Z',
      employmentType: ['FULL_TIME', 'TEMPORARY'],
      hiringOrganization: { '@type': 'Organization', name: 'Keystone Paddle Co.', sameAs: 'https://keystone.example' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Bar Harbor', addressRegion: 'ME', addressCountry: 'US' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', unitText: 'HOUR', minValue: 22, maxValue: 28 },
      },
      directApply: true,
      url: URL,
    });
  });

  it('Remote globally is TELECOMMUTE for the default countries, without a job location', () => {
    const ld = jobPostingJsonLd({ ...job, remoteStatus: 1 }, URL, NOW)!;
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'US' },
      { '@type': 'Country', name: 'CA' },
    ]);
    expect(ld.jobLocation).toBeUndefined();
  });

  it('Remote in region names its own countries', () => {
    const ld = jobPostingJsonLd({ ...job, remoteStatus: 3, remoteCountries: ['CA'] }, URL, NOW)!;
    expect(ld.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'CA' }]);
  });

  it('one amount is a single value; no pay, no baseSalary', () => {
    expect((jobPostingJsonLd({ ...job, salaryMax: null }, URL, NOW)!.baseSalary as { value: unknown }).value).toEqual({
      '@type': 'QuantitativeValue',
      unitText: 'HOUR',
      value: 22,
    });
    expect(
      jobPostingJsonLd({ ...job, salaryMin: null, salaryMax: null, salaryCompensationName: null }, URL, NOW)!
        .baseSalary,
    ).toBeUndefined();
  });

  it('no markup for closed, expired or unlisted jobs', () => {
    expect(jobPostingJsonLd({ ...job, status: 6 }, URL, NOW)).toBeNull();
    expect(jobPostingJsonLd({ ...job, expireDate: '2026-11-22T11:59:59.000Z' }, URL, NOW)).toBeNull();
    expect(jobPostingJsonLd({ ...job, status: 2 }, URL, NOW)).toBeNull();
  });

  it('descriptionHtml keeps line breaks inside a paragraph', () => {
    expect(descriptionHtml('a\nb\n\n\nc')).toBe('<p>a<br>b</p><p>c</p>');
  });
});
