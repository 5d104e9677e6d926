import { BENEFIT_FLAGS, type BenefitFlag } from '../../src/domain/benefits';
import { JobStatus } from '../../src/domain/enums/job';
import { buildJob } from '../builders';
import type { CompanyRecord, JobRecord } from '../db';
import type { CompanySeed } from './companies';
import { caPlaces, DAY, HOUR, MINUTE, round4, usPlaces, type SeedContext } from './context';
import { FL, FT, HY, IN, ON, RG, RR, SFT, SPT } from './data/codes';
import { coverage, lateCoverage, statusWeights, type Coverage } from './data/coverage';
import { describeJob, pickRole, salaryFor } from './job-parts';
import { setOrderStatuses } from './order-statuses';
import { rejectReasonsFor } from './reject-reasons';

const { Active, PendingReview, Rejected, ApplicationClosed } = JobStatus;

/**
 * The job catalogue: `size` jobs of believable outdoor-industry roles, placed at real US and Canadian places.
 * The first jobs are laid out by hand (the coverage rows); the rest are drawn at random.
 */
export function drawJobs(ctx: SeedContext, companies: readonly CompanySeed[], size: number) {
  const { faker } = ctx;
  const companyCount = companies.length;
  const jobs: JobRecord[] = [];
  /** Jobs an active boost sponsors (their boosts are made with the other records). */
  const sponsoredIds: number[] = [];
  const forced = coverage.length;
  for (let index = 0; index < size; index++) {
    const fixed: Coverage = coverage[index] ?? {};
    const companyId =
      fixed.companyId ??
      (index < forced
        ? faker.number.int({ min: 1, max: companyCount })
        : index < forced + companyCount
          ? index - forced + 1
          : faker.number.int({ min: 1, max: companyCount }));
    const { job, sponsored } = drawJob(ctx, index + 1, companyId, companies[companyId - 1]!, fixed);
    if (sponsored) sponsoredIds.push(job.id);
    jobs.push(job);
  }
  setOrderStatuses(ctx, jobs, sponsoredIds, forced + 1);
  return { jobs, sponsoredIds };
}

/** The jobs of lateCoverage, numbered from `firstId`: drawn after every other record. */
export function drawLateJobs(ctx: SeedContext, companies: readonly CompanySeed[], firstId: number) {
  return lateCoverage.map(
    (fixed, i) => drawJob(ctx, firstId + i, fixed.companyId!, companies[fixed.companyId! - 1]!, fixed).job,
  );
}

