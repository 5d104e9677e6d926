import type { Place } from '../../domain/places';

/**
 * The board's places (src/domain/places.ts) as options of a select, grouped by country (United States, then Canada).
 * Given by the caller: the search bar of /jobs loads them after its first page (src/features/jobs/near-places.ts).
 */
export function PlaceOptions({ places }: { places: readonly Place[] }) {
  return (
    <>
      {(['US', 'CA'] as const).map((country) => (
        <optgroup key={country} label={country === 'US' ? 'United States' : 'Canada'}>
          {places
            .filter((p) => p.country === country)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.city}, {p.region}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}
