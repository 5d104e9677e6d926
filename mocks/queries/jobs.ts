import { BRAND_PAGE_JOBS_MAX } from '../../src/api/schemas/company-profile';
import type { JobCard } from '../../src/api/schemas/job';
import { PAGE_SIZE_DEFAULT, type JobSearchQuery } from '../../src/api/schemas/job-search';
import type { JobSearchApiQuery } from '../../src/api/schemas/job-search-api';
import { haversineMiles } from '../../src/domain/distance';
import { RemoteStatus } from '../../src/domain/enums/job';
import { datePostedMaxAgeMs, type DatePostedFilter } from '../../src/domain/enums/job-search';
import { isLive } from '../../src/domain/job-lifecycle';
import { isPosted, type CompanyRecord, type JobRecord, type PostedJob } from '../db';
import { focuses, jobFields, salaryCompensations } from '../lookups';

/**
 * The mock's job search: one pass over the records with a predicate built once per query, then the page picked
 * by a bounded insertion (the top pageNumber x pageSize in sort order) instead of sorting every match. The
 * handler (mocks/handlers/job.ts) and the benchmark (scripts/bench-search.ts) run this same code.
 */

export interface SearchData {
  /** Every job: a search lists only those with a listing (isPosted), in the same pass as its other tests. */
  jobs: readonly JobRecord[];
  companies: ReadonlyMap<number, CompanyRecord>;
  now: number;
}

/** 'Remote Considered' (filter only) finds every job that can be done at least partly remotely. */
const REMOTE_CONSIDERED = [RemoteStatus.RemoteGlobally, RemoteStatus.RemoteInRegion, RemoteStatus.Hybrid];

const focusNames = new Map(focuses.map((f) => [f.id, f.name]));
const fieldNames = new Map(jobFields.map((f) => [f.id, f.name]));
export const compensationNames = new Map(salaryCompensations.map((c) => [c.id, c.name]));

/** Lower-case text a keyword is looked for in, kept per record (an updated record is a new object). */
const searchText = new WeakMap<PostedJob, string>();
function textOf(job: PostedJob, company: CompanyRecord | undefined): string {
  let text = searchText.get(job);
  if (text === undefined) {
    text = [
      job.title,
      company?.name,
      job.city,
      job.state,
      fieldNames.get(job.jobFieldId),
      job.focusId ? focusNames.get(job.focusId) : '',
    ]
      .join(' ')
      .toLowerCase();
    searchText.set(job, text);
  }
  return text;
}

const postedAt = (job: JobRecord) => job.publishedDate ?? job.createdDate;

export function isPostedWithin(job: JobRecord, filter: DatePostedFilter | undefined, now: number): boolean {
  const maxAge = filter ? datePostedMaxAgeMs[filter] : null;
  return maxAge === null || Date.parse(postedAt(job)) >= now - maxAge;
}

/**
 * The words of a keyword search, case aside: split on spaces, each a word only when it holds a letter or a digit
 * (an emoji or a dash typed among the words narrows nothing, rather than finding nothing).
 */
const keywordWords = (keyword: string | undefined) =>
  (keyword ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));

