import { NOW } from './data';
import { clock } from '../../mocks/clock';
import { clearDb, db } from '../../mocks/db';
import { snapshotDb } from '../../mocks/persistence';
import { seed } from '../../mocks/seed';

let seeded: Promise<Record<string, unknown[]>> | null = null;

/** The demo data seeded at the tests' moment, once per worker (tests/component/setup.ts restores a copy for each file). */
export const seededOnce = () =>
  (seeded ??= (async () => {
    clock.set(NOW);
    clearDb();
    await seed();
    return structuredClone(snapshotDb(db).collections);
  })());
