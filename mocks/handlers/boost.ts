import { boostInputSchema, cardSchemaAt, purchaseSchema } from '../../src/api/schemas/boost';
import { boostEnd, boostPrice, TEST_CARDS } from '../../src/domain/boost';
import { PaymentStatus, type AdPlacementType } from '../../src/domain/enums/boost';
import { isLive } from '../../src/domain/job-lifecycle';
import { toPurchase } from '../boosts';
import { clock } from '../clock';
import { EMPLOYERS, requireMayActFor, requireMaySeePrivate } from '../company-access';
import { db, nextId } from '../db';
import { badRequest, behaviour, conflict, idPath, notFound, route } from '../http';

/**
 * Boosting a live job and paying for it (calls proposed here, contracts/reference.md). The payment provider is played
 * by the mock: it declines the test card 4000 0000 0000 0002, and the next payments when the demo controls say so.
 */

const DECLINED = TEST_CARDS.declined.replace(/ /g, '');

const NO_BOOST = 'This boost does not exist.';
const boostPath = idPath(NO_BOOST);
const payment = {
  summary: 'Pays for a boost by card (a declined card is an answer, not an error)',
  spec: 'proposed',
} as const;

function boostOfPath({ id }: { id: number }) {
  const boost = db.boosts.findFirst((q) => q.where({ id }));
  if (!boost) throw notFound(NO_BOOST);
  return boost;
}

/** The job a boost is for (404 when there is none). */
function jobOf(jobId: number) {
  const job = db.jobs.findFirst((q) => q.where({ id: jobId }));
  if (!job) throw notFound('This job does not exist.');
  return job;
}

export const boostHandlers = [
  route(
    'post',
    'admin/Boost',
    {
      summary: 'Books a boost of a live job, waiting for its payment',
      spec: 'proposed',
      auth: EMPLOYERS,
      body: boostInputSchema,
      response: purchaseSchema,
      errors: [404, 409],
    },
    async ({ body, user }) => {
      const job = jobOf(body.jobId);
      requireMayActFor(user!, job.companyId);
      const now = clock.iso();
      if (!isLive(job, now)) throw conflict('Only live jobs can be boosted.');
      if (body.startDate < clock.today())
        throw badRequest('Some fields are not valid.', { startDate: ['Start today or on a later day'] });
      if (job.expireDate !== null && body.startDate >= job.expireDate) {
        throw badRequest('Some fields are not valid.', { startDate: ['Start before the job’s application deadline'] });
      }
      const endDate = boostEnd(body.startDate, body.weeks);
      const paid = new Set(
        db.payments.findMany((q) => q.where({ status: PaymentStatus.Succeeded })).map((p) => p.boostId),
      );
      const overlapping = db.boosts
        .findMany((q) => q.where({ jobId: job.id }))
        .some((b) => paid.has(b.id) && b.startDate < endDate && body.startDate < b.endDate);
      if (overlapping) throw conflict('This job is already boosted for some of those weeks.');

      const id = nextId(db.boosts);
      const boost = await db.boosts.create({
        id,
        jobId: job.id,
        placement: body.placement,
        weeks: body.weeks,
        startDate: body.startDate,
        endDate,
        createdDate: now,
        createdByUserId: user!.id,
      });
      await db.payments.create({
        id: nextId(db.payments),
        boostId: id,
        amount: boostPrice(body.placement as AdPlacementType, body.weeks),
        status: PaymentStatus.Created,
        cardLast4: null,
        failureReason: null,
        createdDate: now,
        updatedDate: now,
      });
      return toPurchase(boost, now);
    },
  ),

  route(
    'post',
    'admin/Boost/:id/pay',
    {
      ...payment,
      auth: EMPLOYERS,
      body: cardSchemaAt(clock.now),
      ...boostPath,
      response: purchaseSchema,
      errors: [409],
    },
    async ({ body, params, user }) => {
      const boost = boostOfPath(params);
      requireMayActFor(user!, jobOf(boost.jobId).companyId);
      const payment = db.payments.findFirst((q) => q.where({ boostId: boost.id }))!;
      if (payment.status === PaymentStatus.Succeeded) throw conflict('This boost is already paid.');
      const digits = body.cardNumber.replace(/ /g, '');
      let failureReason: string | null = null;
      if (behaviour.failPayments > 0) {
        behaviour.failPayments -= 1;
        failureReason = 'The payment was declined (demo controls).';
      } else if (digits === DECLINED) {
        failureReason = 'Your card was declined.';
      }
      const now = clock.iso();
      await db.payments.update(payment, {
        data(p) {
          p.status = failureReason ? PaymentStatus.PaymentFailed : PaymentStatus.Succeeded;
          p.failureReason = failureReason;
          p.cardLast4 = digits.slice(-4);
          p.updatedDate = now;
        },
      });
      return toPurchase(boost, now);
    },
  ),

  route(
    'get',
    'admin/Boost/:id',
    {
      summary: 'A purchase: the boost, its payment and its job',
      spec: 'proposed',
      auth: EMPLOYERS,
      ...boostPath,
      response: purchaseSchema,
    },
    ({ params, user }) => {
      const boost = boostOfPath(params);
      requireMaySeePrivate(user!, jobOf(boost.jobId).companyId);
      return toPurchase(boost, clock.iso());
    },
  ),
];
