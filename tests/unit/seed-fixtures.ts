import { clock } from '../../mocks/clock';
import { db, isPosted, type ApplicationRecord, type CompanyRecord, type PostedJob } from '../../mocks/db';
import { seed } from '../../mocks/seed';

/** What the seed's test files share: "now", units, plain copies of the seeded catalogue and the bounds of places. */

export const NOW = '2026-11-22T12:00:00.000Z';
export const now = Date.parse(NOW);
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** Plain copies (the collections hand out live records). */
export const plain = <T>(records: T[]): T[] => JSON.parse(JSON.stringify(records)) as T[];
export const ageOf = (iso: string) => now - Date.parse(iso);
export const countBy = <T>(items: readonly T[], key: (item: T) => unknown) => {
  const counts = new Map<unknown, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/** Rough boxes around the US (with Alaska) and Canada. */
const bounds = {
  US: { lat: [24, 72], lng: [-170, -66] },
  CA: { lat: [41.5, 84], lng: [-141, -52] },
} as const;
export const inBounds = (country: string, lat: number, lng: number) => {
  const box = bounds[country as keyof typeof bounds];
  return box !== undefined && lat >= box.lat[0] && lat <= box.lat[1] && lng >= box.lng[0] && lng <= box.lng[1];
};

/** The catalogue at the default size, seeded at NOW (the clock stays there): plain copies of its main collections. */
export async function seedCatalogue(): Promise<{
  jobs: PostedJob[];
  companies: CompanyRecord[];
  applications: ApplicationRecord[];
}> {
  clock.set(NOW);
  await seed();
  return {
    // Every seeded job has a listing's fields (a draft among them too): the seed test says so.
    jobs: plain(db.jobs.all()).filter(isPosted),
    companies: plain(db.companies.all()),
    applications: plain(db.applications.all()),
  };
}
