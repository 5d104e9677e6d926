import { ApplicationStatus, AppliedByFilter } from '../../src/domain/enums/applications';
import { JobStatus } from '../../src/domain/enums/job';
import { buildApplication } from '../builders';
import { db, nextId, type JobRecord } from '../db';
import { focuses } from '../lookups';
import { DAY, HOUR, iso, type SeedContext } from './context';

/** How far a pool candidate's application has gone: most wait, some interview, a few have an offer or were not hired. */
const stages = [
  { value: AppliedByFilter.Applied, weight: 50 },
  { value: AppliedByFilter.Interviewing, weight: 25 },
  { value: AppliedByFilter.ReceivedOffer, weight: 8 },
  { value: AppliedByFilter.Rejected, weight: 17 },
];

/**
 * Applicants from the candidate pool (./candidates.ts): every active job of the demo employers' companies (1 and 2)
 * published a day ago or more gets 4 to 9, and one such job in four of the other companies 1 to 4, mostly people of
 * the job's field, applied since it was published (those of the last three days still at Applied). Drawn after
 * everything else, so no other record changes.
 */
export async function seedApplicants({ faker, chance, now }: SeedContext, jobs: readonly JobRecord[]) {
  const pool = db.users.findMany((q) => q.where((u) => u.email.endsWith('@candidates.example')));
  const fieldOf = new Map(
    db.candidateProfiles
      .findMany((q) => q.where((p) => p.focus.length > 0))
      .map((p) => [p.userId, focuses.find((f) => f.id === p.focus[0])?.jobFieldId ?? 0]),
  );
  for (const job of jobs) {
    if (job.status !== JobStatus.Active || job.publishedDate === null) continue;
    // Applied a day ago or more, an hour after the job was published at the earliest: a job published since has none.
    const opened = Date.parse(job.publishedDate) + HOUR;
    const latest = now - DAY;
    if (opened > latest) continue;
    const demo = job.companyId === 1 || job.companyId === 2;
    if (!demo && !chance(0.25)) continue;
    const count = demo ? faker.number.int({ min: 4, max: 9 }) : faker.number.int({ min: 1, max: 4 });
    const inField = pool.filter((u) => fieldOf.get(u.id) === job.jobFieldId);
    const people = new Set<number>();
    for (let i = 0; i < count; i++) {
      const from = inField.length && chance(0.8) ? inField : pool;
      people.add(faker.helpers.arrayElement(from).id);
    }
    for (const userId of people) {
      const applied = faker.number.int({ min: opened, max: latest });
      const stage = faker.helpers.weightedArrayElement(stages);
      await db.applications.create(
        buildApplication({
          id: nextId(db.applications),
          userId,
          jobId: job.id,
          status: ApplicationStatus.Applied,
          // Three days on, most applications have been looked at.
          stage: applied > now - 3 * DAY ? AppliedByFilter.Applied : stage,
          createdDate: iso(applied),
          appliedDate: iso(applied),
        }),
      );
    }
  }
}
