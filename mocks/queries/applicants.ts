import { pageOf } from './jobs';
import type { Applicant, Applicants, ApplicantsQuery } from '../../src/api/schemas/applicants';
import { applicantJobTitle, homeLabel, passesDistanceFilters } from '../../src/domain/applicants';
import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { CandidateMatchSort, CandidateSort } from '../../src/domain/enums/hiring';
import { Role } from '../../src/domain/enums/user';
import { matchScore } from '../../src/domain/match';
import { db, isPosted, type JobRecord, type PostedJob } from '../db';
import { matchNames, matchProfile } from '../matching';

/** A job's applicants as its employer sees them (handlers/applicants.ts; the rules: docs/hiring.md). */

const byText = (a: string | null, b: string | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : a.localeCompare(b, 'en', { sensitivity: 'base' });
const byName = (a: Applicant, b: Applicant) => byText(a.lastName, b.lastName) || byText(a.firstName, b.firstName);
const newestFirst = (a: Applicant, b: Applicant) =>
  b.appliedDate.localeCompare(a.appliedDate) || b.applicationId - a.applicationId;

/** The order of a query: the candidate sort when it names one, else the match sort (the best match first). */
function applicantComparator(query: Pick<ApplicantsQuery, 'sort' | 'candidateSort'>) {
  if (query.candidateSort === CandidateSort.Name)
    return (a: Applicant, b: Applicant) => byName(a, b) || newestFirst(a, b);
  if (query.candidateSort === CandidateSort.JobTitle)
    return (a: Applicant, b: Applicant) => byText(a.jobTitle, b.jobTitle) || byName(a, b) || newestFirst(a, b);
  if (query.sort === CandidateMatchSort.NewestFirst) return newestFirst;
  if (query.sort === CandidateMatchSort.OldestFirst) return (a: Applicant, b: Applicant) => newestFirst(b, a);
  return (a: Applicant, b: Applicant) => b.matchPercent - a.matchPercent || newestFirst(a, b);
}

/** Every application to the job with the candidate and their match, those the distance filters keep. */
function applicantsOf(job: PostedJob, query: ApplicantsQuery): Applicant[] {
  const out: Applicant[] = [];
  for (const application of db.applications.findMany((q) => q.where({ jobId: job.id }))) {
    if (application.status !== ApplicationStatus.Applied || application.appliedDate === null) continue;
    const user = db.users.findFirst((q) => q.where({ id: application.userId }));
    if (!user) continue;
    const profile = db.candidateProfiles.findFirst((q) => q.where({ userId: user.id })) ?? undefined;
    const match = matchScore(matchProfile(profile), job, matchNames, 'employer');
    if (!passesDistanceFilters(match, query)) continue;
    out.push({
      applicationId: application.id,
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      jobTitle: applicantJobTitle(profile),
      location: homeLabel(profile?.currentLocation),
      appliedDate: application.appliedDate,
      stage: application.stage,
      matchPercent: match.percent,
      matchReasons: match.reasons,
      isPremium: user.roles.includes(Role.Premium),
    });
  }
  return out;
}

/** A page of the job's applicants at the query's stage, in its order, and how many each stage holds. */
export function listApplicants(job: JobRecord, query: ApplicantsQuery): Applicants {
  // A job never sent for review has no listing to match with, and no applicants.
  const all = isPosted(job) ? applicantsOf(job, query) : [];
  const counts: Record<string, number> = { [AppliedByFilter.All]: all.length };
  for (const stage of [0, 1, 2, 3]) counts[stage] = all.filter((a) => a.stage === stage).length;
  const stage = query.stage ?? AppliedByFilter.All;
  const atStage = (a: Applicant) => stage === AppliedByFilter.All || a.stage === stage;
  return { ...pageOf(all, atStage, applicantComparator(query), query.pageNumber, query.pageSize), counts };
}
