import {
  activeCompaniesSchema,
  brandPageSchema,
  companyDetailSchema,
  companyIdParamQuerySchema,
  companyIdQuerySchema,
  companyOptionsSchema,
  companyPathQuerySchema,
  companySuggestionsSchema,
  imageUrlSchema,
  suggestionQuerySchema,
  type CompanyDetail,
} from '../../src/api/schemas/company-profile';
import { companyNameKey } from '../../src/domain/company-name';
import { headOf, imageProblem, imageTypeOf, type ImageKind } from '../../src/domain/uploads';
import { sponsoredJobIds } from '../boosts';
import { clock } from '../clock';
import { companiesById } from '../companies';
import { EMPLOYERS, requireCompany, requireCompanyByPath, requireMayEdit } from '../company-access';
import { db, type CompanyRecord, type StoredCompany } from '../db';
import { route } from '../http';
import { companySizes, companyTypes } from '../lookups';
import { activeCompanies } from '../queries/companies';
import { companyJobCards } from '../queries/jobs';
import { dataUrlOf, filePart, fileRefused } from '../uploads';

/**
 * Companies (Company/*): the form's choices, one company, name suggestions, and the image uploads. Creating, updating
 * and asking to join one (admin/Company/*): ./admin-company.ts. Shapes designed here (contracts/reference.md).
 */

/** A company as Company/by-id and the admin calls that write one give it. */
export function toCompanyDetail(c: CompanyRecord): CompanyDetail {
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
    file: 'The logo: PNG, JPEG, WebP or SVG, up to 500 kB, its type told by its content (its first bytes), not its name',
  },
} as const;
const coverUpload = {
  summary: "Uploads a company's cover image (its admins only): the image's address",
  spec: 'documented',
  files: {
    file: 'The cover image: PNG, JPEG or WebP, up to 2 MB, its type told by its content (its first bytes), not its name',
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

  route(
    'get',
    'Company/by-path',
    {
      summary: "A company's brand page by its path: the company and its live jobs, newest first",
      spec: 'documented',
      query: companyPathQuerySchema,
      response: brandPageSchema,
      errors: [404],
    },
    ({ query }) => {
      const company = requireCompanyByPath(query.path);
      const jobs = companyJobCards(db.jobs.all(), company, clock.now(), sponsoredJobIds(clock.iso()));
      return { ...toCompanyDetail(company), jobs };
    },
  ),

  route(
    'get',
    'Company/get-active-companies',
    {
      summary: 'The companies hiring now, the most live jobs first, with how many hire and their live jobs in all',
      spec: 'documented',
      response: activeCompaniesSchema,
    },
    () => activeCompanies(db.jobs.all(), companiesById(), clock.iso()),
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
];
