import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../../mocks/clock';
import { clearDb, db, loadTrusted } from '../../mocks/db';
import { restoreDb, snapshotDb } from '../../mocks/persistence';
import { seed } from '../../mocks/seed';
import { buildSnapshot, rebase, SNAPSHOT_EPOCH } from '../../mocks/snapshot';

afterEach(() => clock.set(null));

describe('the demo snapshot (what a first visit loads instead of running faker)', () => {
  it('is seeded at a fixed moment and releases the clock', async () => {
    const snapshot = await buildSnapshot();
    expect(snapshot.seededAt).toBe(SNAPSHOT_EPOCH);
    expect(snapshot.collections.jobs).toHaveLength(300);
    expect(clock.now()).toBeGreaterThan(Date.parse(SNAPSHOT_EPOCH));
  });

  it('moved to now, it is the same data as seeding now', async () => {
    const snapshot = JSON.parse(JSON.stringify(await buildSnapshot())) as Awaited<ReturnType<typeof buildSnapshot>>;
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    clock.set(now);
    await seed();
    const seededNow = JSON.parse(JSON.stringify(snapshotDb(db).collections)) as unknown;
    clearDb();
    await restoreDb(db, rebase(snapshot, now));
    expect(JSON.parse(JSON.stringify(snapshotDb(db).collections))).toEqual(seededNow);
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
});
