import { JobType, Role } from '../../src/domain/enums';
import { places } from '../../src/domain/places';
import { db, emptyProfile } from '../db';
import { focuses } from '../lookups';
import { DAY, located, type SeedContext } from './context';

/**
 * The candidate pool: people with a profile (no demo account, no sign-in) whom employers reach. Their homes are the
 * board's places, most of them at the outdoor hubs; each follows one or two focuses of a field.
 */
export async function seedCandidatePool({ faker, now }: SeedContext, count: number) {
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
    const place = faker.helpers.arrayElement(faker.number.float() < 0.6 ? places.slice(0, 20) : places);
    const fieldId = faker.helpers.weightedArrayElement(fieldWeights);
    const fieldFocuses = focuses.filter((f) => f.jobFieldId === fieldId).map((f) => f.id);
    const wanted = faker.number.float() < 0.4 ? [place.id, faker.helpers.arrayElement(places).id] : [place.id];
    await db.users.create({
      id,
      email: `c${id}@candidates.example`,
      // No one signs in with these: an empty password is refused before it is compared.
      password: '',
      firstName,
      lastName,
      roles: [Role.User],
      primaryCompanyId: null,
      lastJoinedCompanyId: null,
      createdDate: new Date(now - faker.number.int({ min: 1, max: 400 }) * DAY).toISOString(),
    });
    await db.candidateProfiles.create({
      ...emptyProfile(id),
      currentLocation: located(place.id),
      maxDistanceMiles: faker.helpers.arrayElement([25, 50, 100, 250]),
      isRemoteConsidered: faker.number.float() < 0.3,
      locations: [...new Set(wanted)],
      jobType: faker.helpers.arrayElements(types, { min: 1, max: 3 }),
      isMinimumDisabled: true,
      focus: faker.helpers.arrayElements(fieldFocuses, { min: 1, max: Math.min(2, fieldFocuses.length) }),
    });
  }
}
