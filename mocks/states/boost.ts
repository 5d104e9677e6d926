import { PaymentStatus } from '../../src/domain/enums/boost';
import { buildBoost, buildPayment } from '../builders';
import { clock } from '../clock';
import { db, nextId } from '../db';
import { defineStates, num, str, type ReceivedParams } from './define';
import { callProvider, existingJob, put, removeBoost, removeWhere } from './support';
import { boostHandlers } from '../handlers/boost';

/**
 * Boosts of a job and their payments; and the server's clock, which dates them (a boost's weeks, a payment) as it dates
 * every record: fixed by the first state of an interaction that pins dates, running again after its teardown
 * (index.ts puts back the clock the interaction began with).
 */

/** The builder's boost (two weeks, Sponsored, from the start of today) of the job, with its payment in that status. */
async function addBoost(p: ReceivedParams<'{boostId} {jobId}'>, paymentStatus: number) {
  const id = num(p, 'boostId');
  const jobId = existingJob(num(p, 'jobId')).id;
  removeBoost(id);
  await db.boosts.create(buildBoost({ id, jobId }));
  const cardLast4 = paymentStatus === PaymentStatus.Succeeded ? '4242' : null;
  await put('payments', buildPayment({ id, boostId: id, status: paymentStatus, cardLast4 }));
}

export const boostStates = defineStates({
  'a boost {boostId} of the job {jobId} waits for its payment': (p) => addBoost(p, PaymentStatus.Created),
  'a boost {boostId} of the job {jobId} is paid': (p) => addBoost(p, PaymentStatus.Succeeded),
  'no boost has the id {boostId}': (p) => removeBoost(num(p, 'boostId')),
  // Booked earlier than the clock's moment: which of a job's boosts is its latest follows from when each was booked.
  'the boost {boostId} was booked {daysAgo} days ago': async (p) => {
    const boost = db.boosts.findFirst((q) => q.where({ id: num(p, 'boostId') }));
    if (!boost) throw new Error(`No boost ${str(p, 'boostId')}: give its state first`);
    const createdDate = clock.daysFromNow(-num(p, 'daysAgo'));
    await db.boosts.update(boost, {
      data(b) {
        b.createdDate = createdDate;
      },
    });
  },
  // The boosts and payments from this id up set aside until teardown; a placeholder boost (of no job, unpaid) takes
  // the id before when the ids below stop short.
  'the next boost booked gets the id {boostId}, as does its payment': async (p) => {
    const id = num(p, 'boostId');
    for (const boost of db.boosts.all().filter((b) => b.id >= id)) removeBoost(boost.id);
    removeWhere('payments', (payment) => payment.id >= id);
    if (id > 1 && nextId(db.boosts) < id) await put('boosts', buildBoost({ id: id - 1, jobId: 0 }));
    if (id > 1 && nextId(db.payments) < id)
      await put('payments', buildPayment({ id: id - 1, boostId: id - 1, status: PaymentStatus.PaymentFailed }));
  },
  // Through the provider's own POST admin/Boost/{id}/pay (its card-holder Riley Cedar, expiring 12/99, CVC 123): what
  // the interaction shows of the payment follows from what the payment did.
  'the employer signed in with token {token} has paid for the boost {boostId} with the card {cardNumber}': (p) =>
    callProvider(
      boostHandlers,
      'POST',
      `admin/Boost/${num(p, 'boostId')}/pay`,
      { cardholderName: 'Riley Cedar', cardNumber: str(p, 'cardNumber'), expiry: '12/99', cvc: '123' },
      str(p, 'token'),
    ),
  // Through the provider's own POST admin/Boost: what the interaction reads of the boost and its payment is what the
  // booking stored.
  'the employer signed in with token {token} has booked a boost of the job {jobId} as placement {placement} for {weeks} weeks from {startDate}':
    (p) =>
      callProvider(
        boostHandlers,
        'POST',
        'admin/Boost',
        {
          jobId: num(p, 'jobId'),
          placement: num(p, 'placement'),
          weeks: num(p, 'weeks'),
          startDate: str(p, 'startDate'),
        },
        str(p, 'token'),
      ),
});
