import { z } from 'zod/mini';
import { integer } from './common';
import { primaryCompanySchema } from './company';
import { companyDetailSchema } from './company-profile';
import { COMPANY_ROLES } from '../../domain/company-roles';

/**
 * The companies an employer belongs to, for those of several: their list, a switcher's short list, the primary one
 * changed, one company's details as its people see them. Shapes designed here (contracts/reference.md, "Company
 * membership").
 */

const role = z.enum(COMPANY_ROLES);

/** GET admin/Company/get-user-companies: each company as the stored user's primary company, with the user's role. */
export const userCompanySchema = z.extend(primaryCompanySchema, { role, isPrimary: z.boolean() });

/** GET admin/Company/get-basic-user-companies: a company as a switcher names it. */
export const basicUserCompanySchema = z.object({ id: integer, name: z.string(), logo: z.nullable(z.string()) });

/** GET admin/Company/get-user-companies?onlyAdmin: `true` for the companies the user administers only. */
export const userCompaniesQuerySchema = z.object({
  onlyAdmin: z.optional(z.enum(['true', 'false'], 'Give true or false')),
});

/**
 * GET admin/Company/get-company-details: the company as its form and pages show it, with the caller's role there
 * (null for a site admin who is none of its people).
 */
export const companyDetailsForPersonSchema = z.extend(companyDetailSchema, {
  role: z.nullable(role),
  employersCount: integer,
});
