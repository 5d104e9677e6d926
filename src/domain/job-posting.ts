// JobPosting structured data (schema.org, as Google's job-posting rules ask): required properties title,
// description, datePosted, hiringOrganization, jobLocation (or TELECOMMUTE with applicantLocationRequirements);
// recommended baseSalary, employmentType, identifier, validThrough, directApply. No markup for closed jobs.
import { DEFAULT_COUNTRIES, PRODUCT_NAME } from './constants';
import { isRemoteWork, JobType, RemoteStatus } from './enums/job';
import { isLive } from './job-lifecycle';
import { currencyOf } from './salary';
export interface PostingJob {
  id: number;
  title: string;
  description: string;
  status: number;
  jobType: number;
  remoteStatus: number;
  createdDate: string;
  publishedDate: string | null;
  expireDate: string | null;
  city: string;
  state: string | null;
  country: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCompensationName: string | null;
  remoteCountries: readonly string[];
  company: { name: string; website: string | null; logo: string | null };
}

const employmentTypes: Record<number, string | string[]> = {
  [JobType.FullTime]: 'FULL_TIME',
  [JobType.PartTime]: 'PART_TIME',
  [JobType.Freelance]: 'CONTRACTOR',
  [JobType.SeasonalPartTime]: ['PART_TIME', 'TEMPORARY'],
  [JobType.Internship]: 'INTERN',
  [JobType.SeasonalFullTime]: ['FULL_TIME', 'TEMPORARY'],
};

/** Compensation names of Job/options/get to schema.org's unitText. */
const unitTexts: Record<string, string> = {
  'per hour': 'HOUR',
  'per day': 'DAY',
  'per week': 'WEEK',
  'per month': 'MONTH',
  'per year': 'YEAR',
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain-text paragraphs as the HTML Google expects in `description`. */
export const descriptionHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** A job takes applications while it is live (src/domain/job-lifecycle.ts). */
export const isOpen = (job: Pick<PostingJob, 'status' | 'expireDate'>, now: number): boolean =>
  isLive(job, new Date(now).toISOString());

/**
 * The JobPosting object for a job page, or null when the job takes no applications (closed, expired, or not
 * active): Google asks for no markup on closed jobs. `url` is the job page's address.
 *
 * Remote: Remote globally and Remote in region are `TELECOMMUTE` with applicant location requirements: the
 * job's countries for Remote in region, and for Remote globally the countries the board serves (the spec's
 * default countries, US and CA), since Google requires a list and has no "anywhere".
 */
export function jobPostingJsonLd(job: PostingJob, url: string, now: number): Record<string, unknown> | null {
  if (!isOpen(job, now)) return null;
  const remote = isRemoteWork(job.remoteStatus);
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    identifier: { '@type': 'PropertyValue', name: PRODUCT_NAME, value: String(job.id) },
    datePosted: job.publishedDate ?? job.createdDate,
    employmentType: employmentTypes[job.jobType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(job.company.website ? { sameAs: job.company.website } : {}),
      ...(job.company.logo ? { logo: job.company.logo } : {}),
    },
    directApply: true,
    url,
  };
  if (job.expireDate) posting.validThrough = job.expireDate;
  if (remote) {
    const countries =
      job.remoteStatus === RemoteStatus.RemoteInRegion && job.remoteCountries.length
        ? job.remoteCountries
        : DEFAULT_COUNTRIES;
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = countries.map((name) => ({ '@type': 'Country', name }));
  } else {
    posting.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city,
        ...(job.state ? { addressRegion: job.state } : {}),
        addressCountry: job.country,
      },
    };
  }
  const unitText = job.salaryCompensationName ? unitTexts[job.salaryCompensationName] : undefined;
  if (unitText && (job.salaryMin || job.salaryMax)) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText };
    if (job.salaryMin && job.salaryMax) Object.assign(value, { minValue: job.salaryMin, maxValue: job.salaryMax });
    else value.value = job.salaryMin || job.salaryMax;
    posting.baseSalary = { '@type': 'MonetaryAmount', currency: currencyOf(job.country), value };
  }
  return posting;
}
