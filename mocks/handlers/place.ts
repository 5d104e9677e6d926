import {
  PLACE_LIMIT_DEFAULT,
  placeIdQuerySchema,
  placeSchema,
  placeSearchQuerySchema,
  placeSearchResultSchema,
} from '../../src/api/schemas/place';
import { gazetteer } from '../gazetteer';
import { notFound, route } from '../http';

/** The towns and postal codes a job search can be near (open to visitors): the gazetteer of ../gazetteer. */
export const placeHandlers = [
  route(
    'get',
    'Places/search',
    {
      summary: 'The towns and postal codes of the US and Canada that begin with what is typed, best first',
      spec: 'proposed',
      query: placeSearchQuerySchema,
      response: placeSearchResultSchema,
    },
    ({ query }) => gazetteer.search(query.term, query.limit ?? PLACE_LIMIT_DEFAULT),
  ),

  route(
    'get',
    'Places/by-id',
    {
      summary: 'The town or postal code of a link',
      spec: 'proposed',
      query: placeIdQuerySchema,
      response: placeSchema,
      errors: [404],
    },
    async ({ query }) => {
      const place = await gazetteer.byId(query.id);
      if (!place) throw notFound('No town or postal code has this id.');
      return place;
    },
  ),
];
