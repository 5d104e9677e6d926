import { boostEnd, boostPrice } from '../../src/domain/boost';
import { AdPlacementType, PaymentStatus } from '../../src/domain/enums/boost';
import { clock } from '../clock';
import { boostRecord, paymentRecord } from '../records';
import { builder } from './builder';

/** A Sponsored boost of job 1 for 2 weeks from the start of today, booked now; its end follows from start and weeks. */
export const buildBoost = builder(boostRecord, ({ startDate = clock.today(), weeks = 2 }) => ({
  id: 1,
  jobId: 1,
  placement: AdPlacementType.Sponsored,
  weeks,
  startDate,
  endDate: boostEnd(startDate, weeks),
  createdDate: clock.iso(),
  createdByUserId: null,
}));

/**
 * The payment of boost 1 (the default boost's price), created now and not paid yet; the boost id follows from the
 * id, the last update from the creation.
 */
export const buildPayment = builder(paymentRecord, ({ id = 1, createdDate = clock.iso() }) => ({
  id,
  boostId: id,
  amount: boostPrice(AdPlacementType.Sponsored, 2),
  status: PaymentStatus.Created,
  cardLast4: null,
  failureReason: null,
  createdDate,
  updatedDate: createdDate,
}));
