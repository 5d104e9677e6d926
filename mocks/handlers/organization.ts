import {
  organizationCompaniesQuerySchema,
  organizationCompaniesSchema,
  organizationQuerySchema,
  organizationSchema,
} from '../../src/api/schemas/organization';
import { clock } from '../clock';
import { db } from '../db';
import { notFound, route } from '../http';
import { companySummaries } from '../queries/companies';

/** A state's organization and its companies (Organization, Organization/companies). Shapes: contracts/reference.md. */

const NO_ORGANIZATION = 'This organization does not exist.';

export const organizationHandlers = [
  route(
    'get',
    'Organization',
    {
      summary: "A state's organization, by the state's two letters in any case",
      spec: 'documented',
      query: organizationQuerySchema,
      response: organizationSchema,
      errors: [404],
    },
    ({ query }) => {
      const wanted = query.abbreviation.toUpperCase();
      const found = db.organizations.findFirst((q) => q.where({ abbreviation: (a) => a.toUpperCase() === wanted }));
      if (!found) throw notFound(NO_ORGANIZATION);
      return { id: found.id, name: found.name, abbreviation: found.abbreviation, state: found.state };
    },
  ),

  route(
    'get',
    'Organization/companies',
    {
      summary: "An organization's companies, or a state's, by name, each with its live jobs",
      spec: 'documented',
      query: organizationCompaniesQuerySchema,
      response: organizationCompaniesSchema,
      errors: [404],
    },
    ({ query }) => {
      const { organizationId, state } = query;
      if (organizationId !== undefined && !db.organizations.findFirst((q) => q.where({ id: organizationId })))
        throw notFound(NO_ORGANIZATION);
      const wanted = state?.toUpperCase();
      const companies = db.companies
        .all()
        .filter((c) =>
          organizationId !== undefined ? c.organizationId === organizationId : c.country === 'US' && c.state === wanted,
        );
      return companySummaries(companies, db.jobs.all(), clock.iso());
    },
  ),
];
