import { countryOfRegion } from '../../src/domain/countries';
import { placeId } from '../../src/domain/places';
import { gazetteer } from '../gazetteer';
import { defineStates, num, str } from './define';

/** Places (Places/search, Places/by-id): towns and postal codes beside the gazetteer's, dropped when the interaction ends. */
export const placeStates = defineStates({
  'the town {name}, {region} of {population} people is at {lat},{lng}': (p) => {
    const [name, region] = [str(p, 'name'), str(p, 'region')];
    gazetteer.add(
      {
        id: placeId(name, region),
        kind: 'town',
        name,
        postalCode: null,
        region,
        country: countryOfRegion(region),
        lat: num(p, 'lat'),
        lng: num(p, 'lng'),
      },
      num(p, 'population'),
    );
  },
  'the postal code {code} of {name}, {region} is at {lat},{lng}': (p) => {
    const [code, region] = [str(p, 'code'), str(p, 'region')];
    gazetteer.add({
      id: code,
      kind: 'postalCode',
      name: str(p, 'name'),
      postalCode: code,
      region,
      country: countryOfRegion(region),
      lat: num(p, 'lat'),
      lng: num(p, 'lng'),
    });
  },
});
