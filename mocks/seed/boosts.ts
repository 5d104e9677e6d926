import { boostPrice } from '../../src/domain/boost';
import { AdPlacementType, PaymentStatus } from '../../src/domain/enums/boost';
import { JobStatus } from '../../src/domain/enums/job';
import { buildBoost, buildPayment } from '../builders';
import { db, type JobRecord } from '../db';
import { DAY, HOUR, iso, type SeedContext } from './context';

/**
 * Boosts: an active, paid boost for every sponsored job; and for the demo employer's company one boost in each of
 * the other statuses (Expired, Complete: paid and starting later, Pending: its payment failed).
 */
export async function seedBoosts(
  { faker, now }: SeedContext,
  jobs: readonly JobRecord[],
  sponsoredIds: readonly number[],
) {
  let nextBoost = 1;
  const add = async (
    job: JobRecord,
    placement: AdPlacementType,
    weeks: number,
    startMs: number,
    payment: { status: number; cardLast4?: string; failureReason?: string },
  ) => {
    const id = nextBoost++;
    const startDate = iso(startMs);
    const createdDate = iso(Math.min(startMs, now) - faker.number.int({ min: 1, max: 48 }) * HOUR);
    await db.boosts.create(buildBoost({ id, jobId: job.id, placement, weeks, startDate, createdDate }));
    await db.payments.create(
      buildPayment({ id, amount: boostPrice(placement, weeks), cardLast4: '4242', createdDate, ...payment }),
    );
  };
  const byId = new Map(jobs.map((j) => [j.id, j]));
  for (const id of sponsoredIds) {
    const job = byId.get(id)!;
    const weeks = faker.number.int({ min: 3, max: 10 });
    // Started within the last two weeks (not before the job was published), with at least a week to run.
    const published = Date.parse(job.publishedDate ?? job.createdDate);
    const start = Math.max(published, now - faker.number.int({ min: 1, max: 14 }) * DAY);
    await add(
      job,
      faker.helpers.arrayElement([
        AdPlacementType.Sponsored,
        AdPlacementType.Sponsored,
        AdPlacementType.Listing,
        AdPlacementType.Newsletter,
      ]),
      weeks,
      start,
      { status: PaymentStatus.Succeeded },
    );
  }
  const sponsored = new Set(sponsoredIds);
  // The oldest live jobs: the newest stay free to be boosted in the demo.
  const others = jobs
    .filter(
      (j) =>
        j.companyId === 1 &&
        j.status === JobStatus.Active &&
        !sponsored.has(j.id) &&
        (j.expireDate === null || Date.parse(j.expireDate) > now + 14 * DAY),
    )
    .sort((a, b) => a.publishedDate!.localeCompare(b.publishedDate!));
  // A boost that ran two weeks and ended six days ago, on a job published before it started.
  const expired = others.find((j) => Date.parse(j.publishedDate!) <= now - 20 * DAY);
  const [scheduled, unpaid] = others.filter((j) => j !== expired);
  if (expired) await add(expired, AdPlacementType.Newsletter, 2, now - 20 * DAY, { status: PaymentStatus.Succeeded });
  if (scheduled) await add(scheduled, AdPlacementType.Socials, 2, now + 3 * DAY, { status: PaymentStatus.Succeeded });
  // Its one attempt was made with the test card that is declined.
  if (unpaid)
    await add(unpaid, AdPlacementType.Sponsored, 1, now, {
      status: PaymentStatus.PaymentFailed,
      cardLast4: '0002',
      failureReason: 'Your card was declined.',
    });
}
