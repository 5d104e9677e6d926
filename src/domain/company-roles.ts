import { Role } from './enums/user';

/**
 * Who may do what with a company (docs/product.md §6). A company's people are its admins and its members: both post,
 * edit and boost the company's jobs; its admins alone change the company's details and images (README, "Demo
 * accounts"). The site's admins change any company and see what every company keeps to itself, and post and correct
 * any company's jobs (but boost none). The one rule of the mock (403) and of the screens (they offer only what is
 * allowed).
 */

export const COMPANY_ROLES = ['admin', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** A company someone belongs to, and as what. */
export interface CompanyMembership {
  companyId: number;
  role: CompanyRole;
}

/** Someone as these rules see them: their site roles, and the companies they belong to now (active memberships). */
export interface CompanyPerson {
  roles: readonly number[];
  memberships: readonly CompanyMembership[];
}

/** Whether someone is one of the site's admins (role Admin): not a company's admin, which is a membership's role. */
export const isSiteAdmin = (person: Pick<CompanyPerson, 'roles'>) => person.roles.includes(Role.Admin);

/** Whether someone is one of the company's own people (its admin or a member): who acts for it, posting, editing and boosting its jobs. */
export const isCompanyPerson = (person: Pick<CompanyPerson, 'memberships'>, companyId: number) =>
  person.memberships.some((m) => m.companyId === companyId);

/** Whether someone is one of the company's admins: who manages its people (members, requests, invitations). */
export const isCompanyAdmin = (person: Pick<CompanyPerson, 'memberships'>, companyId: number) =>
  person.memberships.some((m) => m.companyId === companyId && m.role === 'admin');

/**
 * Whether someone sees and changes who the company's people are (lists them with what waits for its admins, removes
 * one): its admins, and the site's admins, who add and remove the people of any company.
 */
export const mayManagePeopleOf = (person: CompanyPerson, companyId: number): boolean =>
  isSiteAdmin(person) || isCompanyAdmin(person, companyId);

/** Whether someone may change this company's details and images: its admins, and the site's admins. */
export const mayEditCompany = (person: CompanyPerson, companyId: number): boolean =>
  isSiteAdmin(person) || isCompanyAdmin(person, companyId);

/**
 * Whether someone sees what the company keeps to itself (a job's listing score, its jobs before they are live, its
 * dashboard): its people, and the site's admins, who review its jobs.
 */
export const maySeeCompanyPrivate = (person: CompanyPerson, companyId: number): boolean =>
  isSiteAdmin(person) || isCompanyPerson(person, companyId);

/**
 * Whether someone may post a job for this company or correct one of its jobs: its people, and the site's admins, who
 * post on a company's behalf and correct any company's job (docs/job-posting-rules.md).
 */
export const mayWriteJobsOf = (person: CompanyPerson, companyId: number): boolean =>
  isSiteAdmin(person) || isCompanyPerson(person, companyId);

/**
 * Whether someone posts jobs for a company they choose (the site's admin, who is no employer) rather than for their
 * own company (an employer, a site admin who is also one included): create-job asks them which company.
 */
export const postsForChosenCompany = (person: Pick<CompanyPerson, 'roles'>): boolean =>
  isSiteAdmin(person) && !person.roles.includes(Role.Employer);
