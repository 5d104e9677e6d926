import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../mocks/clock';
import { clearDb, db, type UserRecord } from '../../mocks/db';
import { DB_SCHEMA_VERSION, DB_STORAGE_KEY, loadDb, persistDb, serializeDb } from '../../mocks/persistence';
import { seed } from '../../mocks/seed';

/** A small in-memory Storage (Node has no localStorage). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  writes = 0;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.writes += 1;
    this.items.set(key, String(value));
  }
}

/** A storage whose quota is full: every write throws, as browsers do. */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

const userRecord = (id: number, email = `user${id}@demo.test`): UserRecord => ({
  id,
  email,
  password: 'demo1234',
  firstName: 'Pat',
  lastName: 'Example',
  roles: [1],
  primaryCompanyId: null,
  lastJoinedCompanyId: null,
  createdDate: '2026-11-22T12:00:00.000Z',
});

const stored = (storage: Storage) => {
  const raw = storage.getItem(DB_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { version: number; collections: Record<string, unknown[]> });
};

const isEmpty = () => Object.values(db).every((collection) => collection.all().length === 0);

beforeEach(() => {
  clock.set('2026-11-22T12:00:00.000Z');
  clearDb();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  clock.set(null);
});

describe('loadDb', () => {
  it("is 'empty' when storage holds no data", async () => {
    await expect(loadDb(db, new MemoryStorage())).resolves.toBe('empty');
    expect(isEmpty()).toBe(true);
  });

  it("is 'outdated' for data of another schema version, and loads none of it", async () => {
    const storage = new MemoryStorage();
    storage.setItem(DB_STORAGE_KEY, JSON.stringify({ version: DB_SCHEMA_VERSION + 1, collections: { users: [userRecord(1)] } }));
    await expect(loadDb(db, storage)).resolves.toBe('outdated');
    expect(isEmpty()).toBe(true);
  });

  it.each([
    ['JSON that does not parse', '{"version": 1, "collections": {'],
    ['JSON without collections', JSON.stringify({ version: DB_SCHEMA_VERSION })],
    ['a collection that is not a list', JSON.stringify({ version: DB_SCHEMA_VERSION, collections: { users: { id: 1 } } })],
    ['JSON null', 'null'],
  ])("is 'corrupt' for %s, and leaves the db empty", async (_name, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(DB_STORAGE_KEY, raw);
    await expect(loadDb(db, storage)).resolves.toBe('corrupt');
    expect(isEmpty()).toBe(true);
  });

  it("is 'corrupt' when a record fails its schema, and drops the records loaded before it", async () => {
    const storage = new MemoryStorage();
    // users load before companies: the valid user is created first, then the broken company fails.
    storage.setItem(
      DB_STORAGE_KEY,
      JSON.stringify({
        version: DB_SCHEMA_VERSION,
        collections: { users: [userRecord(1)], companies: [{ id: 'one', name: 42 }] },
      }),
    );
    // @msw/data prints the schema issues of the refused record; keep the test output clean.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadDb(db, storage)).resolves.toBe('corrupt');
    printed.mockRestore();
    expect(isEmpty()).toBe(true);
  });

  it("is 'loaded' after a round trip through serializeDb, with the same data", async () => {
    await seed();
    const before = serializeDb(db);
    const companies = db.companies.all().length;
    expect(companies).toBeGreaterThan(0);
    const storage = new MemoryStorage();
    storage.setItem(DB_STORAGE_KEY, before);

    clearDb();
    await expect(loadDb(db, storage)).resolves.toBe('loaded');
    expect(db.companies.all()).toHaveLength(companies);
    expect(db.users.findFirst((q) => q.where({ email: 'employer.admin@demo.test' }))?.primaryCompanyId).toBe(1);
    expect(serializeDb(db)).toBe(before);
  });
});

describe('persistDb', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('writes through shortly after a create, with no unload event', async () => {
    const storage = new MemoryStorage();
    persistDb(db, { storage, debounceMs: 50 });

    await db.users.create(userRecord(1));
    expect(stored(storage)).toBeNull();
    vi.advanceTimersByTime(49);
    expect(stored(storage)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(stored(storage)).toMatchObject({ version: DB_SCHEMA_VERSION, collections: { users: [{ id: 1, email: 'user1@demo.test' }] } });
  });

  it('batches a burst of changes into one write', async () => {
    const storage = new MemoryStorage();
    persistDb(db, { storage });
    await db.users.create(userRecord(1));
    await db.users.create(userRecord(2));
    await db.users.create(userRecord(3));
    vi.advanceTimersByTime(50);
    expect(storage.writes).toBe(1);
    expect(stored(storage)?.collections.users).toHaveLength(3);
  });

  it('writes updates and deletes through as well', async () => {
    const storage = new MemoryStorage();
    persistDb(db, { storage });
    const user = await db.users.create(userRecord(1));
    vi.advanceTimersByTime(50);

    await db.users.update(user, {
      data(u) {
        u.firstName = 'Robin';
      },
    });
    vi.advanceTimersByTime(50);
    expect(stored(storage)?.collections.users).toMatchObject([{ firstName: 'Robin' }]);

    db.users.delete((q) => q.where({ id: 1 }));
    vi.advanceTimersByTime(50);
    expect(stored(storage)?.collections.users).toEqual([]);
  });

  it('flush() writes at once', async () => {
    const storage = new MemoryStorage();
    const { flush } = persistDb(db, { storage });
    await db.users.create(userRecord(1));
    flush();
    expect(stored(storage)?.collections.users).toHaveLength(1);
  });

  it('a full storage quota is reported once, and the db keeps working in memory', async () => {
    const storage = new FullStorage();
    const onQuotaExceeded = vi.fn();
    persistDb(db, { storage, onQuotaExceeded });

    await db.users.create(userRecord(1));
    vi.advanceTimersByTime(50);
    expect(onQuotaExceeded).toHaveBeenCalledTimes(1);

    await db.users.create(userRecord(2));
    vi.advanceTimersByTime(50);
    await db.users.create(userRecord(3));
    vi.advanceTimersByTime(50);
    expect(onQuotaExceeded).toHaveBeenCalledTimes(1);

    expect(db.users.all().map((u) => u.id)).toEqual([1, 2, 3]);
    expect(db.users.findFirst((q) => q.where({ email: 'user2@demo.test' }))?.id).toBe(2);
  });
});
