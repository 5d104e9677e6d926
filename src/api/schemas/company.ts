import { z } from 'zod';
import { MembershipStatus } from '../../domain/enums';

const membershipCodes = Object.values(MembershipStatus) as [number, ...number[]];

/** The primary company kept with the logged-in user (SPEC section 3). */
export const primaryCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  website: z.string().nullable(),
});
export type PrimaryCompany = z.infer<typeof primaryCompanySchema>;

export const companySchema = primaryCompanySchema.extend({
  createdDate: z.string(),
  activeJobsCount: z.number().int(),
  pendingReviewJobsCount: z.number().int(),
  rejectedJobsCount: z.number().int(),
  membershipStatus: z.number().int().refine((n) => membershipCodes.includes(n), 'Unknown membership status'),
});
export type Company = z.infer<typeof companySchema>;