/** A predicate for every filter of the query (the base condition, e.g. public and active, comes first). */
export function jobPredicate(query: JobSearchApiQuery, data: SearchData, base: (job: PostedJob) => boolean) {
  const tests: Array<(job: PostedJob) => boolean> = [base];
  const words = keywordWords(query.keyword);
  if (words.length) {
    tests.push((job) => {
      const text = textOf(job, data.companies.get(job.companyId));
      return words.every((word) => text.includes(word));
    });
  }
  if (query.state) tests.push((job) => job.country === 'US' && job.state === query.state);
  if (query.jobTypes?.length) {
    const types = new Set<number>(query.jobTypes);
    tests.push((job) => types.has(job.jobType));
  }
  if (query.remoteStatuses?.length) {
    const statuses = new Set<number>(query.remoteStatuses);
    if (statuses.has(RemoteStatus.RemoteConsidered)) for (const s of REMOTE_CONSIDERED) statuses.add(s);
    tests.push((job) => statuses.has(job.remoteStatus));
  }
  const maxAge = query.datePosted ? datePostedMaxAgeMs[query.datePosted] : null;
  if (maxAge !== null) {
    const since = new Date(data.now - maxAge).toISOString();
    tests.push((job) => postedAt(job) >= since);
  }
  if (query.lat !== undefined && query.lng !== undefined && query.radius !== undefined) {
    const center = { lat: query.lat, lng: query.lng };
    const radius = query.radius;
    // A box around the circle first (cheap), the great-circle distance only inside it.
    const dLat = radius / 69;
    const dLng = radius / (69 * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)));
    tests.push(
      (job) =>
        Math.abs(job.lat - center.lat) <= dLat &&
        Math.abs(job.lng - center.lng) <= dLng &&
        haversineMiles(center, job) <= radius,
    );
  }
  const { salaryMin, salaryMax, salaryCompensationId } = query;
  if (salaryMin !== undefined || salaryMax !== undefined) {
    // The job's pay range overlaps the wanted one (one bound listed stands for both); a job without pay never matches.
    tests.push((job) => {
      const low = job.salaryMin ?? job.salaryMax;
      if (low === null) return false;
      const high = job.salaryMax ?? low;
      return (salaryMin === undefined || high >= salaryMin) && (salaryMax === undefined || low <= salaryMax);
    });
  }
  if (salaryCompensationId !== undefined) tests.push((job) => job.salaryCompensationId === salaryCompensationId);
  for (const flag of query.benefits ?? []) tests.push((job) => job[flag]);
  if (query.jobFieldId !== undefined) tests.push((job) => job.jobFieldId === query.jobFieldId);
  if (query.focusIds?.length) {
    const ids = new Set<number | null>(query.focusIds);
    tests.push((job) => ids.has(job.focusId));
  }
  if (query.yearsOfExperienceIds?.length) {
    const ids = new Set<number | null>(query.yearsOfExperienceIds);
    tests.push((job) => ids.has(job.yearsOfExperienceId));
  }
  return (job: PostedJob) => {
    for (const test of tests) if (!test(job)) return false;
    return true;
  };
}

const titleKey = new WeakMap<JobRecord, string>();
const lowerTitle = (job: JobRecord) => {
  let key = titleKey.get(job);
  if (key === undefined) titleKey.set(job, (key = job.title.toLowerCase()));
  return key;
};

/** Sort order of the query (default: newest first); ties by id, so paging is stable. */
export function jobComparator(sort: JobSearchQuery['sort'] = 'createdDate', order: JobSearchQuery['order'] = 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  const key: (job: JobRecord) => string | null =
    sort === 'title' ? lowerTitle : sort === 'expireDate' ? (job) => job.expireDate : (job) => job.createdDate;
  return (a: JobRecord, b: JobRecord): number => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) {
      if (ka === null) return 1; // no expiry date: last either way
      if (kb === null) return -1;
      return ka < kb ? -sign : sign;
    }
    return a.id - b.id;
  };
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/**
 * The matching records of one page, in order, and how many match in all: keeps only the best
 * pageNumber x pageSize in a sorted buffer while it walks the records once.
 */
export function pageOf<T, S extends T>(
  records: Iterable<T>,
  matches: (record: T) => record is S,
  compare: (a: S, b: S) => number,
  pageNumber?: number,
  pageSize?: number,
): Page<S>;
export function pageOf<T>(
  records: Iterable<T>,
  matches: (record: T) => boolean,
  compare: (a: T, b: T) => number,
  pageNumber?: number,
  pageSize?: number,
): Page<T>;
export function pageOf<T>(
  records: Iterable<T>,
  matches: (record: T) => boolean,
  compare: (a: T, b: T) => number,
  pageNumber = 1,
  pageSize = PAGE_SIZE_DEFAULT,
): Page<T> {
  const keep = pageNumber * pageSize;
  const best: T[] = [];
  let totalCount = 0;
  for (const record of records) {
    if (!matches(record)) continue;
    totalCount++;
    if (best.length === keep && compare(record, best[keep - 1] as T) >= 0) continue;
    // Binary search for the place, then insert (dropping the last when full).
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(best[mid] as T, record) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, record);
    if (best.length > keep) best.pop();
  }
  return { items: best.slice((pageNumber - 1) * pageSize), totalCount, pageNumber, pageSize };
}

