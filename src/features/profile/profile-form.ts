import { z } from 'zod/mini';
import {
  aboutInputSchema,
  qualificationsInputSchema,
  workPreferenceInputSchema,
  type Profile,
} from '../../api/schemas/profile';
import type { CompletenessSection } from '../../domain/completeness';

/**
 * The profile editor's three forms: their values as typed (text, ticked boxes, entries) and the way to the API's
 * section inputs, checked with the API's own schemas (src/api/schemas/profile.ts), so the editor and the server agree
 * on every rule. Files travel beside the values (the submission is multipart when one is chosen).
 */

/** The form's values (typed as the form holds them), brought to the API's input and checked with the API's schema. */
const checkedAs = <V, S extends z.ZodMiniType>(api: S, toInput: (values: V) => unknown = (values) => values) =>
  z.pipe(z.transform(toInput), api as unknown as z.ZodMiniType<z.output<S>, unknown>);

const text = (value: string | null) => value ?? '';
const texts = (values: readonly (number | string)[]) => values.map(String);

export interface WorkPreferenceValues {
  currentLocation: { country: string; state: string; city: string };
  maxDistanceMiles: string;
  isRemoteConsidered: boolean;
  locations: string[];
  jobType: string[];
  salaries: Array<{ min: string; max: string; compensationId: string }>;
  isMinimumDisabled: boolean;
  leaderships: string[];
  benefits: string[];
}

export const workPreferenceValuesOf = (p: Profile): WorkPreferenceValues => ({
  currentLocation: {
    country: p.currentLocation?.country ?? '',
    state: text(p.currentLocation?.state ?? null),
    city: text(p.currentLocation?.city ?? null),
  },
  maxDistanceMiles: p.maxDistanceMiles === null ? '' : String(p.maxDistanceMiles),
  isRemoteConsidered: p.isRemoteConsidered,
  locations: [...p.locations],
  jobType: texts(p.jobType),
  salaries: p.salaries.map((s) => ({
    min: s.min === null ? '' : String(s.min),
    max: s.max === null ? '' : String(s.max),
    compensationId: String(s.compensationId),
  })),
  isMinimumDisabled: p.isMinimumDisabled,
  leaderships: [...p.leaderships],
  benefits: [...p.benefits],
});

/** Where the candidate lives: none until a country is chosen. */
const locationOf = (l: WorkPreferenceValues['currentLocation']) => (l.country ? l : null);

export const workPreferenceFormSchema = checkedAs(workPreferenceInputSchema, (v: WorkPreferenceValues) => ({
  ...v,
  currentLocation: locationOf(v.currentLocation),
}));

export interface QualificationsValues {
  experience: string;
  nextJob: string;
  focus: string[];
  skills: string[];
}

export const qualificationsValuesOf = (p: Profile): QualificationsValues => ({
  experience: text(p.experience),
  nextJob: text(p.nextJob),
  focus: texts(p.focus),
  skills: [...p.skills],
});

export const qualificationsFormSchema = checkedAs<QualificationsValues, typeof qualificationsInputSchema>(
  qualificationsInputSchema,
);

export interface AboutValues {
  websiteUrl: string;
  professionalHighlights: string;
  professionalSummary: string;
  jobInterests: string[];
  socialLinks: Array<{ type: string; url: string }>;
  albumPhotosUrls: string[];
  currentCareerStatus: string;
  careerMoves: string[];
}

export const aboutValuesOf = (p: Profile): AboutValues => ({
  websiteUrl: text(p.websiteUrl),
  professionalHighlights: text(p.professionalHighlights),
  professionalSummary: text(p.professionalSummary),
  jobInterests: [...p.jobInterests],
  socialLinks: p.socialLinks.map((l) => ({ type: String(l.type), url: l.url })),
  albumPhotosUrls: [...p.albumPhotosUrls],
  currentCareerStatus: text(p.currentCareerStatus),
  careerMoves: [...p.careerMoves],
});

export const aboutFormSchema = checkedAs<AboutValues, typeof aboutInputSchema>(aboutInputSchema);

/** A section's values as typed now, for the completeness the editor shows live (files chosen count as given). */
export type LiveSection =
  | { section: 'workPreference'; values: WorkPreferenceValues }
  | { section: 'qualifications'; values: QualificationsValues; resume: boolean }
  | { section: 'about'; values: AboutValues; newPhotos: number };

/** The profile as the editor's forms hold it now: the saved one, with each section's typed values over it. */
export function liveProfile(saved: Profile, live: Partial<Record<CompletenessSection, LiveSection>>) {
  const wp = live.workPreference?.section === 'workPreference' ? live.workPreference.values : undefined;
  const q = live.qualifications?.section === 'qualifications' ? live.qualifications : undefined;
  const about = live.about?.section === 'about' ? live.about : undefined;
  return {
    ...saved,
    ...(wp && { ...wp, currentLocation: locationOf(wp.currentLocation) && wp.currentLocation }),
    ...(q && { ...q.values, resumeUrl: q.resume ? 'chosen' : null }),
    ...(about && {
      ...about.values,
      // An address the save would refuse is no website yet: it counts once it is one.
      websiteUrl: z.safeParse(aboutInputSchema.shape.websiteUrl, about.values.websiteUrl).success
        ? about.values.websiteUrl
        : null,
      albumPhotosUrls: [...about.values.albumPhotosUrls, ...Array<string>(about.newPhotos).fill('new')],
    }),
  };
}
