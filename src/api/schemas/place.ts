import { z } from 'zod/mini';
import { int, optional } from './job-search';

/**
 * Places (shapes designed here, contracts/reference.md): the towns and postal codes of the US and Canada that a search
 * can be near. The app names a place in its URLs by `id` (a town's slug, `boulder-co`, or a postal code, `80302`) and
 * sends its coordinates to Job/search.
 */
export const placeSchema = z.object({
  id: z.string(),
  kind: z.enum(['town', 'postalCode']),
  /** The town (of a postal code: the town or area it serves). */
  name: z.string(),
  /** A postal code's code; null for a town. */
  postalCode: z.nullable(z.string()),
  /** Two-letter state or province code. */
  region: z.string(),
  country: z.enum(['US', 'CA']),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

/** The fewest characters a search looks up (the Near field asks nothing for fewer). */
export const PLACE_TERM_MIN = 2;
export const PLACE_TERM_MAX = 60;
export const PLACE_LIMIT_DEFAULT = 8;
export const PLACE_LIMIT_MAX = 20;

/** GET Places/search: what is typed (2 characters or more), and how many places at most. */
export const placeSearchQuerySchema = z.object({
  term: z
    .string('Type at least 2 letters or digits')
    .check(
      z.trim(),
      z.minLength(PLACE_TERM_MIN, 'Type at least 2 letters or digits'),
      z.maxLength(PLACE_TERM_MAX, `Keep it under ${PLACE_TERM_MAX} characters`),
    ),
  limit: optional(int(1, PLACE_LIMIT_MAX, `Ask for 1 to ${PLACE_LIMIT_MAX} places`)),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

export const placeSearchResultSchema = z.array(placeSchema);

/** GET Places/by-id. */
export const placeIdQuerySchema = z.object({
  id: z.string('Name a place').check(z.trim(), z.minLength(1, 'Name a place'), z.maxLength(80, 'Name a place')),
});
