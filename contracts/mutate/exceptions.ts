import { showPath } from './fields';
import type { Kind, MutationSpec } from './generate';

/**
 * Generated mutations that may survive, each with why. A field no screen reads is listed here until it leaves the
 * answer (the survivors' report, contracts/mutation-survivors.md, names the candidates); a pact hole is not: it is
 * fixed in the pact. `field` covers the field and everything in it; no `kind` covers every kind.
 */
export interface MutationException {
  endpoint: string;
  field?: string;
  kind?: Kind;
  /**
   * Why a field the app reads may still be listed: the route answers it null by its rules (a retype or perturb has
   * nothing to change; stale once a mutation under it changes an answer), or the server makes the value up (a random
   * token: no state can fix it).
   */
  because?: 'always null' | 'made up';
  why: string;
}

/** The job card's brand-page path: no screen links a job to its company's brand page yet. */
const BRAND_PATH =
  "no screen reads companyPath (no job links to its company's brand page): a candidate to leave the answer";

export const exceptions: MutationException[] = [
  { endpoint: 'GET Job/search', field: '$.result.items[*].companyPath', why: BRAND_PATH },
  { endpoint: 'GET Job/by-id', field: '$.result.companyPath', why: BRAND_PATH },
  { endpoint: 'GET Job/recommended', field: '$.result.items[*].companyPath', why: BRAND_PATH },
  { endpoint: 'GET Job/my-jobs', field: '$.result.items[*].job.companyPath', why: BRAND_PATH },
  { endpoint: 'POST Quiz/matches', field: '$.result.jobs[*].companyPath', why: BRAND_PATH },
  { endpoint: 'GET admin/Job/company-jobs', field: '$.result.items[*].companyPath', why: BRAND_PATH },
  { endpoint: 'GET admin/Job/review', field: '$.result.items[*].companyPath', why: BRAND_PATH },
  { endpoint: 'PUT admin/Job/:id/status', field: '$.result.companyPath', why: BRAND_PATH },
  {
    endpoint: 'GET admin/Company/all-names',
    kind: 'other-user',
    why: 'every site admin gets the same list of every company',
  },
  {
    endpoint: 'POST admin/Company',
    kind: 'other-user',
    why: 'the answer is the company, whoever creates it: who becomes its admin shows in later calls, which a creation through the provider observes (hand-written: company-creator-not-admin)',
  },
];

const within = (path: string, field: string) =>
  path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`);

/** The listed exception the mutation falls under, if any. */
export function exceptionFor(spec: MutationSpec, list: readonly MutationException[] = exceptions) {
  return list.find(
    (e) =>
      e.endpoint === spec.endpoint &&
      (e.kind === undefined || e.kind === spec.kind) &&
      (e.field === undefined || (spec.path !== undefined && within(showPath(spec.path), e.field))),
  );
}
