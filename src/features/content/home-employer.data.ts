import type { LoaderFunctionArgs } from 'react-router-dom';
import { searchParamsOf, settle } from '../../components/route/loaders';
import { placeById, placeOf, type Place } from '../../domain/places';
import { lookups } from '../../state/lookups';
import { getUser, isEmployer } from '../../state/session';

const DEFAULT_FIELD_ID = 1;
const DEFAULT_PLACE_ID = 'boulder-co';

/** The place the count starts from: the signed-in employer's company town, else Boulder. */
function defaultPlace(): Place {
  const user = getUser();
  const company = isEmployer(user) ? user?.primaryCompany : null;
  return (company && placeOf(company)) || placeById(DEFAULT_PLACE_ID)!;
}

/** A job field id of the URL (`jobFieldId=3`), or the first field. */
function fieldIdOf(value: string | null): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_FIELD_ID;
}

/**
 * home-employer: the job fields, and how many candidates of the URL's field could take a job near the URL's place
 * (`?jobFieldId=1&near=boulder-co`; Home/calculate-candidates). The count's failure shows in place.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = searchParamsOf(request);
  const fieldId = fieldIdOf(params.get('jobFieldId'));
  const place = placeById(params.get('near') ?? '') ?? defaultPlace();
  const { home } = await import('../../api/home');
  const [options, reach] = await Promise.all([
    lookups.jobOptions().catch(() => null),
    settle(
      home.calculateCandidates({
        jobFieldId: fieldId,
        lat: place.lat,
        lng: place.lng,
        state: place.region,
        country: place.country,
      }),
    ),
  ]);
  return { fieldId, place, options, reach };
}
