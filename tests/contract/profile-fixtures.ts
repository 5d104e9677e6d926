import type {
  AboutInput,
  Profile,
  PublicProfile,
  QualificationsInput,
  WorkPreferenceInput,
} from '../../src/api/schemas/profile';
import { Pronouns, ProfileVisibility, SocialLinkType } from '../../src/domain/enums/profile';

/**
 * What the profile pacts share (./profile.test.ts, ./public-profile.test.ts): the guide's profile as its provider
 * state fixes it, whole and exact (contracts/reference.md, mocks/states/profile.ts). Every list holds two items or more
 * and no field is empty, so that a provider that drops, retypes, changes, reorders or cuts any of them fails a pact.
 */

/** The state that puts the guide's profile in place. */
export const GUIDE_STATE = "the candidate {email} has a climbing guide's full profile";

/** The guide's photos: short data URLs the state fixes, in their order. */
export const PHOTOS = ['data:image/png;base64,QQ==', 'data:image/png;base64,Qg==', 'data:image/png;base64,Qw=='];

/** The guide's profile, as GET Profile answers it and every change starts from. */
export const guideProfile: Profile = {
  currentLocation: { country: 'US', state: 'CO', city: 'Boulder' },
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
  albumPhotosUrls: PHOTOS,
  currentCareerStatus: 'Seasonal guide',
  careerMoves: ['From gym instructor to guide', 'From assistant to lead guide'],
};

/** The guide's profile with changes. */
export const guideWith = (changes: Partial<Profile> = {}): Profile => ({ ...guideProfile, ...changes });

/** The candidate of the public page: Casey Rivera (they/them), user 77. */
export const CANDIDATE_ID = 77;

/** The guide's public page as a visitor sees it: exact, every value the states fix. */
export const guidePublic = (changes: Partial<PublicProfile> = {}): PublicProfile => ({
  id: CANDIDATE_ID,
  firstName: 'Casey',
  lastName: 'Rivera',
  pronouns: Pronouns.TheyThem,
  profileVisibility: ProfileVisibility.Public,
  isOwn: false,
  currentLocation: { city: 'Boulder', state: 'CO', country: 'US' },
  professionalSummary: 'Climbing guide who loves first-timers.',
  professionalHighlights: 'Two hundred guided days without an accident.',
  experience: 'Four seasons guiding rock climbing.',
  skills: ['Wilderness First Responder', 'Trad leading'],
  focus: [
    { id: 1, name: 'Climbing', jobFieldName: 'Guiding & Instruction' },
    { id: 2, name: 'Paddling', jobFieldName: 'Guiding & Instruction' },
  ],
  socialLinks: [
    { type: SocialLinkType.Instagram, url: 'https://instagram.com/casey.climbs' },
    { type: SocialLinkType.LinkedIn, url: 'https://www.linkedin.com/in/casey-rivera' },
  ],
  albumPhotosUrls: PHOTOS,
  resumeUrl: 'data:application/pdf;base64,JVBERi0=',
  ...changes,
});

/**
 * The files the pacts upload (fixtures/), their bytes in base64, and the address the profile keeps for each: the data
 * URL of those bytes, of the type their content shows (contracts/reference.md).
 */
export const RESUME_BASE64 =
  'JVBERi0xLjQKMSAwIG9iajw8L1R5cGUvQ2F0YWxvZy9QYWdlcyAyIDAgUj4+ZW5kb2JqCjIgMCBvYmo8PC9UeXBlL1BhZ2VzL0tpZHNbXS9Db3' +
  'VudCAwPj5lbmRvYmoKdHJhaWxlcjw8L1Jvb3QgMSAwIFI+PgolJUVPRgo=';
export const PHOTO_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const UPLOADED_RESUME = `data:application/pdf;base64,${RESUME_BASE64}`;
export const UPLOADED_PHOTO = `data:image/png;base64,${PHOTO_BASE64}`;

/**
 * The river guide's sections, as the states "the candidate signed in with token {token} has saved the river guide's
 * …" save them over the guide's profile through the provider's own calls (mocks/states/profile.ts holds the same):
 * every value other than the guide's.
 */
export const riverWorkPreference: WorkPreferenceInput = {
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
export const riverQualifications: QualificationsInput = {
  experience: 'Six seasons on the river.',
  nextJob: 'Head guide.',
  focus: [11, 2],
  skills: ['Swiftwater rescue', 'Rope access'],
};
/** The guide's photos kept: the third, then the first (the second removed). */
export const riverAbout: AboutInput = {
  websiteUrl: 'https://casey.example',
  professionalHighlights: 'Two hundred guided days.',
  professionalSummary: 'Guide.',
  jobInterests: ['Raft guide', 'Climbing guide'],
  socialLinks: [
    { type: SocialLinkType.LinkedIn, url: 'https://www.linkedin.com/in/casey' },
    { type: SocialLinkType.Youtube, url: 'https://www.youtube.com/@casey' },
  ],
  albumPhotosUrls: [PHOTOS[2]!, PHOTOS[0]!],
  currentCareerStatus: 'Lead guide',
  careerMoves: ['From instructor to lead guide', 'From lead guide to head guide'],
};
