import type { CompanyRecord, JobRecord } from '../mocks/db';
import { focuses, jobFields } from '../mocks/lookups';
import type { JobSearchQuery } from '../src/api/schemas/job-search';

/**
 * The baseline of `npm run bench` (bench-search.ts): the filters of GET Job/search written out with filter, sort and
 * slice over a plain array, sharing no code with the mock's query module (mocks/queries/jobs.ts), so that each checks
 * the other's results.
 */

interface PlainResult {
  ids: number[];
  totalCount: number;
}

const EARTH_RADIUS_MILES = 6371.0088 / 1.609344;
const radians = (deg: number) => (deg * Math.PI) / 180;
function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const DAY_MS = 86_400_000;
const maxAgeMs: Record<string, number | null> = {
  Past24Hours: DAY_MS,
  PastWeek: 7 * DAY_MS,
  PastMonth: 30 * DAY_MS,
  AnyTime: null,
};

export function plainSearch(
  jobs: JobRecord[],
  companies: Map<number, CompanyRecord>,
  now: number,
  q: JobSearchQuery,
): PlainResult {
  const words = (q.keyword ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  // Remote Considered (6) stands for remote globally (1), remote in region (3) and hybrid (5).
  const remote = q.remoteStatuses?.flatMap((s) => (s === 6 ? [1, 3, 5] : [s]));
  const maxAge = q.datePosted ? maxAgeMs[q.datePosted] : null;
  const hasDistance = q.lat !== undefined && q.lng !== undefined && q.radius !== undefined;

  const matches = jobs.filter((job) => {
    if (job.status !== 3) return false;
    if (job.jobType === null || job.remoteStatus === null || job.lat === null || job.lng === null) return false;
    if (job.expireDate !== null && Date.parse(job.expireDate) <= now) return false;
    if (words.length > 0) {
      // As the mock: the job field's and focus's names count too ('ski' finds the Ski & Snowboard focus).
      const field = jobFields.find((f) => f.id === job.jobFieldId)?.name ?? '';
      const focus = focuses.find((f) => f.id === job.focusId)?.name ?? '';
      const text = [job.title, companies.get(job.companyId)?.name ?? '', job.city, job.state ?? '', field, focus]
        .join(' ')
        .toLowerCase();
      if (!words.every((w) => text.includes(w))) return false;
    }
    if (q.jobTypes?.length && !(q.jobTypes as number[]).includes(job.jobType)) return false;
    if (remote?.length && !remote.includes(job.remoteStatus)) return false;
    if (maxAge != null && Date.parse(job.publishedDate ?? job.createdDate) < now - maxAge) return false;
    if (hasDistance && milesBetween(q.lat!, q.lng!, job.lat, job.lng) > q.radius!) return false;
    if (q.salaryMin !== undefined || q.salaryMax !== undefined) {
      const low = job.salaryMin ?? job.salaryMax;
      const high = job.salaryMax ?? job.salaryMin;
      if (low === null || high === null) return false;
      if (q.salaryMin !== undefined && high < q.salaryMin) return false;
      if (q.salaryMax !== undefined && low > q.salaryMax) return false;
    }
    if (q.salaryCompensationId !== undefined && job.salaryCompensationId !== q.salaryCompensationId) return false;
    if (q.benefits?.length && !q.benefits.every((flag) => job[flag] === true)) return false;
    if (q.jobFieldId !== undefined && job.jobFieldId !== q.jobFieldId) return false;
    if (q.focusIds?.length && (job.focusId === null || !q.focusIds.includes(job.focusId))) return false;
    if (
      q.yearsOfExperienceIds?.length &&
      (job.yearsOfExperienceId === null || !q.yearsOfExperienceIds.includes(job.yearsOfExperienceId))
    )
      return false;
    return true;
  });

  // Newest first by default; titles compare lower-cased; jobs without an expiry date go last; ties by id.
  const direction = q.order === 'asc' ? 1 : -1;
  const sortBy = q.sort ?? 'createdDate';
  matches.sort((a, b) => {
    const ka = sortBy === 'title' ? a.title.toLowerCase() : sortBy === 'expireDate' ? a.expireDate : a.createdDate;
    const kb = sortBy === 'title' ? b.title.toLowerCase() : sortBy === 'expireDate' ? b.expireDate : b.createdDate;
    if (ka === kb) return a.id - b.id;
    if (ka === null) return 1;
    if (kb === null) return -1;
    return ka < kb ? -direction : direction;
  });

  const pageSize = q.pageSize ?? 20;
  const start = ((q.pageNumber ?? 1) - 1) * pageSize;
  return { ids: matches.slice(start, start + pageSize).map((job) => job.id), totalCount: matches.length };
}
