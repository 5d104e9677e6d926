import { sponsoredJobIds } from './boosts';
import { clock } from './clock';
import { companiesById } from './companies';
import { db, type CandidateProfileRecord, type JobRecord } from './db';
import { focuses } from './lookups';
import { compensationNames, fieldName, isListed, toJobCard } from './queries/jobs';
import type { RecommendedJob } from '../src/api/schemas/job-candidate';
import { jobTypeLabels, type JobType } from '../src/domain/enums/job';
import { isRecommended, matchScore, type MatchNames, type MatchProfile } from '../src/domain/match';
import { placeOf } from '../src/domain/places';

/**
 * The match of live jobs with a profile (docs/matching.md, the rule itself in src/domain/match.ts), shared by the
 * candidate's recommended jobs (handlers/job.ts) and the quiz's matches (handlers/quiz.ts).
 */

export const matchNames: MatchNames = {
  focus: (id) => focuses.find((f) => f.id === id),
  jobField: fieldName,
  jobType: (id) => jobTypeLabels[id as JobType],
  compensation: (id) => compensationNames.get(id),
};

export function matchProfile(profile: Partial<CandidateProfileRecord> | undefined): MatchProfile {
  const location = profile?.currentLocation;
  return {
    focus: profile?.focus ?? [],
    jobType: profile?.jobType ?? [],
    isRemoteConsidered: profile?.isRemoteConsidered ?? false,
    location:
      location && location.lat !== null && location.lng !== null
        ? { lat: location.lat, lng: location.lng, country: location.country, label: location.city ?? 'home' }
        : null,
    maxDistanceMiles: profile?.maxDistanceMiles ?? null,
    salaries: profile?.salaries ?? [],
    isMinimumDisabled: profile?.isMinimumDisabled ?? false,
  };
}

/** A current location as the profile keeps it: a town of the board's places gets its coordinates (the match measures from them). */
export function locatedAt(
  location: { country: string; state: string | null; city: string | null } | null,
): CandidateProfileRecord['currentLocation'] {
  const place = location && placeOf(location);
  return location && { ...location, lat: place?.lat ?? null, lng: place?.lng ?? null };
}

/** The live jobs recommended for a profile (of those `keep` keeps), with their match, in the order of the jobs. */
export function recommendedJobs(
  profile: MatchProfile,
  keep: (job: JobRecord) => boolean = () => true,
): RecommendedJob[] {
  const nowIso = clock.iso();
  const companies = companiesById();
  const sponsored = sponsoredJobIds(nowIso);
  const out: RecommendedJob[] = [];
  for (const job of db.jobs.all()) {
    if (!isListed(job, nowIso) || !keep(job)) continue;
    const match = matchScore(profile, job, matchNames);
    if (!isRecommended(match)) continue;
    out.push({
      ...toJobCard(job, companies.get(job.companyId), sponsored, profile.location ?? undefined),
      matchPercent: match.percent,
      matchReasons: match.reasons,
    });
  }
  return out;
}

/** Newest first (by the date posted), then by id. */
export const byDatePosted = (a: RecommendedJob, b: RecommendedJob) =>
  (b.publishedDate ?? b.createdDate).localeCompare(a.publishedDate ?? a.createdDate) || a.id - b.id;

/** The best match first, then the newest (High-Low Match %; the quiz's best matches). */
export const byMatch = (a: RecommendedJob, b: RecommendedJob) => b.matchPercent - a.matchPercent || byDatePosted(a, b);
