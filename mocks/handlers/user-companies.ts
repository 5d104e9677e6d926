import { z } from 'zod/mini';
import { toCompanyDetail } from './company';
import { primaryCompanySchema } from '../../src/api/schemas/company';
import {
  companyEmployerSchema,
  employerSearchQuerySchema,
  foundEmployerSchema,
  userInCompanyQuerySchema,
} from '../../src/api/schemas/company-people';
import { companyIdParamQuerySchema } from '../../src/api/schemas/company-profile';
import {
  basicUserCompanySchema,
  companyDetailsForPersonSchema,
  userCompaniesQuerySchema,
  userCompanySchema,
} from '../../src/api/schemas/user-companies';
import { byName, EMPLOYER_SEARCH_LIMIT, employerMatches } from '../../src/domain/employer-search';
import { Role } from '../../src/domain/enums/user';
import { sentence } from '../../src/domain/text';
import {
  activeMembershipsOf,
  EMPLOYERS,
  requireCompany,
  requireCompanyPerson,
  requireMaySeePrivate,
  roleIn,
} from '../company-access';
import { addToCompany, employerEntry, membershipOf, peopleOf, requireUser } from '../company-people';
import { db, type UserRecord } from '../db';
import { conflict, route } from '../http';
import { toPrimaryCompany } from '../users';

/**
 * An employer's several companies: their list (all, or those they administer), a switcher's short list, the primary
 * one changed, one company's details as its people see them; and a site admin adding a user to a company. Shapes
 * designed here (contracts/reference.md, "Company membership").
 */

/** The user's companies, by name, each with their role there. */
function companiesOf(user: UserRecord) {
  return activeMembershipsOf(user.id)
    .flatMap((m) => {
      const company = db.companies.findFirst((q) => q.where({ id: m.companyId }));
      return company ? [{ company, role: m.role }] : [];
    })
    .sort((a, b) => a.company.name.localeCompare(b.company.name) || a.company.id - b.company.id);
}

export const userCompanyHandlers = [
  route(
    'get',
    'admin/Company/get-user-companies',
    {
      summary: "The signed-in employer's companies, by name, with their role in each",
      spec: 'documented',
      auth: [Role.Employer],
      query: userCompaniesQuerySchema,
      response: z.array(userCompanySchema),
    },
    ({ query, user }) =>
      companiesOf(user!)
        .filter(({ role }) => query.onlyAdmin !== 'true' || role === 'admin')
        .map(({ company, role }) => ({
          ...toPrimaryCompany(company),
          role,
          isPrimary: company.id === user!.primaryCompanyId,
        })),
  ),

  route(
    'get',
    'admin/Company/get-basic-user-companies',
    {
      summary: "The signed-in employer's companies, by name: id, name and logo",
      spec: 'documented',
      auth: [Role.Employer],
      response: z.array(basicUserCompanySchema),
    },
    ({ user }) => companiesOf(user!).map(({ company: { id, name, logo } }) => ({ id, name, logo })),
  ),

  route(
    'put',
    'admin/Company/change-primary-company',
    {
      summary: "Makes one of the employer's companies their primary one; answers it as the stored user keeps it",
      spec: 'documented',
      auth: [Role.Employer],
      query: companyIdParamQuerySchema,
      response: primaryCompanySchema,
      errors: [404],
    },
    async ({ query, user }) => {
      const company = requireCompanyPerson(user!, query.companyId);
      await db.users.update(
        db.users.findFirst((q) => q.where({ id: user!.id }))!,
        {
          data(u) {
            u.primaryCompanyId = company.id;
          },
        },
      );
      return toPrimaryCompany(company);
    },
  ),

  route(
    'get',
    'admin/Company/get-company-details',
    {
      summary: "A company's details as its people and the site's admins see them, with the caller's role there",
      spec: 'documented',
      auth: EMPLOYERS,
      query: companyIdParamQuerySchema,
      response: companyDetailsForPersonSchema,
      errors: [404],
    },
    ({ query, user }) => {
      const company = requireMaySeePrivate(user!, query.companyId);
      return {
        ...toCompanyDetail(company),
        role: roleIn(user!, company.id),
        employersCount: peopleOf(company.id).employers.length,
      };
    },
  ),

  route(
    'get',
    'admin/Company/find-employers',
    {
      summary: 'Employers whose name or email address holds the search (site admins), to add one to a company',
      spec: 'proposed',
      auth: [Role.Admin],
      query: employerSearchQuerySchema,
      response: z.array(foundEmployerSchema),
    },
    ({ query }) =>
      db.users
        .all()
        .filter((u) => u.roles.includes(Role.Employer))
        .filter(employerMatches(query.term))
        .sort(byName)
        .slice(0, EMPLOYER_SEARCH_LIMIT)
        .map((u) => ({
          userId: u.id,
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          companiesCount: activeMembershipsOf(u.id).length,
        })),
  ),

  route(
    'post',
    'admin/Company/add-user',
    {
      summary: 'Adds an employer to a company (site admins); its admin when it has none',
      spec: 'documented',
      auth: [Role.Admin],
      query: userInCompanyQuerySchema,
      response: companyEmployerSchema,
      errors: [404, 409],
    },
    async ({ query }) => {
      const company = requireCompany(query.companyId);
      const added = requireUser(query.userId);
      const name = `${added.firstName} ${added.lastName}`;
      if (!added.roles.includes(Role.Employer))
        throw conflict(sentence(`${name} is not an employer: only employers belong to companies`));
      if (membershipOf(added.id, company.id))
        throw conflict(sentence(`${name} is already a member of ${company.name}`));
      const hasAdmin = peopleOf(company.id).employers.some((e) => e.role === 'admin');
      await addToCompany(added, company.id, hasAdmin ? 'member' : 'admin');
      return employerEntry(added.id, company.id)!;
    },
  ),
];
