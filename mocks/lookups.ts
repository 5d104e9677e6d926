import type { JobOptions } from '../src/api/schemas/job';
import { jobTypeLabels, remoteStatusLabels, remoteStatusOptions, JobType } from '../src/domain/enums/job';
import { COMPENSATION_ID, PAY_PERIODS } from '../src/domain/pay-insights';

/**
 * The fixed lookups of Job/options/get. Job types and remote statuses come from the spec's enumerations;
 * the rest is reference data the spec names but does not list, designed here for the outdoor industry.
 */
export const jobFields = [
  { id: 1, name: 'Guiding & Instruction' },
  { id: 2, name: 'Retail & Sales' },
  { id: 3, name: 'Marketing & Communications' },
  { id: 4, name: 'Product & Design' },
  { id: 5, name: 'Operations & Logistics' },
  { id: 6, name: 'Conservation & Parks' },
  { id: 7, name: 'Hospitality & Lodging' },
  { id: 8, name: 'Engineering & Technology' },
];

export const focuses = [
  { id: 1, name: 'Climbing', jobFieldId: 1 },
  { id: 2, name: 'Paddling', jobFieldId: 1 },
  { id: 3, name: 'Ski & Snowboard', jobFieldId: 1 },
  { id: 4, name: 'Store Management', jobFieldId: 2 },
  { id: 5, name: 'Wholesale', jobFieldId: 2 },
  { id: 6, name: 'Brand & Content', jobFieldId: 3 },
  { id: 7, name: 'Social Media', jobFieldId: 3 },
  { id: 8, name: 'Apparel Design', jobFieldId: 4 },
  { id: 9, name: 'Hardgoods Design', jobFieldId: 4 },
  { id: 10, name: 'Supply Chain', jobFieldId: 5 },
  { id: 11, name: 'Trail Crew', jobFieldId: 6 },
  { id: 12, name: 'Park Ranger', jobFieldId: 6 },
  { id: 13, name: 'Lodge Operations', jobFieldId: 7 },
  { id: 14, name: 'Software', jobFieldId: 8 },
];

/** The pay periods (src/domain/pay-insights.ts): 1 per hour, 2 per day, 3 per week, 4 per month, 5 per year. */
export const salaryCompensations = PAY_PERIODS.map((period) => ({
  id: COMPENSATION_ID[period],
  name: `per ${period}`,
}));

export const yearsOfExperience = [
  { id: 1, name: 'Less than 1 year' },
  { id: 2, name: '1-2 years' },
  { id: 3, name: '3-5 years' },
  { id: 4, name: '6-10 years' },
  { id: 5, name: 'More than 10 years' },
];

export const jobOptions: JobOptions = {
  jobTypes: Object.values(JobType).map((id) => ({ id, name: jobTypeLabels[id] })),
  remoteStatuses: remoteStatusOptions.map((id) => ({ id, name: remoteStatusLabels[id] })),
  salaryCompensations,
  yearsOfExperience,
  focuses,
  jobFields,
};

/** The choices of the company form (Company/options), designed here for the outdoor industry. */
export const companyTypes = [
  { id: 1, name: 'Guide service or outfitter' },
  { id: 2, name: 'Gear or apparel brand' },
  { id: 3, name: 'Outdoor retailer' },
  { id: 4, name: 'Resort, lodge or camp' },
  { id: 5, name: 'Nonprofit or conservation group' },
  { id: 6, name: 'Park or public lands agency' },
  { id: 7, name: 'Media or agency' },
  { id: 8, name: 'Tech company' },
];

export const companySizes = [
  { id: 1, name: '1-10 people' },
  { id: 2, name: '11-50 people' },
  { id: 3, name: '51-200 people' },
  { id: 4, name: '201-1,000 people' },
  { id: 5, name: 'More than 1,000 people' },
];

/** The kind of company that most often hires in a job field (the seed's companies take it from their main field). */
export const companyTypeOfField: Record<number, number> = { 1: 1, 2: 3, 3: 7, 4: 2, 5: 2, 6: 5, 7: 4, 8: 8 };
