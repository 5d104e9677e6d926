import { z } from 'zod/mini';
import { boostSchema } from './boost';
import { bodyId, codeOf, integer, isoDateTime, queryId } from './common';
import { jobCardSchema, pageOf } from './job';
import { JOB_SORT_FIELDS, oneOf, optional, pageFields } from './job-search';
import { onceValid } from './rules';
import { MAX_SALARY } from '../../domain/constants';
import { JobType, RemoteStatus, remoteStatusOptions } from '../../domain/enums/job';
import { JobStatus } from '../../domain/enums/job';
import { CreationInterval, JobSearchStatusFilter, OrderSearchStatus } from '../../domain/enums/job-lists';
import { LISTING_FIELDS, type ListingField } from '../../domain/job-lifecycle';
import { AMOUNT_RULE } from '../../domain/salary';

/**
 * Employers' jobs: the job form (create-job and update-job send it, the mock validates it with this same schema),
 * a job as its employer edits it, and the rows of the employer dashboard. Calls and shapes proposed here
 * (contracts/reference.md).
 */

/** A pay amount: a whole number from 0 to MAX_SALARY (src/domain/salary.ts). */
const amount = z.nullable(z.int(AMOUNT_RULE).check(z.minimum(0, AMOUNT_RULE), z.maximum(MAX_SALARY, AMOUNT_RULE)));
const countryCode = (message: string) => z.string(message).check(z.regex(/^[A-Z]{2}$/, message));

/** What an employer writes: every job field of docs/product.md §3, and where the job is. */
export const jobInputShape = {
  companyId: bodyId('Choose the company'),
  title: z
    .string('Give the job a title')
    .check(
      z.trim(),
      z.minLength(3, 'Give the job a title (3 characters or more)'),
      z.maxLength(120, 'Keep the title under 120 characters'),
    ),
  description: z
    .string('Describe the job')
    .check(
      z.trim(),
      z.minLength(50, 'Describe the job in 50 characters or more'),
      z.maxLength(10_000, 'Keep the description under 10,000 characters'),
    ),
  /** Sent for review (2); a draft (1) is `draftShape`'s. */
  status: z.literal(JobStatus.PendingReview),
  jobType: codeOf(JobType, 'Choose a job type'),
  remoteStatus: oneOf(remoteStatusOptions, 'Choose where the work happens'),
  /** For Remote in region: the countries applicants must be in. */
  remoteCountries: z.array(countryCode('Unknown country')),
  jobFieldId: z.int('Choose a job field').check(z.positive('Choose a job field')),
  focusId: z.nullable(z.int('Unknown focus')),
  yearsOfExperienceId: z.nullable(z.int('Unknown experience level')),
  city: z
    .string('Enter the town or city')
    .check(z.trim(), z.minLength(1, 'Enter the town or city'), z.maxLength(80, 'Keep the town under 80 characters')),
  state: z.nullable(z.string()),
  country: countryCode('Choose a country'),
  lat: z.number('Choose where the job is based').check(z.minimum(-90), z.maximum(90)),
  lng: z.number('Choose where the job is based').check(z.minimum(-180), z.maximum(180)),
  salaryMin: amount,
  salaryMax: amount,
  salaryCompensationId: z.nullable(z.int('Unknown pay period')),
  /** The last day applications are taken (end of that day, UTC); null: open until filled. */
  expireDate: z.nullable(isoDateTime),
  isHousingIncluded: z.boolean(),
  isHousingSubsidized: z.boolean(),
  isRelocationStipend: z.boolean(),
  isCommuterBenefits: z.boolean(),
  isHQPosition: z.boolean(),
};

/**
 * A draft keeps whatever is there: only the title is needed (a draft is found by it); what else is given follows
 * the same rules, and what is missing is null (or an empty description). Sending for review needs every field.
 */
const draftShape = {
  ...jobInputShape,
  status: z.literal(JobStatus.Draft),
  description: z
    .string('Describe the job')
    .check(z.trim(), z.maxLength(10_000, 'Keep the description under 10,000 characters')),
  ...(Object.fromEntries(LISTING_FIELDS.map((field) => [field, z.nullable(jobInputShape[field])])) as {
    [K in ListingField]: z.ZodMiniNullable<(typeof jobInputShape)[K]>;
  }),
};