/** A job the public lists show (the search, a brand page, the recommended jobs): posted, and live now. */
export const isListed = (job: JobRecord, nowIso: string): job is PostedJob => isPosted(job) && isLive(job, nowIso);

/** GET Job/search: public, active jobs matching the query, one page of them. */
export function searchJobs(data: SearchData, query: JobSearchApiQuery): Page<PostedJob> {
  const nowIso = new Date(data.now).toISOString();
  const matches = jobPredicate(query, data, () => true);
  const listed = (job: JobRecord): job is PostedJob => isListed(job, nowIso) && matches(job);
  return pageOf(data.jobs, listed, jobComparator(query.sort, query.order), query.pageNumber, query.pageSize);
}

/** A company's brand page (Company/by-path): its live jobs as cards, newest first, at most BRAND_PAGE_JOBS_MAX. */
export function companyJobCards(
  jobs: JobRecord[],
  company: CompanyRecord,
  now: number,
  sponsored: ReadonlySet<number>,
): JobCard[] {
  const nowIso = new Date(now).toISOString();
  const listed = (job: JobRecord): job is PostedJob => job.companyId === company.id && isListed(job, nowIso);
  const page = pageOf(jobs, listed, jobComparator(), 1, BRAND_PAGE_JOBS_MAX);
  return page.items.map((job) => toJobCard(job, company, sponsored));
}

/**
 * GET Job/search's answer: the page of searchJobs as cards, each measured from the query's point when it has one;
 * `sponsored` holds the jobs an active boost sponsors now.
 */
export function searchJobCards(
  data: SearchData,
  query: JobSearchApiQuery,
  sponsored: ReadonlySet<number>,
): Page<JobCard> {
  const page = searchJobs(data, query);
  const from = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
  return {
    ...page,
    items: page.items.map((job) => toJobCard(job, data.companies.get(job.companyId), sponsored, from)),
  };
}

/** The fields of a card a draft may lack: a posted job's card is a JobCard, a draft's may hold nulls. */
type Placed = 'jobType' | 'remoteStatus' | 'city' | 'country';
type CardOf<J extends JobRecord> = Omit<JobCard, Placed> & Pick<J, Placed>;

/**
 * A record as the lists show it, with its company's name and logo joined in; `sponsored` holds the jobs an active
 * boost sponsors now (mocks/boosts.ts).
 */
export function toJobCard<J extends JobRecord>(
  job: J,
  company: CompanyRecord | null | undefined,
  sponsored: ReadonlySet<number>,
  from?: { lat: number; lng: number },
): CardOf<J> {
  return {
    id: job.id,
    title: job.title,
    status: job.status,
    jobType: job.jobType,
    remoteStatus: job.remoteStatus,
    companyId: job.companyId,
    companyName: company?.name ?? 'Unknown company',
    companyLogo: company?.logo ?? null,
    city: job.city,
    state: job.state,
    country: job.country,
    createdDate: job.createdDate,
    publishedDate: job.publishedDate,
    expireDate: job.expireDate,
    isSponsored: sponsored.has(job.id),
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCompensationId: job.salaryCompensationId,
    salaryCompensationName:
      job.salaryCompensationId === null ? null : (compensationNames.get(job.salaryCompensationId) ?? null),
    isHousingIncluded: job.isHousingIncluded,
    isHousingSubsidized: job.isHousingSubsidized,
    isRelocationStipend: job.isRelocationStipend,
    isCommuterBenefits: job.isCommuterBenefits,
    isHQPosition: job.isHQPosition,
    distanceMiles:
      from && job.lat !== null && job.lng !== null
        ? Math.round(haversineMiles(from, { lat: job.lat, lng: job.lng }) * 10) / 10
        : null,
  };
}

export const fieldName = (id: number) => fieldNames.get(id);
export const focusName = (id: number) => focusNames.get(id);
