import { buildCandidateProfile, location } from '../builders';
import { focuses } from '../lookups';
import { defineStates, num } from './define';
import { ensureUser, put, removeWhere } from './support';

/** A town too small for the gazetteer: a profile naming it has no coordinates (as the profile call stores it). */
const UNMAPPED = 'cross-fork-pa';
const CROSS_FORK = { city: 'Cross Fork', state: 'PA', country: 'US', lat: null, lng: null };

/** Employers' reach (Home/calculate-candidates): candidates who count and who do not. */
export const homeStates = defineStates({
  'candidates in and out of the job field {jobFieldId} live near and far from Harrisburg, PA': async (p) => {
    const fieldId = num(p, 'jobFieldId');
    const inField = focuses.find((f) => f.jobFieldId === fieldId)!.id;
    const otherField = focuses.find((f) => f.jobFieldId !== fieldId)!.id;
    // Five count: near, wanting to work in PA (two of them, one as the second of their wanted places), remote in
    // the US, remote in a US town the gazetteer does not know.
    // Five do not: far and not remote, another field, remote but in Canada, remote but living nowhere the profile
    // says, in that unknown PA town but not remote (no distance is known, and living in the state is not a rule).
    const people: Array<[focus: number, home: string | null, wants: string[], remote: boolean]> = [
      [inField, 'harrisburg-pa', ['harrisburg-pa'], false],
      [inField, 'pittsburgh-pa', ['harrisburg-pa'], false],
      [inField, 'seattle-wa', ['seattle-wa'], true],
      [inField, 'seattle-wa', ['seattle-wa'], false],
      [otherField, 'harrisburg-pa', ['harrisburg-pa'], true],
      [inField, 'squamish-bc', ['squamish-bc'], true],
      [inField, null, [], true],
      [inField, UNMAPPED, [], true],
      [inField, UNMAPPED, [], false],
      [inField, 'seattle-wa', ['lake-placid-ny', 'pittsburgh-pa'], false],
    ];
    // They are the whole population the count is of: every other candidate profile is set aside until teardown.
    removeWhere('candidateProfiles', () => true);
    for (const [index, [focus, home, wants, remote]] of people.entries()) {
      const user = await ensureUser(`candidate-${index + 1}@reach.example`);
      await put(
        'candidateProfiles',
        buildCandidateProfile({
          userId: user.id,
          currentLocation: home === null ? null : home === UNMAPPED ? CROSS_FORK : location(home),
          locations: wants,
          isRemoteConsidered: remote,
          focus: [focus],
        }),
      );
    }
  },
});
