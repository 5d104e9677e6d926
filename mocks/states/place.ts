import { defineStates, num, str } from './define';
import { codePlace, gazetteer, townPlace } from '../gazetteer';

/** Places (Places/search, Places/by-id): towns and postal codes beside the gazetteer's, dropped when the interaction ends. */
export const placeStates = defineStates({
  'the town {name}, {region} of {population} people is at {lat},{lng}': (p) => {
    const town = townPlace(str(p, 'name'), str(p, 'region'), num(p, 'lat'), num(p, 'lng'));
    gazetteer.add(town, num(p, 'population'));
  },
  'the postal code {code} of {name}, {region} is at {lat},{lng}': (p) => {
    gazetteer.add(codePlace(str(p, 'code'), str(p, 'name'), str(p, 'region'), num(p, 'lat'), num(p, 'lng')));
  },
});
