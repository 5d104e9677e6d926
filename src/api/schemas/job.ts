import { z } from 'zod/mini';
import { integer, isoDateTime } from './common';

const option = z.object({ id: integer, name: z.string() });

/** Lookups of Job/options/get (docs/product.md §3). */
export const jobOptionsSchema = z.object({
  jobTypes: z.array(option),
  remoteStatuses: z.array(option),
  salaryCompensations: z.array(option),
  yearsOfExperience: z.array(option),
  focuses: z.array(z.extend(option, { jobFieldId: integer })),
  jobFields: z.array(option),
});
export type JobOptions = z.infer<typeof jobOptionsSchema>;

// ---- Candidate discovery (shapes proposed here; contracts/reference.md) ----

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
