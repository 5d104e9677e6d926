import type { Mutation } from './mutation';

/** Places/search: the ranking and the limit of the Near field's typeahead (mocks/gazetteer/index.ts). */
const G = 'mocks/gazetteer/index.ts';

export const placeMutations: Mutation[] = [
  {
    id: 'places-word-matches-first',
    file: G,
    find: '          a.rank - b.rank ||',
    replace: '          b.rank - a.rank ||',
    what: 'Places/search lists the towns with a later word the term begins before those the term begins',
  },
  {
    id: 'places-population-ignored',
    file: G,
    find: '          b.e.population - a.e.population ||',
    replace: '',
    what: 'Places/search lists the towns by name, not the most populous first',
  },
  {
    id: 'places-no-word-matches',
    file: G,
    find: '      return at >= 0 && at < e.nameLength ? 1 : -1;',
    replace: '      return -1;',
    what: 'Places/search finds only the towns whose name the term begins',
  },
  {
    id: 'places-limit-ignored',
    file: G,
    find: '      .slice(0, limit)',
    replace: '      .slice(0, 8)',
    what: 'Places/search gives its default number of places whatever the limit',
  },
  {
    id: 'places-region-ignored',
    file: G,
    find: '        key: placeWords(`${place.name} ${place.region}`),',
    replace: '        key: placeWords(place.name),',
    what: 'Places/search does not find a town by its name and region',
  },
];
