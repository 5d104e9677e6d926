import { z } from 'zod/mini';
import { firstIssues } from '../../api/schemas/common';
import { jobInputSchema, type EmployerJob, type JobInput } from '../../api/schemas/employer-job';
import { BENEFIT_FLAGS, type BenefitFlag } from '../../domain/benefits';
import { DEFAULT_COUNTRIES } from '../../domain/constants';
import { JobStatus } from '../../domain/enums/job';
import { placeOf, places } from '../../domain/places';
import { parseAmount } from '../../domain/salary';

/**
 * The job form's values as typed (text, ticks) and the way to the API's job input: converted here, then checked
 * with the API's own schema (src/api/schemas/employer-job.ts), so the form and the server agree on every rule.
 */
export type JobFormValues = {
  title: string;
  description: string;
  jobType: string;
  remoteStatus: string;
  remoteCountries: string[];
  jobFieldId: string;
  focusId: string;
  yearsOfExperienceId: string;
  /** A place of src/domain/places (the prototype's stand-in for a places search), or KEEP_PLACE. */
  placeId: string;
  salaryMin: string;
  salaryMax: string;
  salaryCompensationId: string;
  /** The last day applications are taken, as the date input holds it (YYYY-MM-DD); empty: open until filled. */
  expireDate: string;
  /** Draft or PendingReview: set by the submit button that was pressed. */
  status: number;
} & Record<BenefitFlag, boolean>;

/** The place an edited job already has when it is not one of the listed places: kept as it is. */
export const KEEP_PLACE = 'keep';

export interface JobLocation {
  city: string;
  state: string | null;
  country: string;
  lat: number;
  lng: number;
}

/** What the values are converted with: the company the job is for, and an edited job's own place. */
export interface JobFormContext {
  companyId: number;
  keep?: JobLocation | undefined;
}

/** The benefit flags of a job or of the form's values (and only those). */
export const benefitsOf = (flags: Record<BenefitFlag, boolean>) =>
  Object.fromEntries(BENEFIT_FLAGS.map((flag) => [flag, flags[flag]])) as Record<BenefitFlag, boolean>;

const noBenefits: Record<BenefitFlag, boolean> = {
  isHousingIncluded: false,
  isHousingSubsidized: false,
  isRelocationStipend: false,
  isCommuterBenefits: false,
  isHQPosition: false,
};

/** A new job's values: based where the company is, remote-in-region countries preset to the default set. */
export function emptyJobForm(company: {
  city: string | null;
  state: string | null;
  country: string | null;
}): JobFormValues {
  return {
    title: '',
    description: '',
    jobType: '',
    remoteStatus: '',
    remoteCountries: [...DEFAULT_COUNTRIES],
    jobFieldId: '',
    focusId: '',
    yearsOfExperienceId: '',
    placeId: placeOf(company)?.id ?? '',
    salaryMin: '',
    salaryMax: '',
    salaryCompensationId: '',
    expireDate: '',
    status: JobStatus.PendingReview,
    ...noBenefits,
  };
}

const text = (n: number | null) => (n === null ? '' : String(n));

/** An edited job's values. */
export function jobFormOf(job: EmployerJob): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    jobType: text(job.jobType),
    remoteStatus: text(job.remoteStatus),
    remoteCountries: job.remoteCountries.length ? job.remoteCountries : [...DEFAULT_COUNTRIES],
    jobFieldId: text(job.jobFieldId),
    focusId: text(job.focusId),
    yearsOfExperienceId: text(job.yearsOfExperienceId),
    placeId: placeOf(job)?.id ?? (locationOf(job) ? KEEP_PLACE : ''),
    salaryMin: text(job.salaryMin),
    salaryMax: text(job.salaryMax),
    salaryCompensationId: text(job.salaryCompensationId),
    expireDate: job.expireDate ? job.expireDate.slice(0, 10) : '',
    status: JobStatus.PendingReview,
    ...benefitsOf(job),
  };
}

/** An edited job's own place (kept when it is not one of the listed places); none for a draft without one. */
export const locationOf = ({
  city,
  state,
  country,
  lat,
  lng,
}: {
  [K in keyof JobLocation]: JobLocation[K] | null;
}): JobLocation | undefined =>
  city !== null && country !== null && lat !== null && lng !== null ? { city, state, country, lat, lng } : undefined;

/** '' is no value (null: a draft keeps it so; sending for review asks for the required ones). */
const optionalNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** The values as the API's job input (not yet checked). */
function toJobInput(values: JobFormValues, { companyId, keep }: JobFormContext): Record<keyof JobInput, unknown> {
  const place = places.find((p) => p.id === values.placeId);
  const location: Partial<JobLocation> = place
    ? { city: place.city, state: place.region, country: place.country, lat: place.lat, lng: place.lng }
    : values.placeId === KEEP_PLACE && keep
      ? keep
      : {};
  return {
    companyId,
    status: values.status,
    title: values.title,
    description: values.description,
    jobType: optionalNumber(values.jobType),
    remoteStatus: optionalNumber(values.remoteStatus),
    remoteCountries: values.remoteCountries,
    jobFieldId: optionalNumber(values.jobFieldId),
    focusId: optionalNumber(values.focusId),
    yearsOfExperienceId: optionalNumber(values.yearsOfExperienceId),
    city: location.city ?? null,
    state: location.state ?? null,
    country: location.country ?? null,
    lat: location.lat ?? null,
    lng: location.lng ?? null,
    salaryMin: parseAmount(values.salaryMin),
    salaryMax: parseAmount(values.salaryMax),
    salaryCompensationId: optionalNumber(values.salaryCompensationId),
    expireDate: values.expireDate ? `${values.expireDate}T23:59:59.000Z` : null,
    ...benefitsOf(values),
  };
}

/**
 * A field of the form for a field the API names: one select stands for city, state, country and coordinates, and
 * an item of a list (`remoteCountries.0`) is shown on its list.
 */
const formField = (field: string) => {
  const root = field.split('.')[0] ?? field;
  return ['city', 'state', 'country', 'lat', 'lng'].includes(root) ? 'placeId' : root;
};

/** Field errors (the API's names mapped to the form's) from the schema or from a 400 of the server. */
export function formErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    out[formField(field)] ??= ['lat', 'lng', 'city'].includes(field) ? 'Choose where the job is based' : message;
  }
  return out;
}

/**
 * The form's schema, derived from the API's: the values are converted to a job input and checked with
 * `jobInputSchema` itself (no second copy of its rules); its messages land on the form's fields.
 */
export function jobFormSchema(context: JobFormContext) {
  return z.pipe(
    z.custom<JobFormValues>(),
    z.transform((values: JobFormValues, payload): JobInput => {
      const parsed = jobInputSchema.safeParse(toJobInput(values, context));
      if (parsed.success) return parsed.data;
      for (const [field, message] of Object.entries(formErrors(firstIssues(parsed.error.issues)))) {
        payload.issues.push({ code: 'custom', message, path: [field], input: values });
      }
      return z.NEVER;
    }),
  );
}
