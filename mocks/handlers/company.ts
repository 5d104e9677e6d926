import {
  companyDetailSchema,
  companyIdQuerySchema,
  companyInputSchema,
  companyOptionsSchema,
  companySuggestionsSchema,
  imageUrlSchema,
  joinRequestSchema,
  companyIdParamQuerySchema,
  suggestionQuerySchema,
  type CompanyDetail,
  type CompanyInput,
} from '../../src/api/schemas/company-profile';
import { companyNameKey, sameCompanyName } from '../../src/domain/company-name';
import { Role } from '../../src/domain/enums/user';
import { headOf, imageProblem, imageTypeOf, type ImageKind } from '../../src/domain/uploads';
import { clock } from '../clock';
import { slug } from '../companies';
import { EMPLOYERS, isPersonOf, NO_COMPANY, requireCompany, requireMayEdit } from '../company-access';
import { db, nextId, type CompanyRecord, type StoredCompany } from '../db';
import { badRequest, conflict, idPath, route } from '../http';
import { companySizes, companyTypes } from '../lookups';
import { dataUrlOf, filePart, fileRefused } from '../uploads';

/**
 * Companies: the form's choices, one company, name suggestions, image uploads (Company/*), and creating, updating
 * and asking to join one (admin/Company/*). Shapes designed here (contracts/README.md).
 */

function toCompanyDetail(c: CompanyRecord): CompanyDetail {
  return {
    id: c.id,
    name: c.name,
    path: c.path,
    logo: c.logo,
    coverImage: c.coverImage,
    description: c.description,
    website: c.website,
    city: c.city,
    state: c.state,
    country: c.country,
    typeId: c.typeId,
    sizeId: c.sizeId,
    activeJobsCount: c.activeJobsCount,
    createdDate: c.createdDate,
  };
}

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
 * An image upload: the form data's `file`, checked by its content (the rule of src/domain/uploads.ts, as the form
 * checks it); its address is a data URL of the type its content shows (nothing leaves the page).
 */
async function readUpload(request: Request, kind: ImageKind) {
  const file = await filePart(request, 'Choose an image.');
  const head = await headOf(file);
  const problem = imageProblem(file, kind, head);
  if (problem) throw fileRefused(problem);
  return dataUrlOf(file, imageTypeOf(head)!);
}

const logoUpload = {
  summary: "Uploads a company's logo (its admins only): the image's address",
  spec: 'documented',
  files: {
    file: 'The logo: PNG, JPEG, WebP or SVG, up to 500 kB, its type told by its content (src/domain/uploads.ts)',
  },
} as const;
const coverUpload = {
  summary: "Uploads a company's cover image (its admins only): the image's address",
  spec: 'documented',
  files: {
    file: 'The cover image: PNG, JPEG or WebP, up to 2 MB, its type told by its content (src/domain/uploads.ts)',
  },
} as const;

async function setImage(company: StoredCompany, field: 'logo' | 'coverImage', url: string) {
  await db.companies.update(company, {
    data(c) {
      c[field] = url;
    },
  });
}

export const companyHandlers = [
  route(
    'get',
    'Company/options',
    {
      summary: 'The choices of the company form: kinds and sizes of company',
      spec: 'documented',
      response: companyOptionsSchema,
    },
    () => ({ types: companyTypes, sizes: companySizes }),
  ),

  route(
    'get',
    'Company/by-id',
    {
      summary: 'A company as its pages show it',
      spec: 'documented',
      query: companyIdQuerySchema,
      response: companyDetailSchema,
      errors: [404],
    },
    ({ query }) => toCompanyDetail(requireCompany(query.id)),
  ),

  // Names compared as the uniqueness rule compares them: the company of the very name typed comes first, then names
  // that start with it, then names holding it.
  route(
    'get',
    'Company/get-suggestions',
    {
      summary: 'Up to 5 companies whose name holds the term',
      spec: 'documented',
      query: suggestionQuerySchema,
      response: companySuggestionsSchema,
    },
    ({ query }) => {
      const term = companyNameKey(query.term);
      if (!term) return [];
      const rank = (name: string) => (name === term ? 0 : name.startsWith(term) ? 1 : 2);
      return db.companies
        .all()
        .map((c) => ({ c, key: companyNameKey(c.name) }))
        .filter(({ key }) => key.includes(term))
        .sort((a, b) => rank(a.key) - rank(b.key) || a.c.name.localeCompare(b.c.name))
        .slice(0, 5)
        .map(({ c }) => ({
          id: c.id,
          name: c.name,
          logo: c.logo,
          city: c.city,
          state: c.state,
          country: c.country,
          activeJobsCount: c.activeJobsCount,
        }));
    },
  ),

  route(
    'post',
    'Company/upload-logo',
    { ...logoUpload, auth: EMPLOYERS, query: companyIdParamQuerySchema, response: imageUrlSchema, errors: [404] },
    async ({ query, request, user }) => {
      const company = requireMayEdit(user!, query.companyId);
      const url = await readUpload(request, 'logo');
      await setImage(company, 'logo', url);
      return url;
    },
  ),

  route(
    'post',
    'Company/upload-cover-image',
    { ...coverUpload, auth: EMPLOYERS, query: companyIdParamQuerySchema, response: imageUrlSchema, errors: [404] },
    async ({ query, request, user }) => {
      const company = requireMayEdit(user!, query.companyId);
      const url = await readUpload(request, 'cover');
      await setImage(company, 'coverImage', url);
      return url;
    },
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
];
