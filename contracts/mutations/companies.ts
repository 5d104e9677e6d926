import type { Mutation } from './mutation';

/** Regressions of the company calls, and guards forgotten on routes of every area (contracts/mutations.ts). */
const H = 'mocks/handlers/';

export const companyMutations: Mutation[] = [
  // ---- company ---------------------------------------------------------------------------------------
  {
    id: 'suggestions-alphabetical',
    file: `${H}company.ts`,
    find: '.sort((a, b) => rank(a.key) - rank(b.key) || a.c.name.localeCompare(b.c.name))',
    replace: '.sort((a, b) => a.c.name.localeCompare(b.c.name))',
    what: 'Company/get-suggestions: alphabetical, the very name not first',
  },
  {
    id: 'suggestions-envelope',
    file: `${H}company.ts`,
    find: 'country: c.country, activeJobsCount: c.activeJobsCount }));',
    replace: 'country: c.country, jobsCount: c.activeJobsCount }));',
    what: 'Company/get-suggestions: activeJobsCount renamed jobsCount',
  },
  {
    id: 'upload-member-allowed',
    file: `${H}company.ts`,
    find: "if (!mayEditCompany({ roles: user.roles, memberships: membershipsOf(user.id) }, companyId)) throw forbidden(\"Only the company's admins can change its details.\");",
    replace: '',
    what: "a company's members (not only its admins) may upload its logo and edit it",
  },
  {
    id: 'company-duplicate-allowed',
    file: `${H}company.ts`,
    find: '    checkUnique(body.name);\n',
    replace: '',
    what: 'admin/Company accepts a name another company has',
  },
  {
    id: 'company-active-jobs-zero',
    file: `${H}company.ts`,
    find: '    activeJobsCount: c.activeJobsCount,\n',
    replace: '    activeJobsCount: 0,\n',
    what: 'Company/by-id: activeJobsCount always 0',
  },
  {
    id: 'join-request-status',
    file: `${H}company.ts`,
    find: 'return { id: created.id, companyId, companyName: company.name, status: created.status };',
    replace: "return { id: created.id, companyId, companyName: company.name, status: 'requested' as 'pending' };",
    what: "admin/Company/send-join-request: status 'requested', not 'pending'",
  },
  {
    id: 'company-path-stale',
    file: `${H}company.ts`,
    find: 'const path = sameCompanyName(company.name, body.name) ? company.path : freePath(body.name, company.id);',
    replace: 'const path = company.path;',
    what: "PUT admin/Company/{id}: a renamed company keeps its old path (its page's address)",
  },
  // ---- a route's guard forgotten (auth: 'optional' lets a request without a token through) --------------
  {
    id: 'all-names-no-auth',
    file: `${H}admin-company.ts`,
    find: "auth: [Role.Admin], response: companyNamesSchema",
    replace: "auth: 'optional', response: companyNamesSchema",
    what: 'admin/Company/all-names answers without a token',
  },
  {
    id: 'review-no-auth',
    file: `${H}job-review.ts`,
    find: "auth: [Role.Admin], query: reviewQuerySchema",
    replace: "auth: 'optional', query: reviewQuerySchema",
    what: 'admin/Job/review answers without a token',
  },
  {
    id: 'company-jobs-no-auth',
    file: `${H}employer-job.ts`,
    find: 'auth: EMPLOYERS, query: companyJobsQuerySchema',
    replace: "auth: 'optional', query: companyJobsQuerySchema",
    what: 'admin/Job/company-jobs without a guard',
  },
  {
    id: 'upload-logo-no-auth',
    file: `${H}company.ts`,
    find: '{ ...logoUpload, auth: EMPLOYERS,',
    replace: "{ ...logoUpload, auth: 'optional',",
    what: 'Company/upload-logo without a guard',
  },
  {
    id: 'boost-get-no-auth',
    file: `${H}boost.ts`,
    find: "auth: EMPLOYERS, ...boostPath, response: purchaseSchema }, ({ params, user }) => {",
    replace: "auth: 'optional', ...boostPath, response: purchaseSchema }, ({ params, user }) => {",
    what: 'GET admin/Boost/{id} without a guard',
  },
  {
    id: 'my-jobs-no-auth',
    file: `${H}job.ts`,
    find: 'auth: [Role.User], query: myJobsQuerySchema',
    replace: "auth: 'optional', query: myJobsQuerySchema",
    what: 'Job/my-jobs without a guard',
  },
  {
    id: 'tooltips-no-auth',
    file: `${H}content.ts`,
    find: 'auth: true, query: tooltipsQuerySchema',
    replace: 'query: tooltipsQuerySchema',
    what: "items/tooltips answers without the content service's token",
  },
];
