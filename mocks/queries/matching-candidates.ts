import { pageOf, type Page } from './jobs';
import type { MatchingCandidate, MatchingQuery } from '../../src/api/schemas/matching';
import {
  applicantJobTitle,
  homeLabel,
  isMatchingCandidate,
  messageStatusOf,
  passesDistanceFilters,
} from '../../src/domain/applicants';
import { ApplicationStatus } from '../../src/domain/enums/applications';
import { CandidateResponseKind, MessageStatus } from '../../src/domain/enums/hiring';
import { ProfileVisibility } from '../../src/domain/enums/profile';
import { Role } from '../../src/domain/enums/user';
import { matchScore, type Match, type MatchNames } from '../../src/domain/match';
import { db, type CandidateProfileRecord, type CandidateResponseRecord, type PostedJob, type UserRecord } from '../db';
import { matchNames, matchProfile } from '../matching';

/** A live job's matching candidates (handlers/matching.ts; the rules: docs/hiring.md). */

/** What the query reads besides the job: the profiles, their users by id, who applied, the employer's responses. */
interface MatchingData {
  profiles: readonly CandidateProfileRecord[];
  /** The user of an id. */
  userOf: (id: number) => UserRecord | undefined;
  /** The users who applied to the job: they are its applicants, not candidates to find. */
  applied: ReadonlySet<number>;
  /** The employer's responses to candidates for this job, by user. */
  responses: ReadonlyMap<number, CandidateResponseRecord>;
  names: MatchNames;
}

/** Whether a profile can fit the job's field and focus at all (the match's first condition, checked cheaply first). */
const mayFit = (profile: CandidateProfileRecord, job: PostedJob, focusField: (id: number) => number | undefined) =>
  job.focusId !== null
    ? profile.focus.includes(job.focusId)
    : profile.focus.some((id) => focusField(id) === job.jobFieldId);

/**
 * A profile's match with a job, when it is one (null when it is not): worked out once per profile and job as they
 * are (an edit replaces a record, and so its matches), since scoring every profile of a large pool on each request
 * is most of the query's time.
 */
const matches = new WeakMap<PostedJob, WeakMap<CandidateProfileRecord, Match | null>>();
function matchesOf(job: PostedJob, names: MatchNames) {
  let known = matches.get(job);
  if (!known) matches.set(job, (known = new WeakMap()));
  const byProfile = known;
  const focusField = (id: number) => names.focus(id)?.jobFieldId;
  return (profile: CandidateProfileRecord): Match | null => {
    const seen = byProfile.get(profile);
    if (seen !== undefined) return seen;
    const match = mayFit(profile, job, focusField) ? matchScore(matchProfile(profile), job, names, 'employer') : null;
    const kept = match && isMatchingCandidate(match) ? match : null;
    byProfile.set(profile, kept);
    return kept;
  };
}

const byBestMatch = (a: MatchingCandidate, b: MatchingCandidate) =>
  b.matchPercent - a.matchPercent ||
  a.lastName.localeCompare(b.lastName) ||
  a.firstName.localeCompare(b.firstName) ||
  a.userId - b.userId;

/**
 * The candidates a job could reach, best match first: candidates (role User) with a profile anyone may see, who have
 * not applied, whose profile fits the job's field and focus and scores 60 % or more (docs/matching.md), within the
 * distance filters; those marked not interested only when asked for (`notInterested=1`), and then only them; with
 * `messageStatus`, only those invited whose invitation has that status.
 */
function listMatchingCandidates(job: PostedJob, query: MatchingQuery, data: MatchingData): Page<MatchingCandidate> {
  const hidden = query.notInterested === 1;
  const wanted = query.messageStatus ?? MessageStatus.All;
  const matchOf = matchesOf(job, data.names);
  const found: MatchingCandidate[] = [];
  // The reasons are worded for the page's candidates only.
  const matched = new Map<MatchingCandidate, Match>();
  for (const profile of data.profiles) {
    const match = matchOf(profile);
    if (!match || data.applied.has(profile.userId)) continue;
    const response = data.responses.get(profile.userId);
    if ((response?.kind === CandidateResponseKind.MarkedNotInterested) !== hidden) continue;
    if (wanted !== MessageStatus.All && (!response || messageStatusOf(response) !== wanted)) continue;
    const user = data.userOf(profile.userId);
    if (!user || !user.roles.includes(Role.User) || user.profileVisibility !== ProfileVisibility.Public) continue;
    if (!passesDistanceFilters(match, query)) continue;
    const candidate: MatchingCandidate = {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      jobTitle: applicantJobTitle(profile),
      location: homeLabel(profile?.currentLocation),
      matchPercent: match.percent,
      matchReasons: [],
      response: response
        ? {
            kind: response.kind,
            message: response.message,
            messageStatus: messageStatusOf(response),
            date: response.createdDate,
          }
        : null,
    };
    found.push(candidate);
    matched.set(candidate, match);
  }
  const page = pageOf(found, () => true, byBestMatch, query.pageNumber, query.pageSize);
  return { ...page, items: page.items.map((c) => ({ ...c, matchReasons: matched.get(c)?.reasons ?? [] })) };
}

/** The users by id: an array indexed by id (a Map of 50,000 users takes longer to build than the query). */
function usersById() {
  const byId: UserRecord[] = [];
  for (const user of db.users.all()) byId[user.id] = user;
  return (id: number) => byId[id];
}

/** The job's matching candidates from the mock's data, as GET admin/Job/{id}/matching-candidates answers them. */
export function matchingCandidatesOf(job: PostedJob, query: MatchingQuery): Page<MatchingCandidate> {
  const applied = new Set(
    db.applications
      .findMany((q) => q.where({ jobId: job.id }))
      .filter((a) => a.status === ApplicationStatus.Applied)
      .map((a) => a.userId),
  );
  const responses = new Map(
    db.candidateResponses.findMany((q) => q.where({ jobId: job.id })).map((r) => [r.userId, r]),
  );
  return listMatchingCandidates(job, query, {
    profiles: db.candidateProfiles.all(),
    userOf: usersById(),
    applied,
    responses,
    names: matchNames,
  });
}
