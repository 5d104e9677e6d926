import type { Place } from '../../domain/places';

/**
 * The board's places (src/domain/places.ts) as options of a select, grouped by country (United States, then Canada).
 * Given by the caller (the forms that pick one of them).
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
