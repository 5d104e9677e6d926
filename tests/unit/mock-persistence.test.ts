import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userRecord } from './memory-storage';
import { clock } from '../../mocks/clock';
import { clearDb, db } from '../../mocks/db';
import { DB_SCHEMA_VERSION, loadDb, serializeDb } from '../../mocks/persistence';
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
  it("is 'empty' when no data is stored", async () => {
    await expect(loadDb(db, null)).resolves.toBe('empty');
    expect(isEmpty()).toBe(true);
  });

  it("is 'outdated' for data of another schema version, and loads none of it", async () => {
    const raw = JSON.stringify({ version: DB_SCHEMA_VERSION + 1, collections: { users: [userRecord(1)] } });
    await expect(loadDb(db, raw)).resolves.toBe('outdated');
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
    await expect(loadDb(db, raw)).resolves.toBe('corrupt');
    expect(isEmpty()).toBe(true);
  });

  it("is 'corrupt' when a record fails its schema, and drops the records loaded before it", async () => {
    // users load before companies: the valid user is created first, then the broken company fails.
    const raw = JSON.stringify({
      version: DB_SCHEMA_VERSION,
      collections: { users: [userRecord(1)], companies: [{ id: 'one', name: 42 }] },
    });
    // @msw/data prints the schema issues of the refused record; keep the test output clean.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadDb(db, raw)).resolves.toBe('corrupt');
    printed.mockRestore();
    expect(isEmpty()).toBe(true);
  });

  it('checks data another build wrote, and trusts what its own build wrote', async () => {
    const data = (build?: string) =>
      JSON.stringify({ version: DB_SCHEMA_VERSION, build, collections: { companies: [{ id: 'one', name: 42 }] } });
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadDb(db, data('build-a'), 'build-b')).resolves.toBe('corrupt');
    await expect(loadDb(db, data(), 'build-b')).resolves.toBe('corrupt');
    await expect(loadDb(db, data('build-b'), null)).resolves.toBe('corrupt');
    printed.mockRestore();
    await expect(loadDb(db, data('build-b'), 'build-b')).resolves.toBe('loaded');
    expect(db.companies.all()).toEqual([{ id: 'one', name: 42 }]);
  });

  it('stamps what it writes with the build, when there is one', () => {
    expect(JSON.parse(serializeDb(db, 'build-b'))).toMatchObject({ version: DB_SCHEMA_VERSION, build: 'build-b' });
    expect(JSON.parse(serializeDb(db))).not.toHaveProperty('build');
  });

  it("is 'loaded' after a round trip through serializeDb, with the same data", async () => {
    await seed();
    const before = serializeDb(db);
    const companies = db.companies.all().length;
    expect(companies).toBeGreaterThan(0);

    clearDb();
    await expect(loadDb(db, before)).resolves.toBe('loaded');
    expect(db.companies.all()).toHaveLength(companies);
    expect(db.users.findFirst((q) => q.where({ email: 'employer.admin@demo.test' }))?.primaryCompanyId).toBe(1);
    expect(serializeDb(db)).toBe(before);
  });
});