/** One job of the company, with what the coverage row fixes. */
function drawJob(ctx: SeedContext, id: number, companyId: number, company: CompanySeed, fixed: Coverage) {
  const { faker, chance, daysAgo, msAgo } = ctx;
  const r = pickRole(ctx, company, fixed);
  const status = fixed.status ?? faker.helpers.weightedArrayElement(statusWeights);
  const jobType = fixed.jobType ?? (chance(0.6) ? r.types[0]! : faker.helpers.arrayElement(r.types));
  const remoteStatus = fixed.remoteStatus ?? (chance(0.55) ? r.remotes[0]! : faker.helpers.arrayElement(r.remotes));
  const yoe = jobType === IN ? 1 : chance(0.15) ? null : faker.helpers.arrayElement(r.exp);
  const prefix =
    r.senior && yoe !== null && yoe >= 4 ? faker.helpers.arrayElement(['Senior ', 'Senior ', 'Lead ']) : '';
  const title = jobType === FL && r.types[0] !== FL && chance(0.5) ? `Freelance ${r.title}` : `${prefix}${r.title}`;

  // Where: mostly the company's place (always for Remote globally), else another place, about 15% of them in Canada.
  const place =
    remoteStatus === RG || fixed.atCompany === true
      ? company.place
      : fixed.canada === true
        ? faker.helpers.arrayElement(caPlaces)
        : chance(0.7)
          ? company.place
          : faker.helpers.arrayElement(chance(0.15) ? caPlaces : usPlaces);
  const remoteCountries = remoteStatus === RR ? (chance(0.6) ? [place.country] : ['US', 'CA']) : [];

  // When: a good share in the last day, week and month; closed jobs are old enough to have expired.
  const ageRoll = faker.number.float();
  const minutes = (min: number, max: number) => faker.number.int({ min, max }) * MINUTE;
  const ageMs =
    fixed.hoursAgo !== undefined
      ? fixed.hoursAgo * HOUR
      : status === ApplicationClosed
        ? minutes(10 * 1440, 120 * 1440)
        : ageRoll < 0.08
          ? minutes(20, 1380)
          : ageRoll < 0.3
            ? minutes(1440, 7 * 1440)
            : ageRoll < 0.6
              ? minutes(7 * 1440, 30 * 1440)
              : minutes(30 * 1440, 120 * 1440);
  const published = status === Active || status === ApplicationClosed;
  // Review takes half an hour to six hours (never past now).
  const publishedAgoMs = ageMs - Math.min(minutes(30, 360), ageMs / 2);
  let expireDate: string | null;
  if (status === Active) expireDate = msAgo(-faker.number.int({ min: 5, max: 90 }) * DAY);
  else if (status === ApplicationClosed)
    expireDate = daysAgo(faker.number.int({ min: 1, max: Math.min(30, Math.floor(ageMs / DAY) - 3) }));
  else expireDate = chance(0.5) ? null : msAgo(-faker.number.int({ min: 14, max: 90 }) * DAY);

  // Benefits: housing on seasonal work, relocation on salaried jobs, commuter help in town, visas in tech.
  const seasonal = jobType === SFT || jobType === SPT;
  const flags: Record<BenefitFlag, boolean> = {
    isHousingIncluded: chance(seasonal ? 0.3 : 0.02),
    isHousingSubsidized: false,
    isRelocationStipend: chance(jobType === FT && r.pay > 0 ? 0.15 : 0.02),
    isCommuterBenefits: chance((remoteStatus === ON || remoteStatus === HY) && !seasonal ? 0.2 : 0.03),
    isHQPosition: chance(r.fieldId === 8 || r.fieldId === 4 ? 0.15 : 0.02),
  };
  flags.isHousingSubsidized = !flags.isHousingIncluded && chance(seasonal ? 0.2 : 0.03);
  if (fixed.benefit !== undefined) {
    flags[fixed.benefit] = true;
    if (fixed.benefit === 'isHousingIncluded') flags.isHousingSubsidized = false;
    if (fixed.benefit === 'isHousingSubsidized') flags.isHousingIncluded = false;
  }
  const salary = salaryFor(ctx, r, fixed);
  const benefitList = BENEFIT_FLAGS.filter((b) => flags[b]);

  const description = describeJob(ctx, r, {
    title,
    company,
    place,
    remoteStatus,
    remoteCountries,
    yoe,
    benefits: benefitList,
  });
  const sponsored = fixed.sponsored ?? (status === Active && chance(0.08));
  // The draw of the random score of earlier versions (the score is now the listing score): kept, so that every
  // draw after it, and with them the whole catalogue, stays as it was.
  faker.number.int({ min: 0, max: 100 });
  const job = buildJob({
    id,
    companyId,
    title,
    description,
    status,
    jobType,
    remoteStatus,
    createdDate: msAgo(ageMs),
    // Last written when created, or when it was published (approved) after review.
    updatedDate: msAgo(published ? publishedAgoMs : ageMs),
    publishedDate: published ? msAgo(publishedAgoMs) : null,
    expireDate,
    ...salary,
    ...flags,
    jobFieldId: r.fieldId,
    focusId: r.focusId === null || (fixed.focusId === undefined && chance(0.05)) ? null : r.focusId,
    yearsOfExperienceId: yoe,
    city: place.city,
    state: place.region,
    country: place.country,
    lat: round4(place.lat + faker.number.float({ min: -0.05, max: 0.05 })),
    lng: round4(place.lng + faker.number.float({ min: -0.05, max: 0.05 })),
    remoteCountries,
    rejectReason:
      status === Rejected
        ? faker.helpers.arrayElement(rejectReasonsFor({ ...salary, ...flags, jobFieldId: r.fieldId, jobType }))
        : null,
  });
  return { job, sponsored };
}

/** The companies' counts of active, pending-review and rejected jobs. */
export function countJobs(jobs: readonly JobRecord[], companies: readonly CompanyRecord[]) {
  for (const job of jobs) {
    const company = companies[job.companyId - 1]!;
    if (job.status === Active) company.activeJobsCount += 1;
    else if (job.status === PendingReview) company.pendingReviewJobsCount += 1;
    else if (job.status === Rejected) company.rejectedJobsCount += 1;
  }
}
