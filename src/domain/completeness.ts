// Profile completeness per docs/product.md §5.

/** Profile fields used for completeness; every field optional and nullable. */
export interface CompletenessProfile {
  currentLocation?: { country?: string | null } | null;
  isRemoteConsidered?: boolean | null;
  locations?: readonly unknown[] | null;
  jobType?: unknown;
  salaries?: readonly unknown[] | null;
  isMinimumDisabled?: boolean | null;
  leaderships?: unknown;
  benefits?: unknown;
  experience?: unknown;
  nextJob?: unknown;
  focus?: unknown;
  skills?: unknown;
  resumeUrl?: string | null;
  websiteUrl?: string | null;
  professionalHighlights?: string | null;
  professionalSummary?: string | null;
  jobInterests?: unknown;
  socialLinks?: unknown;
  albumPhotosUrls?: unknown;
  currentCareerStatus?: unknown;
  careerMoves?: unknown;
}

/** Integer percentages (0..100) per section and overall. */
export interface Completeness {
  workPreference: number;
  qualifications: number;
  about: number;
  total: number;
}

/** Non-empty trimmed string, non-empty array, finite number, true, or non-empty object. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return false;
}

/** Professional highlights count (and are accepted) when longer than this many characters (docs/product.md §5). */
export const HIGHLIGHTS_MIN_EXCLUSIVE = 6;

export type CompletenessSection = 'workPreference' | 'qualifications' | 'about';

/** One part of a section's completeness: the profile field it is about (its editor field's anchor), in words. */
export interface CompletenessPart {
  section: CompletenessSection;
  field: string;
  label: string;
  done: boolean;
}

type PartRule = readonly [field: string, label: string, done: (p: CompletenessProfile) => boolean];

/** The parts of each section, in the editor's order (docs/product.md §5: six, five and eight equal parts). */
const PARTS: Readonly<Record<CompletenessSection, readonly PartRule[]>> = {
  workPreference: [
    ['currentLocation.country', 'Where you live', (p) => isPresent(p.currentLocation?.country)],
    ['locations', 'Where you would work, or remote', (p) => p.isRemoteConsidered === true || isPresent(p.locations)],
    ['jobType', 'Job types', (p) => isPresent(p.jobType)],
    ['salaries', 'Pay you are looking for', (p) => isPresent(p.salaries) || p.isMinimumDisabled === true],
    ['leaderships', 'Leadership', (p) => isPresent(p.leaderships)],
    ['benefits', 'Benefits you want', (p) => isPresent(p.benefits)],
  ],
  qualifications: [
    ['experience', 'Experience', (p) => isPresent(p.experience)],
    ['nextJob', 'Your next job', (p) => isPresent(p.nextJob)],
    ['focus', 'Focus', (p) => isPresent(p.focus)],
    ['skills', 'Skills', (p) => isPresent(p.skills)],
    ['resumeUrl', 'Resume', (p) => isPresent(p.resumeUrl)],
  ],
  about: [
    ['websiteUrl', 'Website', (p) => isPresent(p.websiteUrl)],
    [
      'professionalHighlights',
      'Professional highlights',
      (p) =>
        typeof p.professionalHighlights === 'string' &&
        p.professionalHighlights.trim().length > HIGHLIGHTS_MIN_EXCLUSIVE,
    ],
    ['professionalSummary', 'Professional summary', (p) => isPresent(p.professionalSummary)],
    ['jobInterests', 'Job interests', (p) => isPresent(p.jobInterests)],
    ['socialLinks', 'Social links', (p) => isPresent(p.socialLinks)],
    ['albumPhotosUrls', 'Photos', (p) => isPresent(p.albumPhotosUrls)],
    ['currentCareerStatus', 'Current career status', (p) => isPresent(p.currentCareerStatus)],
    ['careerMoves', 'Career moves', (p) => isPresent(p.careerMoves)],
  ],
};

const COMPLETENESS_SECTIONS = Object.keys(PARTS) as CompletenessSection[];

/** Every part of every section, done or not, in the editor's order. */
export function completenessParts(profile: CompletenessProfile | null | undefined): CompletenessPart[] {
  const p = profile ?? {};
  return COMPLETENESS_SECTIONS.flatMap((section) =>
    PARTS[section].map(([field, label, done]) => ({ section, field, label, done: done(p) })),
  );
}

function percent(parts: readonly CompletenessPart[]): number {
  return (parts.filter((part) => part.done).length / parts.length) * 100;
}

export function profileCompleteness(profile: CompletenessProfile | null | undefined): Completeness {
  const parts = completenessParts(profile);
  const [workPreference, qualifications, about] = COMPLETENESS_SECTIONS.map((section) =>
    percent(parts.filter((part) => part.section === section)),
  ) as [number, number, number];
  return {
    workPreference: Math.round(workPreference),
    qualifications: Math.round(qualifications),
    about: Math.round(about),
    // The mean uses the unrounded section values and is rounded once, so rounding errors do not add up.
    total: Math.round((workPreference + qualifications + about) / 3),
  };
}

/** The anchor of a part's field in the profile editor (its control's id): the editor's and the banner's links. */
export const partAnchor = (field: string) => `profile-${field.replace(/\./g, '-')}`;

/** The first part still missing (the profile banner links to it), or undefined when the profile is complete. */
export const firstMissingPart = (profile: CompletenessProfile | null | undefined): CompletenessPart | undefined =>
  completenessParts(profile).find((part) => !part.done);
