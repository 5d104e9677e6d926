import type { AboutInput, QualificationsInput, WorkPreferenceInput } from '../../src/api/schemas/profile';
import { SocialLinkType } from '../../src/domain/enums/profile';
import { buildCandidateProfile, location } from '../builders';
import { db, type CandidateProfileRecord } from '../db';
import { defineStates, num, str } from './define';
import { callProvider, ensureUser, put, putUserAt, removeUser, uploadForm } from './support';
import { profileHandlers } from '../handlers/profile';

/**
 * The candidate's own profile (Profile/*). The guide's profile holds fixed values the pacts pin (contracts/reference.md
 * lists them): every field filled in, every list of two or more; its photos are short data URLs. Files uploaded go
 * through the provider's own upload calls.
 */

/** The guide's profile of the state `the candidate {email} has a climbing guide's full profile`. */
const GUIDE_PROFILE: Omit<CandidateProfileRecord, 'userId' | 'currentLocation'> = {
  maxDistanceMiles: 100,
  isRemoteConsidered: true,
  locations: ['boulder-co', 'estes-park-co'],
  jobType: [1, 7],
  salaries: [
    { min: 45_000, max: 60_000, compensationId: 5 },
    { min: 250, max: null, compensationId: 2 },
  ],
  isMinimumDisabled: false,
  leaderships: ['Lead guide on multi-pitch trips', 'Head coach of a youth climbing team'],
  benefits: ['isHousingIncluded', 'isRelocationStipend'],
  experience: 'Four seasons guiding rock climbing.',
  nextJob: 'A year-round climbing guide role.',
  focus: [1, 2],
  skills: ['Wilderness First Responder', 'Trad leading'],
  resumeUrl: 'data:application/pdf;base64,JVBERi0=',
  websiteUrl: 'https://casey-climbs.example',
  professionalHighlights: 'Two hundred guided days without an accident.',
  professionalSummary: 'Climbing guide who loves first-timers.',
  jobInterests: ['Climbing guide', 'Canyoneering guide'],
  socialLinks: [
    { type: SocialLinkType.Instagram, url: 'https://instagram.com/casey.climbs' },
    { type: SocialLinkType.LinkedIn, url: 'https://www.linkedin.com/in/casey-rivera' },
  ],
  albumPhotosUrls: ['data:image/png;base64,QQ==', 'data:image/png;base64,Qg==', 'data:image/png;base64,Qw=='],
  currentCareerStatus: 'Seasonal guide',
  careerMoves: ['From gym instructor to guide', 'From assistant to lead guide'],
};

const copy = <T>(value: T): T => structuredClone(value) as T;

/** The guide's photos and three more (the bytes A to F): a state takes the first few of them. */
const SIX_PHOTOS = [
  ...GUIDE_PROFILE.albumPhotosUrls,
  'data:image/png;base64,RA==',
  'data:image/png;base64,RQ==',
  'data:image/png;base64,Rg==',
];

/**
 * The river guide's sections, each saved over the guide's profile by a state through the provider's own PUT (every
 * value other than the guide's, so that a save that drops one shows): contracts/reference.md lists them.
 */
const RIVER_WORK_PREFERENCE: WorkPreferenceInput = {
  currentLocation: { country: 'US', state: 'PA', city: 'Pittsburgh' },
  maxDistanceMiles: 50,
  isRemoteConsidered: false,
  locations: ['pittsburgh-pa', 'ohiopyle-pa'],
  jobType: [2, 1],
  salaries: [
    { min: 52_000, max: 60_000, compensationId: 5 },
    { min: 24, max: null, compensationId: 1 },
  ],
  isMinimumDisabled: true,
  leaderships: ['Led a trail crew of six', 'Ran the river shop'],
  benefits: ['isCommuterBenefits', 'isHousingSubsidized'],
};
const RIVER_QUALIFICATIONS: QualificationsInput = {
  experience: 'Six seasons on the river.',
  nextJob: 'Head guide.',
  focus: [11, 2],
  skills: ['Swiftwater rescue', 'Rope access'],
};
/** The guide's photos kept: the third, then the first (the second removed). */
const RIVER_ABOUT: AboutInput = {
  websiteUrl: 'https://casey.example',
  professionalHighlights: 'Two hundred guided days.',
  professionalSummary: 'Guide.',
  jobInterests: ['Raft guide', 'Climbing guide'],
  socialLinks: [
    { type: SocialLinkType.LinkedIn, url: 'https://www.linkedin.com/in/casey' },
    { type: SocialLinkType.Youtube, url: 'https://www.youtube.com/@casey' },
  ],
  albumPhotosUrls: ['data:image/png;base64,Qw==', 'data:image/png;base64,QQ=='],
  currentCareerStatus: 'Lead guide',
  careerMoves: ['From instructor to lead guide', 'From lead guide to head guide'],
};

