import { z } from 'zod/mini';
import { integer, isoDateTime } from './common';

const option = z.object({ id: integer, name: z.string() });

/** Lookups of Job/options/get (SPEC section 3). */
export const jobOptionsSchema = z.object({
  jobTypes: z.array(option),
  remoteStatuses: z.array(option),
  salaryCompensations: z.array(option),
  yearsOfExperience: z.array(option),
  focuses: z.array(z.extend(option, { jobFieldId: integer })),
  jobFields: z.array(option),
});
export type JobOptions = z.infer<typeof jobOptionsSchema>;

// ---- Candidate discovery (shapes proposed here; contracts/README.md) ----

const nullableString = z.nullable(z.string());
const nullableNumber = z.nullable(z.number());
const nullableDate = z.nullable(isoDateTime);

/** A job as lists show it: search results, the public board, recommended, saved and applied. */
export const jobCardSchema = z.object({
  id: integer,
  title: z.string(),
  status: integer,
  jobType: integer,
  remoteStatus: integer,
  companyId: integer,
  companyName: z.string(),
  /** The company's brand-page path (brand/{path}). */
  companyPath: z.string(),
  companyLogo: nullableString,
  city: z.string(),
  state: nullableString,
  country: z.string(),
  createdDate: isoDateTime,
  publishedDate: nullableDate,
  expireDate: nullableDate,
  isSponsored: z.boolean(),
  salaryMin: nullableNumber,
  salaryMax: nullableNumber,
  salaryCompensationId: z.nullable(integer),
  salaryCompensationName: nullableString,
  isHousingIncluded: z.boolean(),
  isHousingSubsidized: z.boolean(),
  isRelocationStipend: z.boolean(),
  isCommuterBenefits: z.boolean(),
  isHQPosition: z.boolean(),
  /** Miles from the point a search was made around; null without one. */
  distanceMiles: nullableNumber,
});
export type JobCard = z.infer<typeof jobCardSchema>;

/** One page of a list: the items, how many there are in all, and which page this is (1-based). */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), totalCount: integer, pageNumber: integer, pageSize: integer });

export const jobSearchResultSchema = pageOf(jobCardSchema);
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/** The company card of a job page. */
export const jobCompanySchema = z.object({
  id: integer,
  name: z.string(),
  path: z.string(),
  logo: nullableString,
  description: z.string(),
  city: nullableString,
  state: nullableString,
  country: nullableString,
  website: nullableString,
  activeJobsCount: integer,
});

/** The signed-in candidate's own relation to a job: watching (4) or applied (0), and the application's stage. */
export const myJobStatusSchema = z.object({ status: integer, stage: integer, appliedDate: nullableDate });
export type MyJobStatus = z.infer<typeof myJobStatusSchema>;

/** GET Job/by-id: every field of SPEC section 3, the names of its lookups, and the company card. */
export const jobDetailSchema = z.extend(jobCardSchema, {
  description: z.string(),
  score: z.number(),
  jobFieldId: integer,
  jobFieldName: z.string(),
  focusId: z.nullable(integer),
  focusName: nullableString,
  yearsOfExperienceId: z.nullable(integer),
  yearsOfExperienceName: nullableString,
  lat: z.number(),
  lng: z.number(),
  /** For Remote in region: the countries applicants must be in (ISO codes). */
  remoteCountries: z.array(z.string()),
  company: jobCompanySchema,
  /** Null for visitors and for users who are not candidates, or when the candidate has not saved or applied. */
  myStatus: z.nullable(myJobStatusSchema),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** A recommended job: its match with the candidate's profile, in percent, and the reasons for it. */
export const recommendedJobSchema = z.extend(jobCardSchema, {
  matchPercent: integer,
  matchReasons: z.array(z.string()),
});
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;
export const recommendedJobsSchema = pageOf(recommendedJobSchema);

/** A saved or applied job in the candidate's own list. */
export const myJobSchema = z.object({
  id: integer,
  status: integer,
  stage: integer,
  createdDate: isoDateTime,
  appliedDate: nullableDate,
  job: jobCardSchema,
});
export type MyJob = z.infer<typeof myJobSchema>;
export const myJobsSchema = pageOf(myJobSchema);
