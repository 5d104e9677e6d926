import type { CandidateProfileRecord, PostedJob, UserRecord } from '../mocks/db';
import { DistanceRadiusFilter, DistanceRangeFilter } from '../src/domain/enums/hiring';
import { matchScore, type MatchNames, type MatchProfile } from '../src/domain/match';

/**
 * The matching candidates of a job as a plain-array filter, map, sort and slice (bench-matching.ts compares the
 * mock's query with it): written on its own from docs/hiring.md and docs/matching.md, sharing only the score.
 */
export function plainMatching(
  job: PostedJob,
  query: { radius?: string; range?: string; pageNumber?: number; pageSize?: number },
  data: { profiles: CandidateProfileRecord[]; users: UserRecord[]; applied: number[]; names: MatchNames },
) {
  const usersById = new Map(data.users.map((u) => [u.id, u]));
  const applied = new Set(data.applied);
  const toMatchProfile = (p: CandidateProfileRecord): MatchProfile => ({
    focus: p.focus,
    jobType: p.jobType,
    isRemoteConsidered: p.isRemoteConsidered,
    location:
      p.currentLocation && p.currentLocation.lat !== null && p.currentLocation.lng !== null
        ? {
            lat: p.currentLocation.lat,
            lng: p.currentLocation.lng,
            country: p.currentLocation.country,
            label: p.currentLocation.city ?? 'home',
          }
        : null,
    maxDistanceMiles: p.maxDistanceMiles,
    salaries: p.salaries,
    isMinimumDisabled: p.isMinimumDisabled,
  });
  const rows = data.profiles
    .filter((p) => !applied.has(p.userId))
    .map((p) => ({ p, u: usersById.get(p.userId), m: matchScore(toMatchProfile(p), job, data.names, 'employer') }))
    .filter(({ u, m }) => {
      if (!u || !u.roles.includes(1) || u.profileVisibility !== 1) return false;
      const points = (key: string) => m.parts.find((part) => part.key === key)?.earned ?? 0;
      if (m.percent < 60 || points('field') === 0) return false;
      if (query.radius === DistanceRadiusFilter.WithinRadius && points('distance') === 0) return false;
      if (query.range === DistanceRangeFilter.WithinRange && points('salary') === 0) return false;
      return true;
    })
    .sort(
      (a, b) =>
        b.m.percent - a.m.percent ||
        a.u!.lastName.localeCompare(b.u!.lastName) ||
        a.u!.firstName.localeCompare(b.u!.firstName) ||
        a.u!.id - b.u!.id,
    );
  const size = query.pageSize ?? 20;
  const start = ((query.pageNumber ?? 1) - 1) * size;
  return { ids: rows.slice(start, start + size).map((r) => r.u!.id), totalCount: rows.length };
}
