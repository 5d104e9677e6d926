import { db, type BoostRecord, type PaymentRecord } from './db';
import type { Boost, Payment, Purchase } from '../src/api/schemas/boost';
import { boostStatusOf, isSponsoring } from '../src/domain/boost';
import { PaymentStatus, type AdPlacementType } from '../src/domain/enums/boost';

/** Boosts as the handlers show them (each has its payment, its job and its company), and the jobs they sponsor now. */

const paymentOf = (boostId: number) => db.payments.findFirst((q) => q.where({ boostId }));

export function toBoost(boost: BoostRecord, nowIso: string): Boost {
  return {
    id: boost.id,
    jobId: boost.jobId,
    placement: boost.placement as AdPlacementType,
    weeks: boost.weeks,
    startDate: boost.startDate,
    endDate: boost.endDate,
    status: boostStatusOf(boost, paymentOf(boost.id)!.status, nowIso),
  };
}

const toPayment = (p: PaymentRecord): Payment => ({
  id: p.id,
  amount: p.amount,
  status: p.status as Payment['status'],
  cardLast4: p.cardLast4,
  failureReason: p.failureReason,
  updatedDate: p.updatedDate,
});

export function toPurchase(boost: BoostRecord, nowIso: string): Purchase {
  const job = db.jobs.findFirst((q) => q.where({ id: boost.jobId }))!;
  const company = db.companies.findFirst((q) => q.where({ id: job.companyId }))!;
  return {
    boost: toBoost(boost, nowIso),
    payment: toPayment(paymentOf(boost.id)!),
    job: { id: boost.jobId, title: job.title, companyName: company.name },
  };
}

/** The ids of the jobs an active (paid, running) boost makes sponsored at `nowIso`. */
export function sponsoredJobIds(nowIso: string): Set<number> {
  const paid = new Set(db.payments.findMany((q) => q.where({ status: PaymentStatus.Succeeded })).map((p) => p.boostId));
  const ids = new Set<number>();
  for (const b of db.boosts.all()) {
    if (paid.has(b.id) && isSponsoring(boostStatusOf(b, PaymentStatus.Succeeded, nowIso))) ids.add(b.jobId);
  }
  return ids;
}

/** Each job's latest boost (by creation, then id). */
export function latestBoosts(): Map<number, BoostRecord> {
  const latest = new Map<number, BoostRecord>();
  for (const b of db.boosts.all()) {
    const current = latest.get(b.jobId);
    if (!current || b.createdDate > current.createdDate || (b.createdDate === current.createdDate && b.id > current.id))
      latest.set(b.jobId, b);
  }
  return latest;
}
