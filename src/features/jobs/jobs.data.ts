import { searchLoader } from '../../components/job-search/search-loader';
import { withPlaceSuggestions } from '../../components/place/near-places';

/** jobs: the search; with `?placeTerm=`, the places for the Near field's typeahead (src/components/place/near-places.ts). */
export const loader = withPlaceSuggestions(searchLoader);
