import { getResponse, type RequestHandler } from 'msw';
import { Role } from '../../src/domain/enums/user';
import { buildCompany, buildJob, buildSession, buildUser } from '../builders';
import { recountCompany } from '../companies';
import {
  db,
  nextId,
  type CollectionName,
  type CompanyRecord,
  type Db,
  isPosted,
  type JobRecord,
  type PostedJob,
  type StoredJob,
  type StoredUser,
  type UserRecord,
} from '../db';
import { num, str, type ReceivedParams } from './define';
import { journal, keyField } from './journal';

/**
 * What the areas' states share. A state puts exactly the records it names in place, with the pact's ids, whatever
 * the database held before (replace, not add beside; the journal puts the old ones back at teardown):
 * - a user (by email) is put afresh the first time an interaction's states name it, without the sessions,
 *   applications, profile, memberships, join requests and emailed links the old one had: the states give it its own;
 * - a company (by id) likewise, without its jobs: its jobs are the ones the interaction's states put there;
 * - a job (by id) replaces the job of that id with its boosts and applications (those were another job's).
 */

export const EMPLOYER = { roles: [Role.Employer] };

type RecordOf<N extends CollectionName> = Parameters<Db[N]['create']>[0];
type Row = Record<string, unknown>;
const rows = (name: CollectionName) =>
  db[name] as unknown as { all(): Row[]; delete(r: Row): unknown; create(r: Row): Promise<Row> };

/** Removes the collection's records that match. */
export function removeWhere<N extends CollectionName>(name: N, match: (record: RecordOf<N>) => boolean) {
  for (const record of rows(name)
    .all()
    .filter((r) => match(r as RecordOf<N>)))
    rows(name).delete(record);
}

/** The record in place of any with its key (id, token …): the pact's id, not one beside it. */
export async function put<N extends CollectionName>(name: N, record: RecordOf<N>): Promise<RecordOf<N>> {
  const field = keyField(name);
  const key = (record as Row)[field];
  removeWhere(name, (r) => (r as Row)[field] === key);
  return (await rows(name).create(record as Row)) as RecordOf<N>;
}

/** Removes what hangs on a user: sessions, applications, profile, memberships, join requests and emailed links. */
function removeUserRecords(userId: number) {
  const mine = (r: { userId: number }) => r.userId === userId;
  for (const name of [
    'sessions',
    'applications',
    'candidateProfiles',
    'memberships',
    'joinRequests',
    'emailTokens',
  ] as const)
    removeWhere(name, mine);
}

/** The user with this email, put afresh (from the builder's defaults and these details) the first time an interaction names it. */
export async function ensureUser(email: string, details: Partial<UserRecord> = {}): Promise<StoredUser> {
  const existing = db.users.findFirst((q) => q.where({ email }));
  if (existing && journal.has(`user:${email}`)) return existing;
  journal.mark(`user:${email}`);
  if (existing) removeUserRecords(existing.id);
  await put('users', buildUser({ id: existing?.id ?? nextId(db.users), email, ...details }));
  return db.users.findFirst((q) => q.where({ email }))!;
}

/** No user has this email (one that has is removed, with what hangs on it). */
export function removeUser(email: string) {
  for (const user of db.users.findMany((q) => q.where({ email }))) {
    removeUserRecords(user.id);
    removeWhere('users', (u) => u.id === user.id);
  }
}

/**
 * The user put afresh under this id (pages and lists know people by it): whoever had the id, or the email, is set
 * aside with what hangs on them. Only the first state of an interaction that names the user may give it.
 */
export async function putUserAt(id: number, email: string, details: Partial<UserRecord> = {}) {
  if (journal.has(`user:${email}`))
    throw new Error(`Give the user id of ${email} before the other states that name them`);
  const holder = db.users.findFirst((q) => q.where({ id }));
  if (holder) removeUser(holder.email);
  removeUser(email);
  journal.mark(`user:${email}`);
  await put('users', buildUser({ id, email, ...details }));
}

/** A valid bearer token of the user. */
export const signIn = (user: UserRecord, token: string) => put('sessions', buildSession({ token, userId: user.id }));

export async function setPrimaryCompany(user: StoredUser, companyId: number) {
  await db.users.update(user, {
    data(u) {
      u.primaryCompanyId = companyId;
    },
  });
}

/** Removes a job with what hangs on it: its boosts (and their payments) and its applications. */
export async function removeJob(job: JobRecord) {
  removeBoost(job.id, 'jobId');
  removeWhere('applications', (a) => a.jobId === job.id);
  removeWhere('jobs', (j) => j.id === job.id);
  await recountCompany(job.companyId);
}

