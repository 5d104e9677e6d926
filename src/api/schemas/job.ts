import { z } from 'zod';

const option = z.object({ id: z.number().int(), name: z.string() });

/** Lookups of Job/options/get (SPEC section 3). */
export const jobOptionsSchema = z.object({
  jobTypes: z.array(option),
  remoteStatuses: z.array(option),
  salaryCompensations: z.array(option),
  yearsOfExperience: z.array(option),
  focuses: z.array(option.extend({ jobFieldId: z.number().int() })),
  jobFields: z.array(option),
});
export type JobOptions = z.infer<typeof jobOptionsSchema>;
