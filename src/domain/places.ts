// The board's places: real towns of the US and Canada (city centre coordinates, 4 decimals) where the demo seed puts
// companies, jobs and candidates, and the choices of the forms that pick one (a job's place, a candidate's wanted
// places, the employers' reach). Outdoor hubs first, then Pennsylvania, then Canada. The job search's Near field
// takes any town or postal code instead (the API's Places calls; the mock's gazetteer holds these too).

export interface Place {
  /** Slug of city and region, e.g. `boulder-co`. */
  id: string;
  city: string;
  /** Two-letter state or province code. */
  region: string;
  country: 'US' | 'CA';
  lat: number;
  lng: number;
}

// City, region, latitude, longitude; `;` between places: a compact table, in the chunks of the pages that use it.
const US_PLACES =
  'Boulder,CO,40.015,-105.2705;Denver,CO,39.7392,-104.9903;Estes Park,CO,40.3772,-105.5217;' +
  'Durango,CO,37.2753,-107.8801;Bozeman,MT,45.677,-111.0429;Missoula,MT,46.8721,-113.994;' +
  'Moab,UT,38.5733,-109.5498;Salt Lake City,UT,40.7608,-111.891;Bend,OR,44.0582,-121.3153;' +
  'Portland,OR,45.5152,-122.6784;Hood River,OR,45.7054,-121.5215;Seattle,WA,47.6062,-122.3321;' +
  'Jackson,WY,43.4799,-110.7624;Ketchum,ID,43.6807,-114.3637;Boise,ID,43.615,-116.2023;' +
  'Flagstaff,AZ,35.1983,-111.6513;Santa Fe,NM,35.687,-105.9378;Tahoe City,CA,39.1722,-120.1442;' +
  'Bishop,CA,37.3635,-118.3951;Ventura,CA,34.2746,-119.229;San Francisco,CA,37.7749,-122.4194;' +
  'Anchorage,AK,61.2181,-149.9003;Duluth,MN,46.7867,-92.1005;Minneapolis,MN,44.9778,-93.265;' +
  'Chattanooga,TN,35.0456,-85.3097;Asheville,NC,35.5951,-82.5515;Fayetteville,WV,38.0529,-81.104;' +
  'Burlington,VT,44.4759,-73.2121;North Conway,NH,44.0537,-71.1284;Lake Placid,NY,44.2795,-73.9799;' +
  'Pittsburgh,PA,40.4406,-79.9959;Harrisburg,PA,40.2732,-76.8867;State College,PA,40.7934,-77.86;' +
  'Philadelphia,PA,39.9526,-75.1652;Stroudsburg,PA,40.9868,-75.1946;Erie,PA,42.1292,-80.0851;' +
  'Williamsport,PA,41.2412,-77.0011;Ohiopyle,PA,39.8686,-79.4931';
const CA_PLACES =
  'Vancouver,BC,49.2827,-123.1207;Squamish,BC,49.7016,-123.1558;Whistler,BC,50.1163,-122.9574;' +
  'Calgary,AB,51.0447,-114.0719;Canmore,AB,51.0884,-115.3479;Banff,AB,51.1784,-115.5708;' +
  'Toronto,ON,43.6532,-79.3832;Montreal,QC,45.5017,-73.5673;Halifax,NS,44.6488,-63.5752';

/** Lower case, accents and punctuation gone, one space between words: `Montréal, QC` -> `montreal qc`. */
export const placeWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A town's id: its name and region as a slug (`Boulder`, `CO` -> `boulder-co`; `Montréal`, `QC` -> `montreal-qc`). */
export const placeId = (city: string, region: string) => placeWords(`${city} ${region}`).replaceAll(' ', '-');

const parse = (table: string, country: Place['country']): Place[] =>
  table.split(';').map((row) => {
    const [city = '', region = '', lat = '0', lng = '0'] = row.split(',');
    return {
      id: placeId(city, region),
      city,
      region,
      country,
      lat: Number(lat),
      lng: Number(lng),
    };
  });

export const places: readonly Place[] = [...parse(US_PLACES, 'US'), ...parse(CA_PLACES, 'CA')];
const byId = new Map(places.map((p) => [p.id, p]));

/** The place with this id, or undefined. */
export function placeById(id: string): Place | undefined {
  return byId.get(id);
}

/** The place of the list at a company's (or a job's) city, region and country, if it is one of them. */
export const placeOf = (loc: {
  city: string | null;
  state: string | null;
  country: string | null;
}): Place | undefined => places.find((p) => p.city === loc.city && p.region === loc.state && p.country === loc.country);
