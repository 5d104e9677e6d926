import { clearDb, db, loadTrusted } from './db';
import { markStored, readStore, type DbStore } from './db-store';
import { DB_SCHEMA_VERSION, restoreDb, serializeDb, type Stored } from './persistence';

/**
 * One demo database for every tab of the browser. Each tab's mock holds the data in memory, but every request's
 * work runs as a transaction:
 * - under a lock that every tab of the origin shares (the Web Locks API), so two tabs never write at once;
 * - on the freshest stored data: when another tab has written since this tab last read or wrote (the stored
 *   revision says so), the tab reads the stored data again before the work;
 * - and what the work changed is written to the store (IndexedDB: mocks/db-store.ts) before the lock is released,
 *   with the next revision.
 * So no tab's change is lost, ids stay unique, and every tab answers with what any tab wrote.
 * Where the Web Locks API is missing (a page that is not a secure context), the transactions of one tab still run
 * one at a time, and each still starts from the freshest stored data.
 */
const LOCK_NAME = 'jobboard.mock-db';

/** The part of the Web Locks API the transactions use (navigator.locks). */
interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SharedDbOptions {
  store: DbStore;
  /** Local storage: an earlier version's data, and the hint that data is stored (mocks/db-store.ts). */
  storage: Storage;
  locks?: Locks | null;
  /** Told once when the store refuses a write (quota full): the demo goes on in this tab's memory. */
  onQuotaExceeded?: () => void;
  /** The build's stamp, written with the data (mocks/persistence.ts loadDb); null in development and tests. */
  build?: string | null;
}

export interface SharedDb {
  /** The stored data at start-up (its JSON, null when none is stored) and its revision, read under the lock. */
  stored(): Promise<{ raw: string | null; revision: string | null }>;
  /** Runs the work on the freshest data, alone across tabs, and writes what it changed before it ends. */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Said once the data is in memory at start-up: read from the store at `revision` (nothing to write), or from
   * elsewhere (the seed: written with the first change, or by `persist`, unless another tab has written first).
   */
  started(from: 'storage' | 'seed', revision: string | null): void;
  /** Writes a seed not written yet (when the browser is idle: a first visit's reads do not wait for it). */
  persist(): Promise<void>;
}

/** One transaction at a time within the tab: the fallback where the Web Locks API is missing. */
function inTabQueue(): Locks {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>) {
      const run = tail.then(callback, callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

export function shareDb({ store, storage, locks, onQuotaExceeded, build = null }: SharedDbOptions): SharedDb {
  const lock = locks ?? inTabQueue();
  /** The stored revision this tab's memory holds (null: none read or written yet). */
  let known: string | null = null;
  /** Changed in memory since last read or written. */
  let dirty = false;
  /** The seed is in memory and not stored yet. */
  let seeded = false;
  let warned = false;
  const changed = () => void (dirty = true);
  // Changes are watched once the data is loaded: records loaded in bulk (at start-up, another tab's data) are none,
  // and without a listener the collections emit no event per record.
  const watch = (on: boolean) => {
    for (const collection of Object.values(db))
      for (const event of ['create', 'update', 'delete'] as const)
        if (on) collection.hooks.on(event, changed);
        else collection.hooks.removeListener(event, changed);
  };

  /** Reads the stored data again when another tab wrote since; data of another schema version is left alone. */
  async function catchUp() {
    const revision = await store.revision();
    if (revision === null || revision === known) return;
    const { raw, revision: read } = await store.read();
    known = read;
    let stored: Stored;
    try {
      stored = JSON.parse(raw ?? 'null') as Stored;
    } catch {
      return;
    }
    if (stored?.version !== DB_SCHEMA_VERSION || !stored.collections) return;
    watch(false);
    try {
      clearDb();
      // Written by a tab of this same app (same schema version), after the checks of its own writes.
      await loadTrusted(() => restoreDb(db, stored.collections));
      dirty = false;
      seeded = false;
    } finally {
      watch(true);
    }
  }

  async function writeThrough() {
    if (!dirty) return;
    dirty = false;
    const next = String(Number(known ?? 0) + 1);
    try {
      await store.write(serializeDb(db, build), next);
      if (known === null) markStored(storage);
      known = next;
      seeded = false;
    } catch {
      if (!warned) onQuotaExceeded?.();
      warned = true;
    }
  }

  return {
    stored: () => lock.request(LOCK_NAME, () => readStore(store, storage)),
    transaction: (work) =>
      lock.request(LOCK_NAME, async () => {
        await catchUp();
        try {
          return await work();
        } finally {
          await writeThrough();
        }
      }),
    started(from, revision) {
      known = revision;
      seeded = from === 'seed';
      watch(true);
      // Data read from the store (moved there from local storage, say): the next load is no first visit.
      if (from === 'storage') markStored(storage);
    },
    persist: () =>
      lock.request(LOCK_NAME, async () => {
        await catchUp();
        dirty ||= seeded;
        await writeThrough();
      }),
  };
}
