import { clock } from './clock';
import { clearDb, db, loadTrusted, type CollectionName } from './db';
import { restoreDb, snapshotDb, type Stored } from './persistence';
import { seed } from './seed';

/**
 * The demo data as the browser gets it on a first visit: `seed()` run at build time (in Node, by the
 * `demo-snapshot` plugin of vite.config.ts) with the clock at a fixed moment, then moved to "now" when it is
 * loaded. The browser never runs faker or the seeding code: a first visit reads JSON, which is much faster.
 */
export const SNAPSHOT_EPOCH = '2026-01-01T00:00:00.000Z';

export interface Snapshot extends Stored {
  /** The moment the data was seeded at; every date in it is relative to this. */
  seededAt: string;
}

export async function buildSnapshot(): Promise<Snapshot> {
  clock.set(SNAPSHOT_EPOCH);
  try {
    await seed();
    return { ...snapshotDb(db), seededAt: SNAPSHOT_EPOCH };
  } finally {
    clock.set(null);
  }
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The snapshot's collections with every date moved by the time since it was seeded: as if seeded at `now`. */
export function rebase(snapshot: Snapshot, now: number): Record<string, unknown[]> {
  const shift = now - Date.parse(snapshot.seededAt);
  // Dates anywhere in a record: its own fields, and those of the data it holds (a content item's `date_updated`).
  const move = (value: unknown): unknown => {
    if (typeof value === 'string') return ISO.test(value) ? new Date(Date.parse(value) + shift).toISOString() : value;
    if (Array.isArray(value)) return value.map(move);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, move(inner)]));
    return value;
  };
  const out: Record<string, unknown[]> = {};
  for (const [name, records] of Object.entries(snapshot.collections)) out[name] = records.map(move);
  return out;
}

/** The sessions: who is signed in is not demo data, and a reset of the demo data signs nobody out. */
const SESSIONS: CollectionName[] = ['sessions', 'contentSessions'];

/**
 * Replaces the data with the snapshot moved to `now` (a first visit, or Reset demo data). On a reset the sessions
 * stay: every tab stays signed in, and the content service's token stays valid.
 */
export async function loadSnapshot(snapshot: Snapshot, now: number, { keepSessions = false } = {}) {
  // Copied: all() is the collection's own list, which clearDb empties.
  const kept = keepSessions ? Object.fromEntries(SESSIONS.map((name) => [name, [...db[name].all()]])) : {};
  clearDb();
  await loadTrusted(() => restoreDb(db, { ...rebase(snapshot, now), ...kept }));
}
