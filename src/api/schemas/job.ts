import { z } from 'zod/mini';
import { integer } from './common';

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
