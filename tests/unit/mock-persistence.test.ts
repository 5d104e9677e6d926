import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, userRecord } from './memory-storage';
import { clock } from '../../mocks/clock';
import { clearDb, db } from '../../mocks/db';
import { DB_SCHEMA_VERSION, DB_STORAGE_KEY, loadDb, serializeDb } from '../../mocks/persistence';
import { seed } from '../../mocks/seed';

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
    storage.setItem(
      DB_STORAGE_KEY,
      JSON.stringify({ version: DB_SCHEMA_VERSION + 1, collections: { users: [userRecord(1)] } }),
    );
    await expect(loadDb(db, storage)).resolves.toBe('outdated');
    expect(isEmpty()).toBe(true);
  });

  it.each([
    ['JSON that does not parse', '{"version": 1, "collections": {'],
    ['JSON without collections', JSON.stringify({ version: DB_SCHEMA_VERSION })],
    [
      'a collection that is not a list',
      JSON.stringify({ version: DB_SCHEMA_VERSION, collections: { users: { id: 1 } } }),
    ],
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
