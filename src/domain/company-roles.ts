import { Role } from './enums/user';

/**
 * Who may do what with a company. A company's people are its admins and its members: both post, edit and boost the
 * company's jobs; its admins alone change the company's details and images (README, "Demo accounts"). The site's
 * admins may change any company. The one rule of the mock (403) and of the screens (they offer only what is allowed).
 */

export const COMPANY_ROLES = ['admin', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** A company someone belongs to, and as what. */
export interface CompanyMembership {
  companyId: number;
  role: CompanyRole;
}

/** Whether someone is one of the company's own people (its admin or a member): what a company keeps to itself, like a job's listing score, is theirs to see. */
export const isCompanyPerson = (person: { memberships: readonly CompanyMembership[] }, companyId: number) =>
  person.memberships.some((m) => m.companyId === companyId);

/** Whether someone (their site roles and their companies) may change this company's details and images. */
export function mayEditCompany(
  person: { roles: readonly number[]; memberships: readonly CompanyMembership[] },
  companyId: number,
): boolean {
  return (
    person.roles.includes(Role.Admin) || person.memberships.some((m) => m.companyId === companyId && m.role === 'admin')
  );
}
