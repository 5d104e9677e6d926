import type { Mutation } from './mutation';

/** Regressions of the company calls, and guards forgotten on routes of every area (contracts/mutations.ts). */
const H = 'mocks/handlers/';

export const companyMutations: Mutation[] = [
  // ---- company ---------------------------------------------------------------------------------------
  {
    id: 'suggestions-alphabetical',
    file: `${H}company.ts`,
    find: '        .sort((a, b) => rank(a.key) - rank(b.key) || a.c.name.localeCompare(b.c.name))',
    replace: '        .sort((a, b) => a.c.name.localeCompare(b.c.name))',
    what: 'Company/get-suggestions: alphabetical, the very name not first',
  },
  {
    id: 'suggestions-envelope',
    file: `${H}company.ts`,
    find: '          activeJobsCount: c.activeJobsCount,',
    replace: '          jobsCount: c.activeJobsCount,',
    what: 'Company/get-suggestions: activeJobsCount renamed jobsCount',
  },
  {
    id: 'upload-member-allowed',
    file: 'mocks/company-access.ts',
    find: '  if (!mayEditCompany(personOf(user, companyId), companyId)) throw forbidden(ONLY_ADMINS);',
    replace: '',
    what: "a company's members (not only its admins) may upload its logo and edit it",
  },
  {
    id: 'company-duplicate-allowed',
    file: `${H}admin-company.ts`,
    find: '      checkUnique(body.name);',
    replace: '',
    what: 'admin/Company accepts a name another company has',
  },
  {
    id: 'company-active-jobs-zero',
    file: `${H}company.ts`,
    find: '    sizeId: c.sizeId,\n    activeJobsCount: c.activeJobsCount,',
    replace: '    sizeId: c.sizeId,\n    activeJobsCount: 0,',
    what: 'Company/by-id: activeJobsCount always 0',
  },
  {
    id: 'join-request-status',
    file: `${H}admin-company.ts`,
    find: '      return { id: created.id, companyId, companyName: company.name, status: created.status };',
    replace: "      return { id: created.id, companyId, companyName: company.name, status: 'requested' as 'pending' };",
    what: "admin/Company/send-join-request: status 'requested', not 'pending'",
  },
  {
    id: 'company-path-stale',
    file: `${H}admin-company.ts`,
    find: '      const path = sameCompanyName(company.name, body.name) ? company.path : freePath(body.name, company.id);',
    replace: '      const path = company.path;',
    what: "PUT admin/Company/{id}: a renamed company keeps its old path (its page's address)",
  },
  // Effects a later call observes (the states that make the call through the provider, then a follow-up).
  {
    id: 'company-creator-not-admin',
    file: `${H}admin-company.ts`,
    find: '          isAdmin: true,',
    replace: '          isAdmin: false,',
    what: 'POST admin/Company: its creator becomes a member, not its admin',
  },
  {
    id: 'company-creator-not-primary',
    file: `${H}admin-company.ts`,
    find: '              u.primaryCompanyId = id;',
    replace: '',
    what: "POST admin/Company: the new company does not become its creator's primary company",
  },
  {
    id: 'upload-logo-not-kept',
    file: `${H}company.ts`,
    find: "      await setImage(company, 'logo', url);",
    replace: '',
    what: 'Company/upload-logo answers the address but the company keeps its old logo',
  },
  {
    id: 'upload-cover-not-kept',
    file: `${H}company.ts`,
    find: "      await setImage(company, 'coverImage', url);",
    replace: '',
    what: 'Company/upload-cover-image answers the address but the company keeps its old cover',
  },
  // ---- a route's guard forgotten (auth: 'optional' lets a request without a token through) --------------
  {
    id: 'all-names-no-auth',
    file: `${H}admin-company.ts`,
    find: '      auth: [Role.Admin],',
    replace: "      auth: 'optional',",
    what: 'admin/Company/all-names answers without a token',
  },
  {
    id: 'review-no-auth',
    file: `${H}job-review.ts`,
    find: "      summary: 'The review queue: jobs in one status, oldest first',\n      spec: 'proposed',\n      auth: [Role.Admin],",
    replace:
      "      summary: 'The review queue: jobs in one status, oldest first',\n      spec: 'proposed',\n      auth: 'optional',",
    what: 'admin/Job/review answers without a token',
  },
  {
    id: 'company-jobs-no-auth',
    file: `${H}employer-job.ts`,
    find: "      summary: \"The employer dashboard: a company's jobs by status filter, with the counts\",\n      spec: 'proposed',\n      auth: EMPLOYERS,",
    replace:
      "      summary: \"The employer dashboard: a company's jobs by status filter, with the counts\",\n      spec: 'proposed',\n      auth: 'optional',",
    what: 'admin/Job/company-jobs without a guard',
  },
  {
    id: 'upload-logo-no-auth',
    file: `${H}company.ts`,
    find: '    { ...logoUpload, auth: EMPLOYERS, query: companyIdParamQuerySchema, response: imageUrlSchema, errors: [404] },',
    replace:
      "    { ...logoUpload, auth: 'optional', query: companyIdParamQuerySchema, response: imageUrlSchema, errors: [404] },",
    what: 'Company/upload-logo without a guard',
  },
  {
    id: 'boost-get-no-auth',
    file: `${H}boost.ts`,
    find: "      summary: 'A purchase: the boost, its payment and its job',\n      spec: 'proposed',\n      auth: EMPLOYERS,",
    replace:
      "      summary: 'A purchase: the boost, its payment and its job',\n      spec: 'proposed',\n      auth: 'optional',",
    what: 'GET admin/Boost/{id} without a guard',
  },
  {
    id: 'my-jobs-no-auth',
    file: `${H}my-jobs.ts`,
    find: "      summary: \"The candidate's saved or applied jobs, newest first\",\n      spec: 'proposed',\n      auth: [Role.User],",
    replace:
      "      summary: \"The candidate's saved or applied jobs, newest first\",\n      spec: 'proposed',\n      auth: 'optional',",
    what: 'Job/my-jobs without a guard',
  },
  {
    id: 'tooltips-no-auth',
    file: `${H}content.ts`,
    find: '      auth: true,\n      query: tooltipsQuerySchema,',
    replace: '      query: tooltipsQuerySchema,',
    what: "items/tooltips answers without the content service's token",
  },
  {
    id: 'legal-page-drafts',
    file: `${H}content.ts`,
    find: "q.where({ collection: 'legal_pages', status: 'published' })",
    replace: "q.where({ collection: 'legal_pages' })",
    what: 'items/legal_pages answers drafts beside the published text',
  },
  {
    id: 'legal-page-any-slug',
    file: `${H}content.ts`,
    find: '.filter((page) => page.slug === query.slug)',
    replace: '',
    what: 'items/legal_pages answers every legal page, whatever the slug asked for',
  },
  {
    id: 'withdraw-join-keeps-request',
    file: `${H}admin-company.ts`,
    find: '      db.joinRequests.delete(waiting);',
    replace: '',
    what: 'DELETE admin/Company/join-request answers 200 but the request still waits',
  },
  {
    id: 'withdraw-join-anyones',
    file: `${H}admin-company.ts`,
    find: "        q.where({ userId: user!.id, companyId: company.id, status: 'pending' }),",
    replace: "        q.where({ companyId: company.id, status: 'pending' }),",
    what: "DELETE admin/Company/join-request withdraws another employer's request",
  },
  {
    id: 'brand-path-case-sensitive',
    file: 'mocks/company-access.ts',
    find: '(p) => p.toLowerCase() === wanted',
    replace: '(p) => p === path',
    what: 'Company/by-path finds a company only by its path in the case it was stored',
  },
  {
    id: 'brand-path-prefix',
    file: 'mocks/company-access.ts',
    find: '(p) => p.toLowerCase() === wanted',
    replace: '(p) => wanted.startsWith(p.toLowerCase())',
    what: 'Company/by-path finds a company by the start of the path asked for',
  },
  {
    id: 'brand-jobs-any-company',
    file: 'mocks/queries/jobs.ts',
    find: 'job.companyId === company.id && isListed(job, nowIso)',
    replace: 'isListed(job, nowIso)',
    what: "Company/by-path lists other companies' live jobs on a company's page",
  },
  {
    id: 'brand-jobs-not-live',
    file: 'mocks/queries/jobs.ts',
    find: 'job.companyId === company.id && isListed(job, nowIso)',
    replace: 'job.companyId === company.id && isPosted(job)',
    what: "Company/by-path lists a company's jobs that are not live",
  },
  {
    id: 'brand-jobs-oldest-first',
    file: 'mocks/queries/jobs.ts',
    find: 'pageOf(jobs, listed, jobComparator(), 1, BRAND_PAGE_JOBS_MAX)',
    replace: "pageOf(jobs, listed, jobComparator('createdDate', 'asc'), 1, BRAND_PAGE_JOBS_MAX)",
    what: "Company/by-path lists a company's jobs oldest first",
  },
];
