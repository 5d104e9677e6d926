import { z } from 'zod/mini';
import { fromText, integer, queryId } from './common';
import { oneOf } from './job-search';
import { blankToNull, onceValid } from './rules';
import { BENEFIT_FLAGS } from '../../domain/benefits';
import { HIGHLIGHTS_MIN_EXCLUSIVE } from '../../domain/completeness';
import { MAX_SALARY } from '../../domain/constants';
import { COUNTRIES, regionsOf } from '../../domain/countries';
import { JobType } from '../../domain/enums/job';
import { SocialLinkType } from '../../domain/enums/profile';
import { placeById } from '../../domain/places';
import { MAX_PROFILE_PHOTOS } from '../../domain/uploads';

/**
 * The candidate's own profile (GET Profile) and its three sections as the editor saves them (PUT Profile/{section}):
 * the fields of completeness (docs/product.md §5), with the rules the editor shows beside its fields. Shapes designed
 * here (contracts/reference.md). The inputs coerce what a form holds (choices as text, blank text as none), so the
 * editor's forms and the mock check them with these same schemas.
 */

/** Free text, or null when blank; at most `max` characters. */
const optionalText = (max: number, what: string) =>
  z.pipe(
    z.transform(blankToNull),
    z.nullable(
      z.string().check(z.trim(), z.maxLength(max, `Keep ${what} under ${max.toLocaleString('en-US')} characters`)),
    ),
  );

/** A list of short entries (skills, interests…): each trimmed and non-blank, at most `count` of `max` characters each. */
const entries = (count: number, max: number, what: string) =>
  z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, `Fill in or remove the empty ${what}`),
          z.maxLength(max, `Keep each ${what} under ${max} characters`),
        ),
    )
    .check(z.maxLength(count, `Add at most ${count} ${what}s`));

const webAddress = (message: string) =>
  z.string().check(z.trim(), z.regex(/^https?:\/\/[^\s/.]+\.[^\s]+$/i, message), z.maxLength(300, message));

const countryCodes = new Set(COUNTRIES.map((c) => c.code));

/** Where the candidate lives: a country (required once anything is given), its state or province, a town. */
const currentLocationInput = z
  .object({
    country: z.string('Choose a country').check(z.refine((c) => countryCodes.has(c), 'Choose a country')),
    state: optionalText(80, 'the region'),
    city: optionalText(80, 'the town'),
  })
  .check(
    z.refine(
      (l) =>
        regionsOf(l.country).length === 0 || l.state === null || regionsOf(l.country).some((r) => r.code === l.state),
      {
        message: 'Choose the state or province',
        path: ['state'],
        ...onceValid('country', 'state'),
      },
    ),
  );

const amount = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    fromText(
      z
        .number({ error: 'Enter an amount in whole dollars' })
        .check(
          z.int('Enter an amount in whole dollars'),
          z.minimum(1, 'Enter an amount above 0'),
          z.maximum(MAX_SALARY, `Enter at most ${MAX_SALARY.toLocaleString('en-US')}`),
        ),
    ),
  ),
);

/** One pay the candidate looks for: a minimum (and a top, if they like) per pay period. */
const salaryInput = z
  .object({
    min: z.pipe(amount, z.number('Enter the lowest pay you would take')),
    max: amount,
    compensationId: fromText(
      z
        .number({ error: 'Choose how the pay is counted' })
        .check(z.int('Choose how the pay is counted'), z.minimum(1, 'Choose how the pay is counted')),
    ),
  })
  .check(
    z.refine((s) => s.max === null || s.max >= s.min, {
      message: 'The top must be at least the minimum',
      path: ['max'],
      ...onceValid('min', 'max'),
    }),
  );

/** PUT Profile/work-preference. */
export const workPreferenceInputSchema = z.object({
  currentLocation: z.nullable(currentLocationInput),
  maxDistanceMiles: z.pipe(
    z.transform(blankToNull),
    z.nullable(oneOf([25, 50, 100, 250, 500], 'Choose how far you would travel')),
  ),
  isRemoteConsidered: z.boolean(),
  locations: z
    .array(z.string().check(z.refine((id) => placeById(id) !== undefined, 'Choose a place of the list')))
    .check(z.maxLength(10, 'Choose at most 10 places')),
  jobType: z.array(oneOf(Object.values(JobType), 'Choose a job type')),
  salaries: z.array(salaryInput).check(z.maxLength(3, 'Add at most 3 pays')),
  isMinimumDisabled: z.boolean(),
  leaderships: entries(10, 200, 'leadership role'),
  benefits: z.array(z.enum(BENEFIT_FLAGS, 'Choose a benefit of the list')),
});
export type WorkPreferenceInput = z.output<typeof workPreferenceInputSchema>;

/** PUT Profile/qualifications (the resume travels on its own: POST Profile/resume). */
export const qualificationsInputSchema = z.object({
  experience: optionalText(2000, 'your experience'),
  nextJob: optionalText(500, 'your next job'),
  focus: z.array(fromText(z.number().check(z.int(), z.minimum(1)))).check(z.maxLength(6, 'Choose at most 6 focuses')),
  skills: entries(30, 60, 'skill'),
});
export type QualificationsInput = z.output<typeof qualificationsInputSchema>;

