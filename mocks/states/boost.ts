import { PaymentStatus } from '../../src/domain/enums/boost';
import { buildBoost, buildPayment } from '../builders';
import { db } from '../db';
import { defineStates, num, type ReceivedParams } from './define';
import { existingJob, put, removeBoost } from './support';

/** Boosts of a job and their payments. */

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
});
