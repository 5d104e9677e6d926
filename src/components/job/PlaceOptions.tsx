import { places } from '../../domain/places';

/** The board's places as options of a select, grouped by country (United States, then Canada). */
export function PlaceOptions() {
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
