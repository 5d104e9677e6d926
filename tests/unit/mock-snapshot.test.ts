import { afterEach, describe, expect, it } from 'vitest';
import { buildContentSession, buildSession } from '../../mocks/builders';
import { clock } from '../../mocks/clock';
import { clearDb, db, loadTrusted } from '../../mocks/db';
import { restoreDb, snapshotDb } from '../../mocks/persistence';
import { seed } from '../../mocks/seed';
import { buildSnapshot, demoDataSource, loadSnapshot, SNAPSHOT_EPOCH, type DemoData } from '../../mocks/snapshot';

/** The demo data as the browser's module has it (vite.config.ts writes `export default <source>`). */
const demoData = async (): Promise<DemoData> =>
  new Function(`return ${demoDataSource(await buildSnapshot())}`)() as DemoData;

afterEach(() => clock.set(null));

describe('the demo snapshot (what a first visit loads instead of running faker)', () => {
  it('is seeded at a fixed moment and releases the clock', async () => {
    const snapshot = await buildSnapshot();
    expect(snapshot.seededAt).toBe(SNAPSHOT_EPOCH);
    expect(snapshot.collections.jobs).toHaveLength(301);
    expect(clock.now()).toBeGreaterThan(Date.parse(SNAPSHOT_EPOCH));
  });

  it('read at a moment, it is the same data as seeding at that moment: every date moved, every text kept', async () => {
    const data = await demoData();
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    clock.set(now);
    await seed();
    const seededNow = JSON.parse(JSON.stringify(snapshotDb(db).collections)) as unknown;
    clearDb();
    await restoreDb(db, data(now).collections);
    expect(JSON.parse(JSON.stringify(snapshotDb(db).collections))).toEqual(seededNow);
  });

  it('keeps texts with backslashes, backticks and template marks as they were typed', () => {
    const text = 'C:\\trail `map` ${notCode} "quoted" \u00e9 2026-01-01T00:00:00.000Z';
    const snapshot = {
      version: 1,
      seededAt: '2026-01-01T00:00:00.000Z',
      collections: { notes: [{ text, at: '2026-01-02T00:00:00.000Z' }] },
    };
    const data = new Function(`return ${demoDataSource(snapshot)}`)() as DemoData;
    expect(data(Date.parse('2026-11-22T12:00:00.000Z')).collections).toEqual({
      notes: [{ text, at: '2026-11-23T12:00:00.000Z' }],
    });
  });

  it('loaded as trusted (the snapshot), records skip the schema check; everywhere else they are checked', async () => {
    clearDb();
    const odd = { id: 1, token: 'x', userId: 'not a number', expiresAt: 'soon' } as never;
    await expect(db.sessions.create(odd)).rejects.toThrow(/does not match the schema/);
    await loadTrusted(() => db.sessions.create(odd));
    expect(db.sessions.all()).toHaveLength(1);
    await expect(db.sessions.create(odd)).rejects.toThrow(/does not match the schema/);
    clearDb();
  });

  it('Reset demo data (loaded again with keepSessions) keeps every session, of the API and of the content service', async () => {
    const snapshot = await demoData();
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    await loadSnapshot(snapshot, now);
    expect(db.sessions.all()).toEqual([]);
    await db.sessions.create(buildSession({ token: 'api-token' }));
    await db.contentSessions.create(buildContentSession({ token: 'content-token' }));
    const job1 = db.jobs.findFirst((q) => q.where({ id: 1 }));
    await db.jobs.delete((q) => q.where({ id: 1 }));

    await loadSnapshot(snapshot, now, { keepSessions: true });
    expect(db.jobs.findFirst((q) => q.where({ id: 1 }))).toEqual(job1);
    expect(db.sessions.all().map((s) => s.token)).toEqual(['api-token']);
    expect(db.contentSessions.all().map((s) => s.token)).toEqual(['content-token']);

    await loadSnapshot(snapshot, now);
    expect(db.sessions.all()).toEqual([]);
  });
});
