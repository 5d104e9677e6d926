import { z } from 'zod/mini';
import { integer, isoDateTime, queryId } from './common';
import { jobCardSchema } from './job';
import { onceValid } from './rules';
import { COUNTRIES, regionsOf } from '../../domain/countries';

/**
 * A company as its form writes it and its pages show it, the choices of its form (Company/options) and the name
 * suggestions of create-company. Shapes designed here (contracts/reference.md).
 */

const option = z.object({ id: integer, name: z.string() });

/** GET Company/options: what kind of company, and how big (the spec names the call, not its shape). */
export const companyOptionsSchema = z.object({ types: z.array(option), sizes: z.array(option) });
export type CompanyOptions = z.infer<typeof companyOptionsSchema>;

const countryCodes = new Set(COUNTRIES.map((c) => c.code));
/** POST admin/Company and PUT admin/Company/{id}: the company form, checked alike by the form and the server. */
export const companyInputSchema = z
  .object({
    name: z
      .string('Enter the company name')
      .check(
        z.trim(),
        z.minLength(2, 'Enter the company name (2 characters or more)'),
        z.maxLength(100, 'Keep the name under 100 characters'),
      ),
    website: z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.regex(/^https?:\/\/[^\s/.]+\.[^\s]+$/i, 'Enter the website address, starting with https://'),
        ),
    ),
    description: z.nullable(
      z.string().check(z.trim(), z.maxLength(1000, 'Keep the description under 1,000 characters')),
    ),
    city: z
      .string('Enter the town or city')
      .check(z.trim(), z.minLength(1, 'Enter the town or city'), z.maxLength(80, 'Keep the town under 80 characters')),
    /** A state code in the US, a province code in Canada; free text (or null) elsewhere. */
    state: z.nullable(z.string().check(z.trim(), z.maxLength(80, 'Keep the region under 80 characters'))),
    country: z.string('Choose a country').check(z.refine((c) => countryCodes.has(c), 'Choose a country')),
    typeId: z.int('Choose what kind of company it is'),
    sizeId: z.int('Choose how big the company is'),
  })
  .check(
    z.refine(
      (c) => {
        const regions = regionsOf(c.country);
        return regions.length === 0 || regions.some((r) => r.code === c.state);
      },
      { message: 'Choose the state or province', path: ['state'], ...onceValid('country', 'state') },
    ),
  );
export type CompanyInput = z.infer<typeof companyInputSchema>;

/** GET Company/by-id, and the answer to a create or update: the company as its pages show it. */
export const companyDetailSchema = z.object({
  id: integer,
  name: z.string(),
  path: z.string(),
  logo: z.nullable(z.string()),
  coverImage: z.nullable(z.string()),
  description: z.string(),
  website: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  typeId: z.nullable(integer),
  sizeId: z.nullable(integer),
  activeJobsCount: integer,
  createdDate: isoDateTime,
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** The most live jobs a brand page lists (the newest; past it, `activeJobsCount` counts the company's active jobs). */
export const BRAND_PAGE_JOBS_MAX = 50;

/**
 * GET Company/by-path?path: a company's public (brand) page, designed here (contracts/reference.md): the company as its
 * pages show it, and its live jobs as the lists show them, newest first.
 */
export const brandPageSchema = z.extend(companyDetailSchema, {
  jobs: z.array(jobCardSchema).check(z.maxLength(BRAND_PAGE_JOBS_MAX)),
});
export type BrandPage = z.infer<typeof brandPageSchema>;

/** The longest brand-page path (a company's name as a slug). */
export const COMPANY_PATH_MAX = 100;

/** The query of Company/by-path: the brand page's path, matched without regard to case. */
export const companyPathQuerySchema = z.object({
  path: z
    .string('Name the company page')
    .check(
      z.trim(),
      z.minLength(1, 'Name the company page'),
      z.maxLength(COMPANY_PATH_MAX, `A company page's name is at most ${COMPANY_PATH_MAX} characters`),
    ),
});

/** The most companies Company/get-active-companies names: those with the most live jobs. */
export const ACTIVE_COMPANIES_MAX = 12;

/**
 * A company as home and the state pages list it: where it is, and how many of its jobs the public lists show now (its
 * live jobs).
 */
export const companySummarySchema = z.object({
  id: integer,
  name: z.string(),
  path: z.string(),
  logo: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  liveJobsCount: integer,
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/**
 * GET Company/get-active-companies, designed here (contracts/reference.md): the companies hiring now (with a live job),
 * the most live jobs first, then by name, at most ACTIVE_COMPANIES_MAX; with how many companies hire now and how many
 * live jobs they have in all.
 */
export const activeCompaniesSchema = z.object({
  items: z.array(companySummarySchema).check(z.maxLength(ACTIVE_COMPANIES_MAX)),
  totalCount: integer,
  liveJobsCount: integer,
});
export type ActiveCompanies = z.infer<typeof activeCompaniesSchema>;

/** GET Company/get-suggestions?term: companies already here whose name holds the term (join one, do not add it twice). */
export const companySuggestionSchema = z.object({
  id: integer,
  name: z.string(),
  logo: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  activeJobsCount: integer,
});
export type CompanySuggestion = z.infer<typeof companySuggestionSchema>;
export const companySuggestionsSchema = /* @__PURE__ */ z.array(companySuggestionSchema);

/** Company/upload-logo and Company/upload-cover-image: the image's address. */
export const imageUrlSchema = /* @__PURE__ */ z.string();

/** POST admin/Company/send-join-request: the request, waiting for the company's admin. */
export const joinRequestSchema = z.object({
  id: integer,
  companyId: integer,
  companyName: z.string(),
  status: z.enum(['pending', 'accepted', 'declined']),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
/**
 * GET admin/Company/join-request (proposed): the employer's latest request to join a company, as send-join-request
 * answered it and as its admins left it (pending, accepted or declined); null when they have none.
 */
export const joinRequestOrNullSchema = /* @__PURE__ */ z.nullable(joinRequestSchema);

/** GET Company/get-suggestions: the term typed (2 characters or more). */
export const suggestionQuerySchema = z.object({
  term: z
    .string('Type at least 2 letters')
    .check(z.trim(), z.minLength(2, 'Type at least 2 letters'), z.maxLength(100, 'Keep it under 100 characters')),
});

/** The query of Company/by-id. */
export const companyIdQuerySchema = z.object({ id: queryId('Unknown company') });
/**
 * A query naming a company by `companyId`: admin/Company/send-join-request, and Company/upload-logo and
 * Company/upload-cover-image (which company the image is for).
 */
export const companyIdParamQuerySchema = z.object({ companyId: queryId('Unknown company') });
