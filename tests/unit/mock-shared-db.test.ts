import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, userRecord } from './memory-storage';
import { clock } from '../../mocks/clock';
import { clearDb, db, nextId } from '../../mocks/db';
import { indexedDbStore, type DbStore } from '../../mocks/db-store';
import { DB_SCHEMA_VERSION, serializeDb } from '../../mocks/persistence';
import { shareDb } from '../../mocks/shared-db';
import { storageKeys } from '../../src/state/keys';

/**
 * The demo data shared by the tabs of a browser (mocks/shared-db.ts), kept in IndexedDB (mocks/db-store.ts; here
 * fake-indexeddb's). One process has one database in memory, so "another tab" is played by a second connection to
 * the same store writing as that tab's transaction would: its data, then the next revision.
 */

let stores = 0;
/** A store of its own for each test, and the local storage beside it. */
function fresh() {
  const name = `shared-db-test-${++stores}`;
  const store = indexedDbStore(name);
  let writes = 0;
  const counted: DbStore = { ...store, write: (raw, revision) => ((writes += 1), store.write(raw, revision)) };
  return { name, store: counted, storage: new MemoryStorage(), writes: () => writes };
}

const storedUsers = async (name: string) => {
  const { raw } = await indexedDbStore(name).read();
  return (JSON.parse(raw ?? 'null') as { collections: { users: { email: string }[] } } | null)?.collections.users.map(
    (u) => u.email,
  );
};

/** Another tab writes: the data as it is now in the store (or in memory), plus a user, under the next revision. */
async function anotherTabAddsUser(name: string, email: string) {
  const theirStore = indexedDbStore(name);
  const { raw, revision } = await theirStore.read();
  const theirs = JSON.parse(raw ?? serializeDb(db)) as { version: number; collections: { users: unknown[] } };
  const ids = theirs.collections.users.map((u) => (u as { id: number }).id);
  theirs.collections.users.push(userRecord(Math.max(0, ...ids) + 1, email));
  await theirStore.write(JSON.stringify(theirs), String(Number(revision ?? 0) + 1));
}

beforeEach(() => {
  clock.set('2026-11-22T12:00:00.000Z');
  clearDb();
});

afterEach(() => {
  vi.restoreAllMocks();
  clock.set(null);
});

