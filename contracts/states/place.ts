import { describeStates } from './define';
import type { placeStates } from '../../mocks/states/place';

export default describeStates<typeof placeStates>({
  'the town {name}, {region} of {population} people is at {lat},{lng}': {
    creates:
      "a town with that name, region (its country: Canada for a province's code, else the US), population " +
      'and coordinates, its id the slug of name and region (`pactville-co`), found by Places/search and ' +
      "Places/by-id until teardown; the consumer's towns have names no real place has",
  },
  'the postal code {code} of {name}, {region} is at {lat},{lng}': {
    creates:
      'a postal code serving that town, at those coordinates, its id the code, until teardown (the ' +
      "consumer's codes are below the lowest real ZIP code, 00501)",
  },
});
