import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullStorage, MemoryStorage, userRecord } from './memory-storage';
import { clock } from '../../mocks/clock';
import { clearDb, db, nextId } from '../../mocks/db';
import { DB_SCHEMA_VERSION, DB_STORAGE_KEY, serializeDb } from '../../mocks/persistence';
import { REVISION_KEY, shareDb } from '../../mocks/shared-db';

/**
 * The demo data shared by the tabs of a browser (mocks/shared-db.ts). One process has one database, so "another
 * tab" is played by writing to the storage as that tab's transaction would: its data, then the next revision.
 */

const storedUsers = (storage: Storage) =>
  (
    JSON.parse(storage.getItem(DB_STORAGE_KEY) ?? 'null') as {
      collections: { users: { id: number; email: string }[] };
    } | null
  )?.collections.users.map((u) => u.email);

/** Another tab writes: the data as it is now in storage (or in memory), plus a user, under the next revision. */
async function anotherTabAddsUser(storage: Storage, email: string) {
  const mine = serializeDb(db);
  const theirs = JSON.parse(storage.getItem(DB_STORAGE_KEY) ?? mine) as {
    version: number;
    collections: { users: unknown[] };
  };
  const ids = theirs.collections.users.map((u) => (u as { id: number }).id);
  theirs.collections.users.push(userRecord(Math.max(0, ...ids) + 1, email));
  storage.setItem(DB_STORAGE_KEY, JSON.stringify(theirs));
  storage.setItem(REVISION_KEY, String(Number(storage.getItem(REVISION_KEY) ?? 0) + 1));
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
    const storage = new MemoryStorage();
    const shared = shareDb({ storage });
    shared.started('storage');

    await shared.transaction(async () => db.users.findFirst((q) => q.where({ id: 1 })));
    expect(storage.writes).toBe(0);

    await shared.transaction(() => db.users.create(userRecord(1)));
    expect(storedUsers(storage)).toEqual(['user1@demo.test']);
    expect(storage.getItem(REVISION_KEY)).toBe('1');
  });

  it("works on another tab's newer data: nothing of either tab is lost and ids stay unique", async () => {
    const storage = new MemoryStorage();
    const shared = shareDb({ storage });
    shared.started('storage');
    await shared.transaction(() => db.users.create(userRecord(1, 'mine@demo.test')));

    await anotherTabAddsUser(storage, 'theirs@demo.test');
    const id = await shared.transaction(async () => {
      const created = await db.users.create(userRecord(nextId(db.users), 'mine-again@demo.test'));
      return created.id;
    });

    expect(id).toBe(3);
    expect(db.users.all().map((u) => u.email)).toEqual(['mine@demo.test', 'theirs@demo.test', 'mine-again@demo.test']);
    expect(storedUsers(storage)).toEqual(['mine@demo.test', 'theirs@demo.test', 'mine-again@demo.test']);
    expect(storage.getItem(REVISION_KEY)).toBe('3');
  });

  it("answers a read with another tab's change", async () => {
    const storage = new MemoryStorage();
    const shared = shareDb({ storage });
    shared.started('storage');
    await anotherTabAddsUser(storage, 'theirs@demo.test');

    const found = await shared.transaction(async () =>
      db.users.findFirst((q) => q.where({ email: 'theirs@demo.test' })),
    );
    expect(found?.id).toBe(1);
  });

  it('a first visit writes the seeded data with its first transaction, unless another tab wrote first', async () => {
    const storage = new MemoryStorage();
    await db.users.create(userRecord(1, 'seeded@demo.test'));
    const shared = shareDb({ storage });
    shared.started('seed');
    await shared.transaction(async () => undefined);
    expect(storedUsers(storage)).toEqual(['seeded@demo.test']);

    // A second first visit, in a tab that started while the first had not yet written:
    clearDb();
    const late = new MemoryStorage();
    await db.users.create(userRecord(1, 'seeded@demo.test'));
    const second = shareDb({ storage: late });
    second.started('seed');
    await anotherTabAddsUser(late, 'theirs@demo.test');
    await second.transaction(async () => undefined);
    expect(storedUsers(late)).toEqual(['seeded@demo.test', 'theirs@demo.test']);
    expect(late.getItem(REVISION_KEY)).toBe('1');
  });

  it('leaves stored data of another schema version alone', async () => {
    const storage = new MemoryStorage();
    const shared = shareDb({ storage });
    shared.started('storage');
    await shared.transaction(() => db.users.create(userRecord(1)));
    storage.setItem(DB_STORAGE_KEY, JSON.stringify({ version: DB_SCHEMA_VERSION + 1, collections: { users: [] } }));
    storage.setItem(REVISION_KEY, '7');

    await shared.transaction(async () => undefined);
    expect(db.users.all().map((u) => u.id)).toEqual([1]);
  });

  it('runs the transactions of a tab one at a time where the Web Locks API is missing', async () => {
    const storage = new MemoryStorage();
    const shared = shareDb({ storage, locks: null });
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

  it('asks for the shared lock by one name for every transaction', async () => {
    const names: string[] = [];
    const locks = { request: <T>(name: string, work: () => Promise<T>) => (names.push(name), work()) };
    const shared = shareDb({ storage: new MemoryStorage(), locks });
    await shared.transaction(async () => undefined);
    await shared.transaction(() => db.users.create(userRecord(1)));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(1);
  });

  it('a full storage quota is reported once, and the data keeps working in memory', async () => {
    const onQuotaExceeded = vi.fn();
    const shared = shareDb({ storage: new FullStorage(), onQuotaExceeded });
    shared.started('storage');
    for (const id of [1, 2, 3]) await shared.transaction(() => db.users.create(userRecord(id)));
    expect(onQuotaExceeded).toHaveBeenCalledTimes(1);
    expect(db.users.all().map((u) => u.id)).toEqual([1, 2, 3]);
  });
});
