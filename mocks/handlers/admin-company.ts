import { companyNamesSchema, primaryCompanyOrNullSchema } from '../../src/api/schemas/company';
import {
  companyDetailSchema,
  companyIdParamQuerySchema,
  companyInputSchema,
  joinRequestOrNullSchema,
  joinRequestSchema,
  type CompanyInput,
} from '../../src/api/schemas/company-profile';
import { noResultSchema } from '../../src/api/schemas/job-candidate';
import { sameCompanyName } from '../../src/domain/company-name';
import { Role } from '../../src/domain/enums/user';
import { sentence, slug } from '../../src/domain/text';
import { clock } from '../clock';
import { EMPLOYERS, findCompany, isPersonOf, NO_COMPANY, requireCompany, requireMayEdit } from '../company-access';
import { db, nextId } from '../db';
import { badRequest, conflict, idPath, notFound, route } from '../http';
import { companySizes, companyTypes } from '../lookups';
import { toCompanyDetail } from './company';
import { toPrimaryCompany } from '../users';

/**
 * The employer's side of companies (admin/Company/*): their primary company, every company's name for the review
 * queue, and creating, updating and asking to join one. Shapes designed here (contracts/reference.md).
 */

/** 409 when another company already has this name (spacing, case and end punctuation aside): join it, not add it twice. */
function checkUnique(name: string, except?: number) {
  const taken = db.companies.all().find((c) => c.id !== except && sameCompanyName(c.name, name));
  if (taken) throw conflict(`${taken.name} is already on Basecamp: ask to join it instead.`);
}

/** The choices must be ones Company/options offers. */
function checkChoices(company: CompanyInput) {
  const errors: Record<string, string[]> = {};
  if (!companyTypes.some((t) => t.id === company.typeId)) errors.typeId = ['Choose what kind of company it is'];
  if (!companySizes.some((s) => s.id === company.sizeId)) errors.sizeId = ['Choose how big the company is'];
  if (Object.keys(errors).length) throw badRequest('Some fields are not valid.', errors);
}

/** A path no other company has (a number is added to a taken one). */
function freePath(name: string, except?: number): string {
  const base = slug(name) || 'company';
  const taken = new Set(
    db.companies
      .all()
      .filter((c) => c.id !== except)
      .map((c) => c.path),
  );
  let path = base;
  for (let n = 2; taken.has(path); n++) path = `${base}-${n}`;
  return path;
}

const written = (company: CompanyInput) => ({
  name: company.name,
  website: company.website || null,
  description: company.description ?? '',
  city: company.city,
  state: company.state || null,
  country: company.country,
  typeId: company.typeId,
  sizeId: company.sizeId,
});

const companyPath = idPath(NO_COMPANY);

/**
 * The user's latest request to join a company (kind join: a member's request to become an admin is none), as
 * send-join-request answers it and as the company's admins left it; null when they have none. Latest: the last made,
 * by date and then id.
 */
function latestJoinRequest(userId: number) {
  const [latest] = db.joinRequests
    .findMany((q) => q.where({ userId, kind: 'join' }))
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);
  const company = latest && findCompany(latest.companyId);
  if (!latest || !company) return null;
  return { id: latest.id, companyId: company.id, companyName: company.name, status: latest.status };
}

