import { candidateReachInputSchema, candidateReachSchema } from '../../src/api/schemas/home';
import { canReach, REACH_MILES } from '../../src/domain/candidate-reach';
import { placeById } from '../../src/domain/places';
import { db } from '../db';
import { route } from '../http';
import { focuses } from '../lookups';

/** The employers' home: how many candidates of a job field could take a job near a place (open to visitors). */
export const homeHandlers = [
  route(
    'post',
    'Home/calculate-candidates',
    {
      summary: 'How many candidates of a job field could take a job near a place',
      spec: 'documented',
      body: candidateReachInputSchema,
      response: candidateReachSchema,
    },
    ({ body }) => {
      const fieldFocusIds = new Set(focuses.filter((f) => f.jobFieldId === body.jobFieldId).map((f) => f.id));
      let count = 0;
      for (const profile of db.candidateProfiles.all()) {
        const home = profile.currentLocation;
        const candidate = {
          focus: profile.focus,
          location: home && { lat: home.lat, lng: home.lng, country: home.country },
          wantedRegions: profile.locations.flatMap((id) => {
            const place = placeById(id);
            return place ? [{ state: place.region, country: place.country }] : [];
          }),
          isRemoteConsidered: profile.isRemoteConsidered,
        };
        if (canReach(candidate, fieldFocusIds, body)) count++;
      }
      return { count, withinMiles: REACH_MILES };
    },
  ),
];