/** Removes boosts (by id, or every boost of a job) and their payments. */
export function removeBoost(value: number, by: 'id' | 'jobId' = 'id') {
  const ids = new Set(
    db.boosts
      .all()
      .filter((b) => b[by] === value)
      .map((b) => b.id),
  );
  removeWhere('payments', (p) => ids.has(p.boostId));
  removeWhere('boosts', (b) => ids.has(b.id));
}

/** The company with this id, put (from the builder's defaults and these details) the first time an interaction names it, without its jobs. */
export async function ensureCompany(id: number, details: Partial<CompanyRecord> = {}) {
  if (!journal.has(`company:${id}`)) {
    journal.mark(`company:${id}`);
    for (const job of db.jobs.findMany((q) => q.where({ companyId: id })))
      if (!journal.has(`job:${job.id}`)) await removeJob(job);
    await put('companies', buildCompany({ id, ...details }));
    await recountCompany(id);
  }
  return db.companies.findFirst((q) => q.where({ id }))!;
}

/**
 * The company the states' jobs belong to, every nullable field of its card filled in: Keystone Paddle Co. for id 2,
 * Keystone Paddle Co. N for any other id N, so that two of them never share a name or a path.
 */
export const jobCompany = (id: number) => {
  const path = id === 2 ? 'keystone-paddle-co' : `keystone-paddle-co-${id}`;
  return ensureCompany(id, {
    name: id === 2 ? 'Keystone Paddle Co.' : `Keystone Paddle Co. ${id}`,
    path,
    description: 'Guided paddling trips on the Susquehanna since 1998.',
    logo: `/logos/${path}.svg`,
    website: 'https://keystone-paddle.example',
  });
};

/**
 * The job of a state's `{jobId}`, `{title}` and `{companyId}`: the builder's active job as contracts/reference.md
 * describes it (mocks/builders/jobs.ts), with these changes.
 */
export const jobOfState = (
  p: ReceivedParams<'{jobId} {title} {companyId}'>,
  changes: Partial<JobRecord> = {},
): JobRecord => buildJob({ id: num(p, 'jobId'), companyId: num(p, 'companyId'), title: str(p, 'title'), ...changes });

/** Puts jobs in place of any with their ids (and their company, when the interaction has not yet), keeping the companies' job counts right. */
export async function addJobs(...jobs: JobRecord[]) {
  for (const job of jobs) {
    await jobCompany(job.companyId);
    const old = db.jobs.findFirst((q) => q.where({ id: job.id }));
    if (old) await removeJob(old);
    journal.mark(`job:${job.id}`);
    await db.jobs.create(job);
  }
  for (const companyId of new Set(jobs.map((j) => j.companyId))) await recountCompany(companyId);
}

export function existingJob(jobId: number): StoredJob & PostedJob {
  const job = db.jobs.findFirst((q) => q.where({ id: jobId }));
  if (!job || !isPosted(job))
    throw new Error(`The job ${jobId} must exist first, sent for review at least (give its state before this one)`);
  return job;
}

/** A file of these bytes (base64) as the form data of an upload (`file`), for callProvider. */
export function uploadForm(base64: string, name: string, type = ''): FormData {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type }), name);
  return form;
}

/**
 * Who is told of each call a state makes: the test that holds the published states' `calls` to what they do
 * (tests/tools/state-docs.test.ts).
 */
export const providerCalls: { seen: ((method: string, path: string) => void) | null } = { seen: null };

/**
 * A request answered by the provider's own handlers (a registration, a password change, an upload: what the
 * interaction verifies follows from what the call does, not from a state's shortcut); anything but 2xx fails the
 * state. The body is sent as JSON, or a FormData as form data.
 */
export async function callProvider(
  handlers: RequestHandler[],
  method: string,
  path: string,
  body: unknown,
  token: string | null = null,
) {
  providerCalls.seen?.(method, path);
  const form = body instanceof FormData;
  const headers: Record<string, string> = {
    ...(form ? {} : { 'Content-Type': 'application/json' }),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  const response = await getResponse(
    handlers,
    new Request(`http://provider-state.invalid/api/${path}`, {
      method,
      headers,
      body: form ? body : JSON.stringify(body),
    }),
  );
  if (!response?.ok)
    throw new Error(
      `${method} ${path} answered ${response?.status ?? 'nothing'}: ${response ? await response.text() : ''}`,
    );
}
