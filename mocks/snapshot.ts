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

/** The demo data as the browser loads it: the records as if seeded at `now`, the moment they are loaded at. */
export type DemoData = (now: number) => Stored;

/** A JSON string value that is a date (one the seed wrote: the clock's ISO form). */
const DATE_VALUE = /"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)"/g;

/**
 * The source of the demo data's module (vite.config.ts, plugin `demo-snapshot`): a function of `now` whose body is
 * the seeded data's JSON text in a template literal, each date in it written as its distance from the seeding moment.
 * The dates come out at `now` as the text is made, and one JSON.parse reads it: no pass over the records moves them.
 * Dates anywhere in a record are moved (a content item's data holds some); a date inside a longer text is not.
 */
export function demoDataSource(snapshot: Snapshot): string {
  const { seededAt, ...stored } = snapshot;
  const epoch = Date.parse(seededAt);
  const text = JSON.stringify(stored)
    .replace(/[\\`]|\$\{/g, (special) => `\\${special}`)
    .replace(DATE_VALUE, (_, date: string) => `"\${at(${Date.parse(date) - epoch})}"`);
  return `(now) => {\n  const at = (offset) => new Date(now + offset).toISOString();\n  return JSON.parse(\`${text}\`);\n}`;
}

/** The sessions: who is signed in is not demo data, and a reset of the demo data signs nobody out. */
const SESSIONS: CollectionName[] = ['sessions', 'contentSessions'];

/**
 * Replaces the data with the demo data at `now` (a first visit, or Reset demo data). On a reset the sessions stay:
 * every tab stays signed in, and the content service's token stays valid.
 */
export async function loadSnapshot(data: DemoData, now: number, { keepSessions = false } = {}) {
  // Copied: all() is the collection's own list, which clearDb empties.
  const kept = keepSessions ? Object.fromEntries(SESSIONS.map((name) => [name, [...db[name].all()]])) : {};
  clearDb();
  await loadTrusted(() => restoreDb(db, { ...data(now).collections, ...kept }));
}
