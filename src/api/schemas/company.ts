import { z } from 'zod/mini';
import { codeOf, integer } from './common';
import { MembershipStatus } from '../../domain/enums/company';

/** The primary company kept with the logged-in user (docs/product.md §3). */
export const primaryCompanySchema = z.object({
  id: integer,
  name: z.string(),
  logo: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.nullable(z.string()),
  state: z.nullable(z.string()),
  website: z.nullable(z.string()),
});
export type PrimaryCompany = z.infer<typeof primaryCompanySchema>;

export const companySchema = z.extend(primaryCompanySchema, {
  createdDate: z.string(),
  activeJobsCount: integer,
  pendingReviewJobsCount: integer,
  rejectedJobsCount: integer,
  membershipStatus: codeOf(MembershipStatus, 'Unknown membership status'),
});
export type Company = z.infer<typeof companySchema>;

/** A company as pickers list it (admin/Company/all-names). */
export const companyNameSchema = z.object({ id: integer, name: z.string() });
export type CompanyName = z.infer<typeof companyNameSchema>;
// Marked pure (as pathIdSchema in ./common): the first page of /jobs loads this module, and a build drops what it does not use.
export const companyNamesSchema = /* @__PURE__ */ z.array(companyNameSchema);

/** admin/Company/get-primary: the employer's primary company, null while they have none. */
export const primaryCompanyOrNullSchema = /* @__PURE__ */ z.nullable(primaryCompanySchema);