const HIGHLIGHTS_MESSAGE = `Write more than ${HIGHLIGHTS_MIN_EXCLUSIVE} characters, or leave it empty`;

/** PUT Profile/about (new photos travel on their own: POST Profile/photos; here the kept ones, in their order). */
export const aboutInputSchema = z.object({
  websiteUrl: z.pipe(
    z.transform(blankToNull),
    z.nullable(webAddress('Enter the website address, starting with https://')),
  ),
  professionalHighlights: z.pipe(
    optionalText(1000, 'your highlights'),
    z.nullable(z.string().check(z.minLength(HIGHLIGHTS_MIN_EXCLUSIVE + 1, HIGHLIGHTS_MESSAGE))),
  ),
  professionalSummary: optionalText(2000, 'your summary'),
  jobInterests: entries(10, 80, 'interest'),
  socialLinks: z
    .array(
      z.object({
        type: oneOf(Object.values(SocialLinkType), 'Choose the kind of link'),
        url: webAddress('Enter the address, starting with https://'),
      }),
    )
    .check(z.maxLength(13, 'Add at most 13 links')),
  albumPhotosUrls: z
    .array(z.string())
    .check(z.maxLength(MAX_PROFILE_PHOTOS, `Keep at most ${MAX_PROFILE_PHOTOS} photos`)),
  currentCareerStatus: optionalText(120, 'your career status'),
  careerMoves: entries(10, 200, 'career move'),
});
export type AboutInput = z.output<typeof aboutInputSchema>;

/** Where a candidate lives, and a link of theirs, as the profile and the public profile answer them. */
export const profilePlaceSchema = z.object({
  country: z.nullable(z.string()),
  state: z.nullable(z.string()),
  city: z.nullable(z.string()),
});
const placeShown = z.nullable(profilePlaceSchema);
const linkShown = z.object({ type: integer, url: z.string() });

/** GET Profile, and the answer to every change of it: the signed-in candidate's profile. */
export const profileSchema = z.object({
  currentLocation: placeShown,
  /** Furthest the candidate will travel or move for work, in miles. */
  maxDistanceMiles: z.nullable(integer),
  isRemoteConsidered: z.boolean(),
  locations: z.array(z.string()),
  jobType: z.array(integer),
  salaries: z.array(z.object({ min: z.nullable(z.number()), max: z.nullable(z.number()), compensationId: integer })),
  isMinimumDisabled: z.boolean(),
  leaderships: z.array(z.string()),
  benefits: z.array(z.string()),
  experience: z.nullable(z.string()),
  nextJob: z.nullable(z.string()),
  focus: z.array(integer),
  skills: z.array(z.string()),
  resumeUrl: z.nullable(z.string()),
  websiteUrl: z.nullable(z.string()),
  professionalHighlights: z.nullable(z.string()),
  professionalSummary: z.nullable(z.string()),
  jobInterests: z.array(z.string()),
  socialLinks: z.array(linkShown),
  albumPhotosUrls: z.array(z.string()),
  currentCareerStatus: z.nullable(z.string()),
  careerMoves: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * A new candidate's profile: nothing filled in. The mock's records start from it, so a field added to the profile
 * needs its schema above and its empty value here.
 */
export const emptyProfile = {
  currentLocation: null,
  maxDistanceMiles: null,
  isRemoteConsidered: false,
  locations: [],
  jobType: [],
  salaries: [],
  isMinimumDisabled: false,
  leaderships: [],
  benefits: [],
  experience: null,
  nextJob: null,
  focus: [],
  skills: [],
  resumeUrl: null,
  websiteUrl: null,
  professionalHighlights: null,
  professionalSummary: null,
  jobInterests: [],
  socialLinks: [],
  albumPhotosUrls: [],
  currentCareerStatus: null,
  careerMoves: [],
} satisfies Profile;

/**
 * GET Profile/public: what a candidate shows on their public page (candidate/{id}/view), to whoever the candidate's
 * visibility lets see it; `isOwn` when the candidate looks at their own ("this is how employers see you").
 */
export const publicProfileSchema = z.object({
  id: integer,
  firstName: z.string(),
  lastName: z.string(),
  pronouns: z.nullable(integer),
  profileVisibility: integer,
  isOwn: z.boolean(),
  currentLocation: placeShown,
  professionalSummary: z.nullable(z.string()),
  professionalHighlights: z.nullable(z.string()),
  experience: z.nullable(z.string()),
  skills: z.array(z.string()),
  /** The candidate's focuses, named (and their job field's name). */
  focus: z.array(z.object({ id: integer, name: z.string(), jobFieldName: z.string() })),
  socialLinks: z.array(linkShown),
  albumPhotosUrls: z.array(z.string()),
  resumeUrl: z.nullable(z.string()),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET Profile/public?id: a candidate's user id. */
export const publicProfileQuerySchema = z.object({
  id: queryId('Unknown candidate'),
});
