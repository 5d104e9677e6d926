import { z } from 'zod/mini';
import { integer, isoDateTime } from './common';
import { jobCardSchema, pageOf } from './job';

/** A job's page and the candidate's own jobs (shapes proposed here; contracts/reference.md). */

const nullableString = z.nullable(z.string());
const nullableDate = z.nullable(isoDateTime);

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
/** DELETE Job/watch answers no value (`result: null`). */
export const noResultSchema = /* @__PURE__ */ z.null();

/** GET Job/by-id: every field of docs/product.md §3, the names of its lookups, and the company card. */
export const jobDetailSchema = z.extend(jobCardSchema, {
  description: z.string(),
  /** The listing score, for the company's members and site admins only (null for everyone else). */
  score: z.nullable(z.number()),
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
