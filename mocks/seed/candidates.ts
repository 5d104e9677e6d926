import { JobType } from '../../src/domain/enums/job';
import { places } from '../../src/domain/places';
import { buildCandidateProfile, buildUser, location } from '../builders';
import { db } from '../db';
import { focuses } from '../lookups';
import type { SeedContext } from './context';

/**
 * The candidate pool: people with a profile (no demo account, no sign-in) whom employers reach. Their homes are the
 * board's places, most of them at the outdoor hubs; each follows one or two focuses of a field.
 */
export async function seedCandidatePool({ faker, chance, daysAgo }: SeedContext, count: number) {
  const firstId = db.users.all().reduce((max, u) => Math.max(max, u.id), 0) + 1;
  const fieldWeights = [
    { value: 1, weight: 30 },
    { value: 2, weight: 12 },
    { value: 3, weight: 10 },
    { value: 4, weight: 8 },
    { value: 5, weight: 8 },
    { value: 6, weight: 14 },
    { value: 7, weight: 10 },
    { value: 8, weight: 8 },
  ];
  const types = Object.values(JobType);
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const place = faker.helpers.arrayElement(chance(0.6) ? places.slice(0, 20) : places);
    const fieldId = faker.helpers.weightedArrayElement(fieldWeights);
    const fieldFocuses = focuses.filter((f) => f.jobFieldId === fieldId).map((f) => f.id);
    const wanted = chance(0.4) ? [place.id, faker.helpers.arrayElement(places).id] : [place.id];
    await db.users.create(
      buildUser({
        id,
        email: `c${id}@candidates.example`,
        // No one signs in with these: an empty password is refused before it is compared.
        password: '',
        firstName,
        lastName,
        createdDate: daysAgo(faker.number.int({ min: 1, max: 400 })),
      }),
    );
    await db.candidateProfiles.create(
      buildCandidateProfile({
        userId: id,
        currentLocation: location(place.id),
        maxDistanceMiles: faker.helpers.arrayElement([25, 50, 100, 250]),
        isRemoteConsidered: chance(0.3),
        locations: [...new Set(wanted)],
        jobType: faker.helpers.arrayElements(types, { min: 1, max: 3 }),
        isMinimumDisabled: true,
        focus: faker.helpers.arrayElements(fieldFocuses, { min: 1, max: Math.min(2, fieldFocuses.length) }),
      }),
    );
  }
}
