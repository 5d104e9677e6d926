// Distances per docs/product.md §9 (kilometres per mile 1.609344).
import { KM_PER_MILE } from './constants';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius (IUGG), in miles. */
const EARTH_RADIUS_MILES = 6371.0088 / KM_PER_MILE;

export function milesToKm(miles: number): number {
  return miles * KM_PER_MILE;
}

export function kmToMiles(km: number): number {
  return km / KM_PER_MILE;
}

const toRad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in miles between two points given in degrees. */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
