import { createStore, get, getMany, setMany } from 'idb-keyval';
import { storageKeys } from '../src/state/keys';

/**
 * Where the demo's data is kept between page loads, for every tab of the browser: IndexedDB (decision 0013).
 * Local storage is not: a tab's reads come from a copy that other tabs' writes reach a moment later, so a tab that
 * took the shared lock right after another tab wrote could read the old revision and write over that tab's change.
 * IndexedDB's transactions see every committed write, from any tab, at once.
 */
export interface DbStore {
  /** The revision of the stored data; null when none is stored. */
  revision(): Promise<string | null>;
  /** The stored data (JSON of mocks/persistence.ts) and its revision; both null when none is stored. */
  read(): Promise<{ raw: string | null; revision: string | null }>;
  /** Replaces the stored data under a new revision, both in one transaction; resolves once committed. */
  write(raw: string, revision: string): Promise<void>;
}

const DATA = 'data';
const REVISION = 'revision';

/** The data in an IndexedDB database of its own (`name`: tests give each store its own). */
export function indexedDbStore(name = 'jobboard-mock'): DbStore {
  const store = createStore(name, 'db');
  return {
    revision: async () => (await get<string>(REVISION, store)) ?? null,
    async read() {
      const [raw, revision] = await getMany<string | undefined>([DATA, REVISION], store);
      return { raw: raw ?? null, revision: revision ?? null };
    },
    write: (raw, revision) =>
      setMany(
        [
          [DATA, raw],
          [REVISION, revision],
        ],
        store,
      ),
  };
}

/**
 * The stored data as the shared database starts from it. Data an earlier version kept in local storage (and the
 * browser tests' stored personas) moves into the store first, once.
 */
export async function readStore(store: DbStore, storage: Storage) {
  const stored = await store.read();
  const earlier = storage.getItem(storageKeys.mockDb);
  if (earlier === null) return stored;
  if (stored.raw !== null) {
    storage.removeItem(storageKeys.mockDb);
    return stored;
  }
  try {
    await store.write(earlier, '1');
  } catch {
    // The store refuses it (quota): the demo starts from it all the same, and its next write says the store is full.
    return { raw: earlier, revision: null };
  }
  storage.removeItem(storageKeys.mockDb);
  return { raw: earlier, revision: '1' };
}

/**
 * Whether this browser has stored demo data, as main.tsx asks before the mock's code arrives (to fetch the first
 * visit's data beside it): a hint kept in local storage by each write, not used to decide anything else.
 */
export const markStored = (storage: Storage) => storage.setItem(storageKeys.mockDbStored, 'true');
