import { Collection } from '@msw/data';
import type { z } from 'zod/mini';
import * as records from './records';

/**
 * The mock database: one @msw/data collection per entity (the records' schemas: mocks/records.ts, re-exported here).
 */
export * from './records';

/**
 * Records the mock made itself (the demo data seeded at build time) skip the schema check when they are loaded:
 * they passed it when they were seeded, and checking some thousand records again is on the path of a first visit.
 * Everything else (handlers' writes, data read back from storage) is checked.
 */
let trusted = false;
export async function loadTrusted<T>(load: () => Promise<T>): Promise<T> {
  trusted = true;
  try {
    return await load();
  } finally {
    trusted = false;
  }
}
const checked = <S extends z.ZodMiniType>(schema: S): S => {
  const standard = schema['~standard'];
  const validate: typeof standard.validate = (value) =>
    trusted ? { value: value as never } : standard.validate(value);
  return new Proxy(schema, {
    get: (target, key, receiver) =>
      key === '~standard' ? { ...standard, validate } : Reflect.get(target, key, receiver),
  });
};

export const db = {
  users: new Collection({ schema: checked(records.userRecord) }),
  sessions: new Collection({ schema: checked(records.sessionRecord) }),
  companies: new Collection({ schema: checked(records.companyRecord) }),
  memberships: new Collection({ schema: checked(records.membershipRecord) }),
  joinRequests: new Collection({ schema: checked(records.joinRequestRecord) }),
  invitations: new Collection({ schema: checked(records.invitationRecord) }),
  candidateProfiles: new Collection({ schema: checked(records.candidateProfileRecord) }),
  jobs: new Collection({ schema: checked(records.jobRecord) }),
  boosts: new Collection({ schema: checked(records.boostRecord) }),
  payments: new Collection({ schema: checked(records.paymentRecord) }),
  applications: new Collection({ schema: checked(records.applicationRecord) }),
  candidateResponses: new Collection({ schema: checked(records.candidateResponseRecord) }),
  organizations: new Collection({ schema: checked(records.organizationRecord) }),
  contentItems: new Collection({ schema: checked(records.contentItemRecord) }),
  contentSessions: new Collection({ schema: checked(records.contentSessionRecord) }),
  emailTokens: new Collection({ schema: checked(records.emailTokenRecord) }),
  emails: new Collection({ schema: checked(records.emailRecord) }),
  feedback: new Collection({ schema: checked(records.feedbackRecord) }),
  jobChanges: new Collection({ schema: checked(records.jobChangeRecord) }),
};

export type Db = typeof db;
export type CollectionName = keyof Db;
/** A job as the collection holds it (what update and delete take). */
export type StoredJob = NonNullable<ReturnType<Db['jobs']['findFirst']>>;
export type StoredCompany = NonNullable<ReturnType<Db['companies']['findFirst']>>;
export type StoredUser = NonNullable<ReturnType<Db['users']['findFirst']>>;
export type StoredCandidateProfile = NonNullable<ReturnType<Db['candidateProfiles']['findFirst']>>;

export function clearDb() {
  for (const collection of Object.values(db)) collection.clear();
}

/** The next free id of a collection whose records have a numeric `id`. */
export function nextId(collection: { all(): Array<{ id: number }> }): number {
  let max = 0;
  for (const record of collection.all()) if (record.id > max) max = record.id;
  return max + 1;
}
