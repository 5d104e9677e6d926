import type { z } from 'zod/mini';
import { placeById } from '../../src/domain/places';

/**
 * Record builders: `buildJob({ title: 'Trail Crew Leader' })` is a valid job record with that title. Each builder
 * starts from fixed defaults (dates relative to the mock's clock; no faker, nothing drawn), a few of which follow
 * from the overrides (a company's path from its id, a boost's end from its start and weeks), puts the overrides over
 * them and checks the result with the collection's schema: an override the schema refuses throws.
 * Importing them has no side effect (no database, no faker): component tests and provider states share them.
 */
export type Builder<T> = (overrides?: Partial<T>) => T;

export function builder<T>(schema: z.ZodMiniType<T>, defaults: (overrides: Partial<T>) => T): Builder<T> {
  return (overrides = {}) => schema.parse({ ...defaults(overrides), ...overrides });
}

/** A board place (src/domain/places.ts) as a record's location: city, state (its region), country, lat, lng. */
export function location(placeId: string) {
  const place = placeById(placeId);
  if (!place) throw new Error(`No board place has the id '${placeId}'`);
  return { city: place.city, state: place.region, country: place.country, lat: place.lat, lng: place.lng };
}
