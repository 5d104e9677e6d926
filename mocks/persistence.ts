import { loadTrusted, type Db } from './db';

/**
 * The mock database as stored (mocks/db-store.ts), under a schema version: read at start-up, written through by
 * every request that changes it (mocks/shared-db.ts; @msw/data's own persist() writes on `unload` alone, which
 * modern browsers may skip, and knows no other tab).
 */

/**
 * Bump when a record schema changes, or the seed gains data stored demo data lacks (17: the demo employer's content
 * job; 16: employers' responses to matching candidates; 15: the candidate pool's applications and job interests; 14:
 * jobs' roleFilled, and the seed's expired, role-filled and missing-information jobs; 13: jobs' history; 12:
 * invitations record who sent them and can be replaced, the employer admin's second company; 11: Pennsylvania's few
 * dozen companies; 10: feedback, testimonials, partners and the state pages): stored data of another version is
 * reseeded with a notice.
 */
export const DB_SCHEMA_VERSION = 17;

export interface Stored {
  version: number;
  /** The build that wrote it (a demo build's stamp, src/env.ts DEMO_BUILD); none from development or tests. */
  build?: string;
  collections: Record<string, unknown[]>;
}

export type LoadResult = 'loaded' | 'empty' | 'outdated' | 'corrupt';

/**
 * Loads the stored data (`raw`: its JSON, null when none is stored) into the empty collections. Data this same build
 * wrote (`build`, its stamp) passed the schemas when it was written and is not checked again; anything else is.
 */
export async function loadDb(db: Db, raw: string | null, build: string | null = null): Promise<LoadResult> {
  if (raw === null) return 'empty';
  let stored: Stored;
  try {
    stored = JSON.parse(raw) as Stored;
  } catch {
    return 'corrupt';
  }
  if (!stored || typeof stored !== 'object' || !stored.collections) return 'corrupt';
  if (stored.version !== DB_SCHEMA_VERSION) return 'outdated';
  try {
    const restore = () => restoreDb(db, stored.collections);
    await (build !== null && stored.build === build ? loadTrusted(restore) : restore());
    return 'loaded';
  } catch {
    for (const collection of Object.values(db)) collection.clear();
    return 'corrupt';
  }
}

/** Fills the (empty) collections with records; create() validates each against its schema and throws on a mismatch. */
export async function restoreDb(db: Db, collections: Record<string, unknown[]>) {
  for (const [name, collection] of Object.entries(db)) {
    const records = collections[name] ?? [];
    if (!Array.isArray(records)) throw new Error(`${name} is not a list`);
    await Promise.all(records.map((record) => (collection.create as (r: unknown) => Promise<unknown>)(record)));
  }
}

export function snapshotDb(db: Db, build: string | null = null): Stored {
  const collections: Record<string, unknown[]> = {};
  for (const [name, collection] of Object.entries(db)) collections[name] = collection.all();
  return build === null
    ? { version: DB_SCHEMA_VERSION, collections }
    : { version: DB_SCHEMA_VERSION, build, collections };
}

export const serializeDb = (db: Db, build: string | null = null): string => JSON.stringify(snapshotDb(db, build));
