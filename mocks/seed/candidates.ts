import { JobType } from '../../src/domain/enums/job';
import { places } from '../../src/domain/places';
import { buildCandidateProfile, buildUser, location } from '../builders';
import { db } from '../db';
import { focuses } from '../lookups';
import type { SeedContext } from './context';

/** The role a pool candidate looks for, by their first focus (their profile's first job interest). */
const roleByFocus: Record<number, string> = {
  1: 'Climbing guide',
  2: 'Paddling instructor',
  3: 'Ski instructor',
  4: 'Store manager',
  5: 'Wholesale account manager',
  6: 'Content producer',
  7: 'Social media manager',
  8: 'Apparel designer',
  9: 'Product designer',
  10: 'Supply chain planner',
  11: 'Trail crew lead',
  12: 'Park ranger',
  13: 'Lodge manager',
  14: 'Software engineer',
};

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
    const focus = faker.helpers.arrayElements(fieldFocuses, { min: 1, max: Math.min(2, fieldFocuses.length) });
    await db.candidateProfiles.create(
      buildCandidateProfile({
        userId: id,
        currentLocation: location(place.id),
        maxDistanceMiles: faker.helpers.arrayElement([25, 50, 100, 250]),
        isRemoteConsidered: chance(0.3),
        locations: [...new Set(wanted)],
        jobType: faker.helpers.arrayElements(types, { min: 1, max: 3 }),
        isMinimumDisabled: true,
        focus,
        jobInterests: focus.flatMap((id) => roleByFocus[id] ?? []),
      }),
    );
  }
}
