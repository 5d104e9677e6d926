import type { Faker } from '@faker-js/faker';
import { places } from '../../src/domain/places';

/** What every part of the seed shares: the one faker (its draws happen in a fixed order), "now", and units. */

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export const iso = (ms: number) => new Date(ms).toISOString();
export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
export const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/** A text of the seed's tables with its {names} filled in. */
export const fill = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** 'a, b and c'. */
export const listOf = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

export const usPlaces = places.filter((p) => p.country === 'US');
export const paPlaces = usPlaces.filter((p) => p.region === 'PA');
export const caPlaces = places.filter((p) => p.country === 'CA');

export interface SeedContext {
  faker: Faker;
  /** The clock's now when seeding started (ms). */
  now: number;
  /** True with this probability (one draw). */
  chance(probability: number): boolean;
  daysAgo(days: number): string;
  msAgo(ms: number): string;
}

export function seedContext(faker: Faker, now: number): SeedContext {
  return {
    faker,
    now,
    chance: (probability) => faker.number.float() < probability,
    daysAgo: (days) => iso(now - days * DAY),
    msAgo: (ms) => iso(now - ms),
  };
}
