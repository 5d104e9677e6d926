import { storageKeys } from '../src/state/keys';
import type { Db } from './db';

/**
 * Write-through persistence of the mock database in local storage, under a schema version.
 * Changes are written as they happen (debounced a little, and flushed on pagehide), not only on unload:
 * @msw/data's own persist() writes on `unload` alone, which modern browsers may skip.
 */
export const DB_STORAGE_KEY = storageKeys.mockDb;
/** Bump when a record schema changes: stored data of another version is reseeded with a notice. */
export const DB_SCHEMA_VERSION = 5;

export interface Stored {
  version: number;
  collections: Record<string, unknown[]>;
}

export type LoadResult = 'loaded' | 'empty' | 'outdated' | 'corrupt';

export async function loadDb(db: Db, storage: Storage): Promise<LoadResult> {
  let stored: Stored;
  try {
    const raw = storage.getItem(DB_STORAGE_KEY);
    if (raw === null) return 'empty';
    stored = JSON.parse(raw) as Stored;
  } catch {
    return 'corrupt';
  }
  if (!stored || typeof stored !== 'object' || !stored.collections) return 'corrupt';
  if (stored.version !== DB_SCHEMA_VERSION) return 'outdated';
  try {
    await restoreDb(db, stored.collections);
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

export function snapshotDb(db: Db): Stored {
  const collections: Record<string, unknown[]> = {};
  for (const [name, collection] of Object.entries(db)) collections[name] = collection.all();
  return { version: DB_SCHEMA_VERSION, collections };
}

export const serializeDb = (db: Db): string => JSON.stringify(snapshotDb(db));

export interface PersistenceOptions {
  storage: Storage;
  debounceMs?: number;
  /** Told once when storage refuses a write (quota full): the demo goes on in memory. */
  onQuotaExceeded?: () => void;
}

/** Subscribes to every collection's changes and writes the whole database through. Returns flush(). */
export function persistDb(db: Db, options: PersistenceOptions) {
  const { storage, debounceMs = 50 } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    try {
      storage.setItem(DB_STORAGE_KEY, serializeDb(db));
    } catch {
      if (!warned) options.onQuotaExceeded?.();
      warned = true;
    }
  };
  const schedule = () => {
    if (timer === undefined) timer = setTimeout(flush, debounceMs);
  };
  for (const collection of Object.values(db)) {
    collection.hooks.on('create', schedule);
    collection.hooks.on('update', schedule);
    collection.hooks.on('delete', schedule);
  }
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return { flush };
}
