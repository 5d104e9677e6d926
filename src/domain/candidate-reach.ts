// How many candidates an employer can reach in a job field near a place (Home/calculate-candidates; the spec names
// the call and its inputs, the rule is designed here).
import { haversineMiles, type LatLng } from './distance';

/** Candidates living within this many miles of the place count as near it. */
export const REACH_MILES = 100;

export interface ReachCandidate {
  /** Focus ids the candidate follows. */
  focus: readonly number[];
  /** Where they live: the coordinates are null for a town the gazetteer does not know (its country still counts). */
  location: { lat: number | null; lng: number | null; country: string | null } | null;
  /** Places the candidate wants to work in, by their state (or province) and country. */
  wantedRegions: ReadonlyArray<{ state: string; country: string }>;
  isRemoteConsidered: boolean;
}

export interface ReachPlace extends LatLng {
  state: string | null;
  country: string;
}

/**
 * A candidate counts when they follow a focus of the job field and could take a job at the place: they live within
 * REACH_MILES of it, want to work in its state, or consider remote work and live in its country.
 */
export function canReach(candidate: ReachCandidate, fieldFocusIds: ReadonlySet<number>, place: ReachPlace): boolean {
  if (!candidate.focus.some((id) => fieldFocusIds.has(id))) return false;
  const home = candidate.location;
  const point = home && home.lat !== null && home.lng !== null ? { lat: home.lat, lng: home.lng } : null;
  if (point && haversineMiles(point, place) <= REACH_MILES) return true;
  if (place.state && candidate.wantedRegions.some((r) => r.state === place.state && r.country === place.country))
    return true;
  return candidate.isRemoteConsidered && home?.country === place.country;
}