describe('shareDb', () => {
  it("writes a transaction's changes through before it ends, under the next revision; a read writes nothing", async () => {
    const { name, store, storage, writes } = fresh();
    const shared = shareDb({ store, storage });
    shared.started('storage', null);

    await shared.transaction(async () => db.users.findFirst((q) => q.where({ id: 1 })));
    expect(writes()).toBe(0);

    await shared.transaction(() => db.users.create(userRecord(1)));
    expect(await storedUsers(name)).toEqual(['user1@demo.test']);
    expect(await store.revision()).toBe('1');
  });

  it('data read from the store at start-up sets the hint too (data moved in from local storage, say)', async () => {
    const { store, storage } = fresh();
    const shared = shareDb({ store, storage });
    shared.started('storage', '4');
    expect(storage.getItem(storageKeys.mockDbStored)).toBe('true');
  });

  it("works on another tab's newer data: nothing of either tab is lost and ids stay unique", async () => {
    const { name, store, storage } = fresh();
    const shared = shareDb({ store, storage });
    shared.started('storage', null);
    await shared.transaction(() => db.users.create(userRecord(1, 'mine@demo.test')));

    await anotherTabAddsUser(name, 'theirs@demo.test');
    const id = await shared.transaction(async () => {
      const created = await db.users.create(userRecord(nextId(db.users), 'mine-again@demo.test'));
      return created.id;
    });

    expect(id).toBe(3);
    expect(db.users.all().map((u) => u.email)).toEqual(['mine@demo.test', 'theirs@demo.test', 'mine-again@demo.test']);
    expect(await storedUsers(name)).toEqual(['mine@demo.test', 'theirs@demo.test', 'mine-again@demo.test']);
    expect(await store.revision()).toBe('3');
  });

  it("answers a read with another tab's change", async () => {
    const { name, store, storage } = fresh();
    const shared = shareDb({ store, storage });
    shared.started('storage', null);
    await anotherTabAddsUser(name, 'theirs@demo.test');

    const found = await shared.transaction(async () =>
      db.users.findFirst((q) => q.where({ email: 'theirs@demo.test' })),
    );
    expect(found?.id).toBe(1);
  });

  it('a first visit writes the seeded data when told to persist it, unless another tab wrote first', async () => {
    const first = fresh();
    await db.users.create(userRecord(1, 'seeded@demo.test'));
    const shared = shareDb({ store: first.store, storage: first.storage });
    shared.started('seed', null);
    // A first visit's reads answer at once: the seed is written once the browser is idle (mocks/browser.ts).
    await shared.transaction(async () => db.users.findFirst((q) => q.where({ id: 1 })));
    expect(await storedUsers(first.name)).toBeUndefined();
    expect(first.storage.getItem(storageKeys.mockDbStored)).toBeNull();
    await shared.persist();
    expect(await storedUsers(first.name)).toEqual(['seeded@demo.test']);
    // The hint main.tsx reads: this browser has data stored, the next load is no first visit.
    expect(first.storage.getItem(storageKeys.mockDbStored)).toBe('true');

    // A second first visit, in a tab that started while the first had not yet written:
    clearDb();
    const late = fresh();
    await db.users.create(userRecord(1, 'seeded@demo.test'));
    const second = shareDb({ store: late.store, storage: late.storage });
    second.started('seed', null);
    await anotherTabAddsUser(late.name, 'theirs@demo.test');
    await second.persist();
    expect(await storedUsers(late.name)).toEqual(['seeded@demo.test', 'theirs@demo.test']);
    expect(await late.store.revision()).toBe('1');
  });

  it("a first visit's first change writes the seed with it", async () => {
    const { name, store, storage } = fresh();
    await db.users.create(userRecord(1, 'seeded@demo.test'));
    const shared = shareDb({ store, storage, build: 'build-b' });
    shared.started('seed', null);
    await shared.transaction(() => db.users.create(userRecord(2, 'new@demo.test')));
    expect(await storedUsers(name)).toEqual(['seeded@demo.test', 'new@demo.test']);
    // Stamped with the build: its next load trusts it (mocks/persistence.ts loadDb).
    expect(JSON.parse((await store.read()).raw ?? 'null')).toMatchObject({ build: 'build-b' });
    await shared.persist();
    expect(await store.revision()).toBe('1');
  });

  it('leaves stored data of another schema version alone', async () => {
    const { name, store, storage } = fresh();
    const shared = shareDb({ store, storage });
    shared.started('storage', null);
    await shared.transaction(() => db.users.create(userRecord(1)));
    await indexedDbStore(name).write(
      JSON.stringify({ version: DB_SCHEMA_VERSION + 1, collections: { users: [] } }),
      '7',
    );

    await shared.transaction(async () => undefined);
    expect(db.users.all().map((u) => u.id)).toEqual([1]);
  });

  it('runs the transactions of a tab one at a time where the Web Locks API is missing', async () => {
    const { store, storage } = fresh();
    const shared = shareDb({ store, storage, locks: null });
    const order: string[] = [];
    let release!: () => void;
    const first = shared.transaction(async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      order.push('first ends');
    });
    const second = shared.transaction(async () => {
      order.push('second');
    });
    await vi.waitFor(() => expect(order).toEqual(['first starts']));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });

  it('asks for the shared lock by one name for every transaction and for the data at start-up', async () => {
    const names: string[] = [];
    const locks = { request: <T>(name: string, work: () => Promise<T>) => (names.push(name), work()) };
    const { store, storage } = fresh();
    const shared = shareDb({ store, storage, locks });
    await shared.stored();
    await shared.transaction(async () => undefined);
    await shared.transaction(() => db.users.create(userRecord(1)));
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(1);
  });

  it('a store that refuses writes (quota full) is reported once, and the data keeps working in memory', async () => {
    const onQuotaExceeded = vi.fn();
    const { store, storage } = fresh();
    const full: DbStore = {
      ...store,
      write: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    };
    const shared = shareDb({ store: full, storage, onQuotaExceeded });
    shared.started('storage', null);
    for (const id of [1, 2, 3]) await shared.transaction(() => db.users.create(userRecord(id)));
    expect(onQuotaExceeded).toHaveBeenCalledTimes(1);
    expect(db.users.all().map((u) => u.id)).toEqual([1, 2, 3]);
  });
});

describe('the stored data at start-up', () => {
  it('is none on a first visit', async () => {
    const { store, storage } = fresh();
    await expect(shareDb({ store, storage }).stored()).resolves.toEqual({ raw: null, revision: null });
  });

  it("moves an earlier version's data out of local storage into the store, once", async () => {
    const { name, store, storage } = fresh();
    storage.setItem(storageKeys.mockDb, '{"version":7,"collections":{}}');
    const shared = shareDb({ store, storage });
    await expect(shared.stored()).resolves.toEqual({ raw: '{"version":7,"collections":{}}', revision: '1' });
    expect(storage.getItem(storageKeys.mockDb)).toBeNull();
    await expect(indexedDbStore(name).read()).resolves.toEqual({
      raw: '{"version":7,"collections":{}}',
      revision: '1',
    });
  });

  it("starts from an earlier version's data the store refuses (quota full), and keeps it in local storage", async () => {
    const { store, storage } = fresh();
    const full: DbStore = { ...store, write: () => Promise.reject(new DOMException('Full', 'QuotaExceededError')) };
    storage.setItem(storageKeys.mockDb, '{"version":7,"collections":{}}');
    await expect(shareDb({ store: full, storage }).stored()).resolves.toEqual({
      raw: '{"version":7,"collections":{}}',
      revision: null,
    });
    expect(storage.getItem(storageKeys.mockDb)).toBe('{"version":7,"collections":{}}');
  });

  it('keeps what the store holds when local storage holds older data too, and drops the older', async () => {
    const { store, storage } = fresh();
    await store.write('{"version":7,"collections":{"users":[]}}', '4');
    storage.setItem(storageKeys.mockDb, '{"version":6,"collections":{}}');
    await expect(shareDb({ store, storage }).stored()).resolves.toEqual({
      raw: '{"version":7,"collections":{"users":[]}}',
      revision: '4',
    });
    expect(storage.getItem(storageKeys.mockDb)).toBeNull();
  });
});
