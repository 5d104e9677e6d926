import { buildCandidateProfile, buildUser, location } from '../builders';
import { db, type CandidateProfileRecord } from '../db';
import { defineStates, num, str } from './define';
import { journal } from './journal';
import { ensureUser, put, removeUser } from './support';

/**
 * The candidate's own profile (Profile/*). The guide's profile holds fixed values the pacts pin (contracts/README.md
 * lists them); photos are short data URLs the state names.
 */

/** The guide's profile of the state `the candidate {email} has a guide's profile in {placeId} with the focus {focusId}`. */
const GUIDE_PROFILE: Partial<CandidateProfileRecord> = {
  maxDistanceMiles: 100,
  jobType: [1, 7],
  salaries: [{ min: 45_000, max: null, compensationId: 5 }],
  leaderships: ['Lead guide on multi-pitch trips'],
  benefits: ['isHousingIncluded'],
  experience: 'Four seasons guiding rock climbing.',
  nextJob: 'A year-round climbing guide role.',
  skills: ['Wilderness First Responder', 'Trad leading'],
  professionalSummary: 'Climbing guide who loves first-timers.',
  jobInterests: ['Climbing guide'],
  socialLinks: [{ type: 3, url: 'https://instagram.com/casey.climbs' }],
  currentCareerStatus: 'Seasonal guide',
  resumeUrl: 'data:application/pdf;base64,JVBERi0=',
};

const copy = <T>(value: T): T => structuredClone(value) as T;

export const profileStates = defineStates({
  // The candidate put afresh under that id (public profile pages are known by it): whoever had the id, or the email,
  // is set aside with what hangs on them. The first state of the interaction that names the candidate.
  'the candidate {email} has the user id {userId}': async (p) => {
    const email = str(p, 'email');
    const id = num(p, 'userId');
    if (journal.has(`user:${email}`))
      throw new Error(`Give the user id of ${email} before the other states that name them`);
    const holder = db.users.findFirst((q) => q.where({ id }));
    if (holder) removeUser(holder.email);
    removeUser(email);
    journal.mark(`user:${email}`);
    await put('users', buildUser({ id, email }));
  },
  'the candidate {email} has an empty profile': async (p) => {
    const user = await ensureUser(str(p, 'email'));
    await put('candidateProfiles', buildCandidateProfile({ userId: user.id }));
  },
  "the candidate {email} has a guide's profile in {placeId} with the focus {focusId}": async (p) => {
    const user = await ensureUser(str(p, 'email'));
    const place = str(p, 'placeId');
    await put(
      'candidateProfiles',
      buildCandidateProfile({
        userId: user.id,
        ...copy(GUIDE_PROFILE),
        currentLocation: location(place),
        locations: [place],
        focus: [num(p, 'focusId')],
      }),
    );
  },
  'the candidate {email} has the photos {first} and {second}': async (p) => {
    const user = await ensureUser(str(p, 'email'));
    await put(
      'candidateProfiles',
      buildCandidateProfile({ userId: user.id, albumPhotosUrls: [str(p, 'first'), str(p, 'second')] }),
    );
  },
});