export const profileStates = defineStates({
  // The candidate put afresh under that id (public profile pages are known by it).
  'the candidate {email} has the user id {userId}': (p) => putUserAt(num(p, 'userId'), str(p, 'email')),
  // Whoever had the id is set aside (with what hangs on them) until teardown: the id is unknown.
  'no user has the id {userId}': (p) => {
    const holder = db.users.findFirst((q) => q.where({ id: num(p, 'userId') }));
    if (holder) removeUser(holder.email);
  },
  'the candidate {email} has an empty profile': async (p) => {
    const user = await ensureUser(str(p, 'email'));
    await put('candidateProfiles', buildCandidateProfile({ userId: user.id }));
  },
  "the candidate {email} has a climbing guide's full profile": async (p) => {
    const user = await ensureUser(str(p, 'email'));
    await put(
      'candidateProfiles',
      buildCandidateProfile({ userId: user.id, ...copy(GUIDE_PROFILE), currentLocation: location('boulder-co') }),
    );
  },
  // The photo limit's two sides: 5 photos take a sixth, 6 take no seventh.
  "the candidate {email} has a climbing guide's full profile with {photoCount} photos": async (p) => {
    const count = num(p, 'photoCount');
    if (count < 0 || count > SIX_PHOTOS.length) throw new Error(`A profile has 0 to ${SIX_PHOTOS.length} photos`);
    const user = await ensureUser(str(p, 'email'));
    await put(
      'candidateProfiles',
      buildCandidateProfile({
        userId: user.id,
        ...copy(GUIDE_PROFILE),
        albumPhotosUrls: SIX_PHOTOS.slice(0, count),
        currentLocation: location('boulder-co'),
      }),
    );
  },
  // Through the provider's own POST Profile/resume and POST Profile/photos, in the candidate's session {token} (an
  // earlier state signs them in): what the uploads store is what the interaction observes.
  'the candidate {email} has uploaded the resume {resume} and the photo {photo} with the token {token}': async (p) => {
    await ensureUser(str(p, 'email'));
    const token = str(p, 'token');
    await callProvider(profileHandlers, 'POST', 'Profile/resume', uploadForm(str(p, 'resume'), 'resume.pdf'), token);
    await callProvider(profileHandlers, 'POST', 'Profile/photos', uploadForm(str(p, 'photo'), 'photo.png'), token);
  },
  // The saves and the removal below go through the provider's own calls, in the candidate's session {token} (earlier
  // states sign them in and give them the guide's profile): what GET Profile then answers is what each call stored.
  "the candidate signed in with token {token} has saved the river guide's work preference": (p) =>
    callProvider(profileHandlers, 'PUT', 'Profile/work-preference', RIVER_WORK_PREFERENCE, str(p, 'token')),
  "the candidate signed in with token {token} has saved the river guide's qualifications": (p) =>
    callProvider(profileHandlers, 'PUT', 'Profile/qualifications', RIVER_QUALIFICATIONS, str(p, 'token')),
  "the candidate signed in with token {token} has saved the river guide's about section": (p) =>
    callProvider(profileHandlers, 'PUT', 'Profile/about', RIVER_ABOUT, str(p, 'token')),
  'the candidate signed in with token {token} has removed their resume': (p) =>
    callProvider(profileHandlers, 'DELETE', 'Profile/resume', undefined, str(p, 'token')),
});
