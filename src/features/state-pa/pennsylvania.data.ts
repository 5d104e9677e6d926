import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { content } from '../../api/content';
import { organization } from '../../api/organization';
import { searchLoader } from '../../components/job-search/search-loader';
import { withPlaceSuggestions } from '../../components/place/near-places';
import { settle } from '../../components/route/loaders';
import { regionsOf } from '../../domain/countries';

/** The US state a path names, by its name as a path (`pennsylvania`, `new-york`) or its letters (`PA`), any case. */
function stateOf(path: string) {
  const wanted = path.toLowerCase();
  return regionsOf('US').find(
    (s) => s.code.toLowerCase() === wanted || s.name.toLowerCase().replace(/ /g, '-') === wanted,
  );
}

/**
 * state-company/pennsylvania (and state-company/{state}: a path that names no US state is the not-found page): the
 * state's organization (Organization?abbreviation; none is the route's not-found page, after the catalogue's toast),
 * then at once its companies (Organization/companies by its id), the state's companies (by `state`), the page's
 * entries in the content service, and the state's live jobs: the job search of the URL, its state fixed. With
 * `?placeTerm=`, the places for the search's Near typeahead. A part that fails says so in place, after the catalogue's toast.
 */
export const loader = withPlaceSuggestions(async ({ params, request }: LoaderFunctionArgs) => {
  const state = stateOf(params.state ?? 'pennsylvania');
  if (!state) throw data(null, 404);
  const org = await organization.getByAbbreviation(state.code);
  const [members, inState, pages, jobs] = await Promise.all([
    settle(organization.getCompanies({ organizationId: org.id })),
    settle(organization.getCompanies({ state: org.state })),
    settle(content.getStatePages(org.state)),
    searchLoader({ request }, { state: org.state }),
  ]);
  return { stateName: state.name, organization: org, members, inState, pages, jobs };
});