/** The rules between fields, the same for a draft and a job sent for review. */
type Crossed = {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCompensationId: number | null;
  remoteStatus: number | null;
  remoteCountries: string[];
  isHousingIncluded: boolean;
  isHousingSubsidized: boolean;
};
const crossChecks = [
  z.refine<Crossed>((j) => j.salaryMin === null || j.salaryMax === null || j.salaryMin <= j.salaryMax, {
    message: 'The maximum must be at least the minimum',
    path: ['salaryMax'],
    ...onceValid('salaryMin', 'salaryMax'),
  }),
  z.refine<Crossed>((j) => (j.salaryMin === null && j.salaryMax === null) || j.salaryCompensationId !== null, {
    message: 'Say how the pay is counted (per hour, per year …)',
    path: ['salaryCompensationId'],
    ...onceValid('salaryMin', 'salaryMax', 'salaryCompensationId'),
  }),
  z.refine<Crossed>((j) => j.remoteStatus !== RemoteStatus.RemoteInRegion || j.remoteCountries.length > 0, {
    message: 'Choose the countries applicants can work from',
    path: ['remoteCountries'],
    ...onceValid('remoteStatus', 'remoteCountries'),
  }),
  z.refine<Crossed>((j) => !(j.isHousingIncluded && j.isHousingSubsidized), {
    message: 'Housing is either included or subsidized, not both',
    path: ['isHousingSubsidized'],
    ...onceValid('isHousingIncluded', 'isHousingSubsidized'),
  }),
];

/** A job as sent: a draft (status 1) or for review (status 2), as its `status` says. */
export const jobInputSchema = z
  .discriminatedUnion('status', [z.object(draftShape), z.object(jobInputShape)], {
    error: 'Save the job as a draft or send it for review',
  })
  .check(...crossChecks);
export type JobInput = z.infer<typeof jobInputSchema>;

/** A job as its employer edits it (GET admin/Job/{id}, and the answer to a create or update). */
export const employerJobSchema = z.object({
  ...draftShape,
  id: integer,
  status: integer,
  score: z.number(),
  createdDate: isoDateTime,
  publishedDate: z.nullable(isoDateTime),
  /** Why the admin rejected it (status 4); null otherwise. */
  rejectReason: z.nullable(z.string()),
});
export type EmployerJob = z.infer<typeof employerJobSchema>;

/** A row of the employer dashboard: the card, its status and review outcome, applicants and boost. */
export const companyJobSchema = z.extend(jobCardSchema, {
  // A draft may lack them (null) until it is sent for review.
  jobType: z.nullable(integer),
  remoteStatus: z.nullable(integer),
  city: z.nullable(z.string()),
  country: z.nullable(z.string()),
  score: z.number(),
  rejectReason: z.nullable(z.string()),
  applicantsCount: integer,
  /** Where the job stands in the order statuses (src/domain/order-status.ts): `RoleFilledBasecamp` …; null for a draft. */
  orderStatus: z.nullable(z.enum(Object.values(OrderSearchStatus))),
  /** The job's latest boost; null when it was never boosted. */
  boost: z.nullable(boostSchema),
});
export type CompanyJob = z.infer<typeof companyJobSchema>;

/** How many of the company's jobs each status filter holds (keys are JobSearchStatusFilter codes, All included). */
export const statusCountsSchema = z.record(z.string(), integer);

export const companyJobsSchema = z.extend(pageOf(companyJobSchema), { counts: statusCountsSchema });
export type CompanyJobs = z.infer<typeof companyJobsSchema>;

/** GET admin/Job/company-jobs: the employer's company, the status filter, sort and creation interval, the page. */
export const companyJobsQuerySchema = z.object({
  companyId: queryId('Unknown company'),
  status: optional(oneOf(Object.values(JobSearchStatusFilter), 'Unknown status filter')),
  interval: optional(oneOf(Object.values(CreationInterval), 'Unknown creation interval')),
  /** Within the status filter, only the jobs of this order status (how an inactive job ended). */
  orderStatus: optional(z.enum(Object.values(OrderSearchStatus), 'Unknown order status')),
  sort: optional(z.enum(JOB_SORT_FIELDS, 'Sort by created date, title or expiry date')),
  order: optional(z.enum(['asc', 'desc'], 'Sort ascending or descending')),
  ...pageFields,
});
export type CompanyJobsQuery = z.infer<typeof companyJobsQuerySchema>;
