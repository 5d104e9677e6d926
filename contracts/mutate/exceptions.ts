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
   * nothing to change; stale once a mutation under it changes an answer), a list of one item or none by its rules (no
   * order to change; stale likewise), or the server makes the value up (a random token: no state can fix it).
   */
  because?: 'always null' | 'one or none' | 'made up';
  why: string;
}

/** A field the answer always holds as null, so no mutation of its value has one to change. */
const ALWAYS_NULL = (what: string) => `always null in this answer (${what}): no value to retype or perturb`;
const NO_POINT = ALWAYS_NULL('no point to measure the distance from: only a search point or a candidate has one');

export const exceptions: MutationException[] = [
  { endpoint: 'GET Job/by-id', field: '$.result.distanceMiles', because: 'always null', why: NO_POINT },
  {
    endpoint: 'GET Company/by-path',
    field: '$.result.jobs[*].distanceMiles',
    because: 'always null',
    why: NO_POINT,
  },
  { endpoint: 'GET Job/my-jobs', field: '$.result.items[*].job.distanceMiles', because: 'always null', why: NO_POINT },
  {
    endpoint: 'GET admin/Job/company-jobs',
    field: '$.result.items[*].distanceMiles',
    because: 'always null',
    why: NO_POINT,
  },
  { endpoint: 'GET admin/Job/review', field: '$.result.items[*].distanceMiles', because: 'always null', why: NO_POINT },
  { endpoint: 'PUT admin/Job/:id/status', field: '$.result.distanceMiles', because: 'always null', why: NO_POINT },
  {
    endpoint: 'PUT admin/Job/:id/status',
    field: '$.result.roleFilled',
    because: 'always null',
    why: ALWAYS_NULL('only a closed job has its role filled, and no decision is taken on a closed job'),
  },
  {
    endpoint: 'POST Job/watch',
    field: '$.result.appliedDate',
    because: 'always null',
    why: ALWAYS_NULL('a saved job is not applied to; a job applied to is 409'),
  },
  {
    endpoint: 'POST admin/Job',
    field: '$.result.publishedDate',
    because: 'always null',
    why: ALWAYS_NULL('a new job is a draft or waits for review: never yet published'),
  },
  {
    endpoint: 'POST admin/Job',
    field: '$.result.rejectReason',
    because: 'always null',
    why: ALWAYS_NULL('a new job has not been reviewed'),
  },
  {
    endpoint: 'POST admin/Job',
    field: '$.result.id',
    kind: 'perturb',
    because: 'made up',
    why: "the server picks a new job's id: no state fixes it (the app reads it to open the job)",
  },
  {
    endpoint: 'GET Job/pay-insights',
    kind: 'other-user',
    why: 'the figures are of the live jobs, the same for everyone: a token is only checked (a bad one is 401)',
  },
  // Every site admin reviews every company's jobs: another admin gets the very same answer.
  { endpoint: 'GET admin/Job/review', kind: 'other-user', why: 'every site admin sees the same review queue' },
  { endpoint: 'GET admin/Job/order-counts', kind: 'other-user', why: 'every site admin counts every job' },
  {
    endpoint: 'GET cms/items/legal_pages',
    field: '$.data',
    kind: 'reorder',
    because: 'one or none',
    why: 'a list of one or none by its rule (one published text per page): no order to change',
  },
  {
    endpoint: 'PUT admin/Job/:id/status',
    kind: 'other-user',
    why: 'every site admin may decide on any job, and the answer does not say who decided',
  },
  { endpoint: 'GET admin/Feedback', kind: 'other-user', why: 'every site admin reads the same feedback' },
  { endpoint: 'GET Job/invitations', field: '$.result[*].job.distanceMiles', because: 'always null', why: NO_POINT },
  {
    endpoint: 'PUT admin/Job/:id/close',
    field: '$.result.rejectReason',
    because: 'always null',
    why: ALWAYS_NULL('only an active job is closed, and an active job has no rejection reason'),
  },
  { endpoint: 'GET admin/Company/get-all', kind: 'other-user', why: 'every site admin sees every company' },
  { endpoint: 'GET admin/Company/find-employers', kind: 'other-user', why: 'every site admin finds every employer' },
  {
    endpoint: 'GET admin/Company/grouped-counts',
    kind: 'other-user',
    why: 'every site admin counts every company',
  },
  {
    endpoint: 'PUT admin/Feedback/:id/read',
    kind: 'other-user',
    why: 'every site admin may mark any feedback read, and the answer does not say who read it',
  },
  {
    endpoint: 'GET admin/Company/all-names',
    kind: 'other-user',
    why: 'every site admin gets the same list of every company',
  },
  {
    endpoint: 'POST admin/Company/add-user',
    kind: 'other-user',
    why: 'every site admin may add any employer to any company, and the answer does not say who added them',
  },
  {
    endpoint: 'POST admin/Company',
    kind: 'other-user',
    why: 'the answer is the company, whoever creates it: who becomes its admin shows in later calls, which a creation through the provider observes (hand-written: company-creator-not-admin)',
  },
  {
    endpoint: 'DELETE Profile/resume',
    field: '$.result.resumeUrl',
    because: 'always null',
    why: ALWAYS_NULL('a removal leaves the profile without a resume'),
  },
  {
    endpoint: 'POST Auth/confirm-email',
    field: '$.result.pendingJoinRequest',
    because: 'always null',
    why: ALWAYS_NULL('an address is confirmed before its user can sign in, so before any request to join a company'),
  },
  {
    endpoint: 'POST Account/confirm-email-change',
    field: '$.result.pendingEmail',
    because: 'always null',
    why: ALWAYS_NULL('once confirmed, no change of address waits'),
  },
  ...['$.result.logo', '$.result.coverImage'].map((field) => ({
    endpoint: 'POST admin/Company',
    field,
    because: 'always null' as const,
    why: ALWAYS_NULL('a company is created without images: they are uploaded after'),
  })),
  ...['$.result.payment.cardLast4', '$.result.payment.failureReason'].map((field) => ({
    endpoint: 'POST admin/Boost',
    field,
    because: 'always null' as const,
    why: ALWAYS_NULL('a booking is not paid yet: no card, no failure'),
  })),
  ...['POST Auth/login', 'POST Auth/confirm-email'].map((endpoint) => ({
    endpoint,
    field: '$.result.accessToken',
    kind: 'perturb' as const,
    because: 'made up' as const,
    why: 'a session token is random: no state fixes it (the app only keeps and sends it)',
  })),
  {
    endpoint: 'POST Auth/register',
    field: '$.result.registrationId',
    kind: 'perturb',
    because: 'made up',
    why: "the server picks a registration's id: no state fixes it",
  },
  {
    endpoint: 'POST cms/auth/authenticate',
    field: '$.data.accessToken',
    kind: 'perturb',
    because: 'made up',
    why: "the content service's token is random: no state fixes it",
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
