import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { JobStatus } from '../../src/domain/enums/job';
import { buildApplication } from '../builders';
import type { ApplicationRecord, JobRecord } from '../db';
import { DAY, HOUR, iso, MINUTE, type SeedContext } from './context';

const { Active, ApplicationClosed } = JobStatus;

/**
 * Candidate 1 watches two active jobs and has applied to four (one at each stage); candidate 2 watches one and
 * has applied to one. Jobs are taken from their focus job fields where the catalogue has them.
 */
export function applications({ faker, now }: SeedContext, jobs: readonly JobRecord[]): ApplicationRecord[] {
  const used = new Set<number>();
  const tenDaysAgo = now - 10 * DAY;
  const old = (j: JobRecord) => Date.parse(j.createdDate) <= tenDaysAgo;
  /** The first unused job meeting the first predicate that any job meets. */
  const pick = (...predicates: Array<(j: JobRecord) => boolean>) => {
    for (const predicate of predicates) {
      const job = jobs.find((j) => !used.has(j.id) && predicate(j));
      if (job) {
        used.add(job.id);
        return job;
      }
    }
    return undefined;
  };
  const records: ApplicationRecord[] = [];
  const watch = (userId: number, job: JobRecord | undefined) => {
    if (!job) return;
    const since = now - Date.parse(job.createdDate);
    const createdDate = iso(now - Math.floor((since * faker.number.float({ min: 0.1, max: 0.9 })) / MINUTE) * MINUTE);
    records.push(
      buildApplication({
        id: records.length + 1,
        userId,
        jobId: job.id,
        status: ApplicationStatus.Watching,
        createdDate,
      }),
    );
  };
  const apply = (userId: number, job: JobRecord | undefined, stage: number, appliedDaysAgo: number) => {
    if (!job) return;
    const opened = Date.parse(job.publishedDate ?? job.createdDate);
    // Before a closed job's expiry, after it was published.
    const last = job.status === ApplicationClosed && job.expireDate ? Date.parse(job.expireDate) - DAY : now;
    const applied = Math.max(Math.min(now - appliedDaysAgo * DAY, last), opened);
    const created = Math.max(applied - faker.number.int({ min: 0, max: 36 }) * HOUR, opened);
    records.push(
      buildApplication({
        id: records.length + 1,
        userId,
        jobId: job.id,
        stage,
        createdDate: iso(created),
        appliedDate: iso(applied),
      }),
    );
  };
  const active = (j: JobRecord) => j.status === Active;
  const closed = (j: JobRecord) => j.status === ApplicationClosed;
  const inField = (fieldId: number) => (j: JobRecord) => j.jobFieldId === fieldId;
  const all =
    (...ps: Array<(j: JobRecord) => boolean>) =>
    (j: JobRecord) =>
      ps.every((p) => p(j));

  watch(
    1,
    pick(
      all(active, inField(1), (j) => !old(j)),
      all(active, inField(1)),
      active,
    ),
  );
  watch(1, pick(all(active, inField(1)), active));
  apply(1, pick(all(active, inField(1), old), all(active, old), active), AppliedByFilter.Applied, 2);
  apply(1, pick(all(active, inField(1), old), all(active, old), active), AppliedByFilter.Interviewing, 5);
  apply(1, pick(all(active, inField(1), old), all(active, old), active), AppliedByFilter.ReceivedOffer, 7);
  apply(1, pick(all(closed, inField(1)), closed, all(active, old), active), AppliedByFilter.Rejected, 9);
  watch(2, pick(all(active, inField(3)), active));
  apply(2, pick(all(active, inField(3), old), all(active, old), active), AppliedByFilter.Interviewing, 4);
  return records;
}
