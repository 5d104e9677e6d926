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

const HIGHLIGHTS_MIN_EXCLUSIVE = 6;

function percent(parts: readonly boolean[]): number {
  return (parts.filter(Boolean).length / parts.length) * 100;
}

export function profileCompleteness(profile: CompletenessProfile | null | undefined): Completeness {
  const p = profile ?? {};
  const workPreference = percent([
    isPresent(p.currentLocation?.country),
    p.isRemoteConsidered === true || isPresent(p.locations),
    isPresent(p.jobType),
    isPresent(p.salaries) || p.isMinimumDisabled === true,
    isPresent(p.leaderships),
    isPresent(p.benefits),
  ]);
  const qualifications = percent([
    isPresent(p.experience),
    isPresent(p.nextJob),
    isPresent(p.focus),
    isPresent(p.skills),
    isPresent(p.resumeUrl),
  ]);
  const about = percent([
    isPresent(p.websiteUrl),
    typeof p.professionalHighlights === 'string' && p.professionalHighlights.trim().length > HIGHLIGHTS_MIN_EXCLUSIVE,
    isPresent(p.professionalSummary),
    isPresent(p.jobInterests),
    isPresent(p.socialLinks),
    isPresent(p.albumPhotosUrls),
    isPresent(p.currentCareerStatus),
    isPresent(p.careerMoves),
  ]);
  return {
    workPreference: Math.round(workPreference),
    qualifications: Math.round(qualifications),
    about: Math.round(about),
    // The mean uses the unrounded section values and is rounded once, so rounding errors do not add up.
    total: Math.round((workPreference + qualifications + about) / 3),
  };
}