export const adminCompanyHandlers = [
  /** The signed-in employer's primary company; null while a join request is still pending. */
  route(
    'get',
    'admin/Company/get-primary',
    {
      summary: "The signed-in employer's primary company",
      spec: 'documented',
      auth: EMPLOYERS,
      response: primaryCompanyOrNullSchema,
    },
    ({ user }) => {
      const company = findCompany(user!.primaryCompanyId);
      return company ? toPrimaryCompany(company) : null;
    },
  ),

  /** Every company's id and name, by name (role Admin: the review queue's company filter). */
  route(
    'get',
    'admin/Company/all-names',
    {
      summary: "Every company's id and name, by name",
      spec: 'documented',
      auth: [Role.Admin],
      response: companyNamesSchema,
    },
    () =>
      db.companies
        .all()
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
  ),

  route(
    'post',
    'admin/Company',
    {
      summary: 'Creates a company; its creator becomes its admin',
      spec: 'documented',
      auth: EMPLOYERS,
      body: companyInputSchema,
      response: companyDetailSchema,
      errors: [409],
    },
    async ({ body, user }) => {
      checkChoices(body);
      checkUnique(body.name);
      const now = clock.iso();
      const id = nextId(db.companies);
      const company = await db.companies.create({
        id,
        ...written(body),
        path: freePath(body.name),
        logo: null,
        coverImage: null,
        createdDate: now,
        activeJobsCount: 0,
        pendingReviewJobsCount: 0,
        rejectedJobsCount: 0,
        membershipStatus: 1,
        organizationId: null,
      });
      // The employer who creates it is its admin, and it becomes their primary company.
      if (user!.roles.includes(Role.Employer)) {
        await db.memberships.create({
          id: nextId(db.memberships),
          userId: user!.id,
          companyId: id,
          isAdmin: true,
          active: true,
          joinedDate: now,
        });
        await db.users.update(
          db.users.findFirst((q) => q.where({ id: user!.id }))!,
          {
            data(u) {
              u.primaryCompanyId = id;
              u.lastJoinedCompanyId = id;
            },
          },
        );
      }
      return toCompanyDetail(company);
    },
  ),

  route(
    'put',
    'admin/Company/:id',
    {
      summary: "Rewrites a company's details (its admins only)",
      spec: 'documented',
      auth: EMPLOYERS,
      body: companyInputSchema,
      ...companyPath,
      response: companyDetailSchema,
      errors: [409],
    },
    async ({ body, params, user }) => {
      const company = requireMayEdit(user!, params.id);
      checkChoices(body);
      checkUnique(body.name, company.id);
      const fields = written(body);
      const path = sameCompanyName(company.name, body.name) ? company.path : freePath(body.name, company.id);
      const updated = await db.companies.update(company, {
        data(c) {
          Object.assign(c, fields);
          c.path = path;
        },
      });
      return toCompanyDetail(updated ?? company);
    },
  ),

  route(
    'post',
    'admin/Company/send-join-request',
    {
      summary: "Asks a company's admins to let the employer in",
      spec: 'documented',
      auth: [Role.Employer],
      query: companyIdParamQuerySchema,
      response: joinRequestSchema,
      errors: [404, 409],
    },
    async ({ query, user }) => {
      const { companyId } = query;
      const company = requireCompany(companyId);
      if (isPersonOf(user!, companyId)) throw conflict(`You are already a member of ${company.name}.`);
      if (db.joinRequests.findFirst((q) => q.where({ userId: user!.id, companyId, status: 'pending' }))) {
        throw conflict(`You have already asked to join ${company.name}: its admins will answer soon.`);
      }
      const created = await db.joinRequests.create({
        id: nextId(db.joinRequests),
        userId: user!.id,
        companyId,
        kind: 'join',
        status: 'pending',
        createdDate: clock.iso(),
      });
      return { id: created.id, companyId, companyName: company.name, status: created.status };
    },
  ),

  /** The employer's latest request to join a company, and how its admins answered it (the requester's side). */
  route(
    'get',
    'admin/Company/join-request',
    {
      summary: "The employer's latest request to join a company, pending or answered",
      spec: 'proposed',
      auth: [Role.Employer],
      response: joinRequestOrNullSchema,
    },
    ({ user }) => latestJoinRequest(user!.id),
  ),

  route(
    'delete',
    'admin/Company/join-request',
    {
      summary: 'Withdraws the employer’s request to join a company, while it waits',
      spec: 'proposed',
      auth: [Role.Employer],
      query: companyIdParamQuerySchema,
      response: noResultSchema,
      errors: [404],
    },
    ({ query, user }) => {
      const company = requireCompany(query.companyId);
      const waiting = db.joinRequests.findFirst((q) =>
        q.where({ userId: user!.id, companyId: company.id, status: 'pending' }),
      );
      if (!waiting) throw notFound(sentence(`You have no request waiting to join ${company.name}`));
      db.joinRequests.delete(waiting);
      return null;
    },
  ),
];
