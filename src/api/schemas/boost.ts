import { z } from 'zod/mini';
import { bodyId, codeOf, integer, isoDateTime } from './common';
import { oneOf } from './job-search';
import { expiryNotPast, luhn, MAX_BOOST_WEEKS, MIN_BOOST_WEEKS } from '../../domain/boost';
import { AdPlacementType, BoostStatus, PaymentStatus } from '../../domain/enums/boost';

/** Boosts and their payment (calls and shapes proposed here; contracts/reference.md). */

/** POST admin/Boost: which live job, where, for how many weeks, from which day (its start, UTC). */
export const boostInputSchema = z.object({
  jobId: bodyId('Choose the job to boost'),
  placement: oneOf(Object.values(AdPlacementType), 'Choose where the job is promoted'),
  weeks: z
    .int('Choose 1 to 10 weeks')
    .check(z.minimum(MIN_BOOST_WEEKS, 'Choose 1 to 10 weeks'), z.maximum(MAX_BOOST_WEEKS, 'Choose 1 to 10 weeks')),
  startDate: isoDateTime,
});
export type BoostInput = z.infer<typeof boostInputSchema>;

/**
 * POST admin/Boost/{id}/pay: the card of the demo's payment step, checked by the form and the mock alike (the expiry
 * against each one's clock). A production server takes a payment provider's token instead (contracts/reference.md).
 */
export const cardSchemaAt = (now: () => number) =>
  z.object({
    // The name as printed on the card, whatever its length (one letter is a name); only a blank one is refused.
    cardholderName: z
      .string('Enter the name on the card')
      .check(
        z.trim(),
        z.minLength(1, 'Enter the name on the card'),
        z.maxLength(100, 'Keep the name under 100 characters'),
      ),
    // 12 to 19 digits, spaced as the card prints them or not at all.
    cardNumber: z.string('Enter the card number').check(
      z.regex(/^ *(?:\d *){12,19}$/, 'Enter the 12 to 19 digits of the card number (spaces are fine)'),
      z.refine((n) => luhn(n.replace(/ /g, '')), 'This card number is not valid'),
    ),
    expiry: z.string('Enter the expiry date').check(
      z.regex(/^\d{2}\/\d{2}$/, 'Enter the expiry date as MM/YY'),
      z.refine((e) => expiryNotPast(e, now()), 'This card has expired'),
    ),
    cvc: z
      .string('Enter the security code')
      .check(z.regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits of the security code')),
  });
export type Card = z.infer<ReturnType<typeof cardSchemaAt>>;

/** A boost as its employer sees it. `status` follows from its payment and dates (src/domain/boost.ts). */
export const boostSchema = z.object({
  id: integer,
  jobId: integer,
  placement: codeOf(AdPlacementType, 'Unknown placement'),
  weeks: integer,
  startDate: isoDateTime,
  endDate: isoDateTime,
  status: codeOf(BoostStatus, 'Unknown boost status'),
});
export type Boost = z.infer<typeof boostSchema>;

/** A boost's payment: Created, then Succeeded or PaymentFailed (with the reason), and the card's last digits. */
export const paymentSchema = z.object({
  id: integer,
  amount: z.number(),
  status: codeOf(PaymentStatus, 'Unknown payment status'),
  cardLast4: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  updatedDate: isoDateTime,
});
export type Payment = z.infer<typeof paymentSchema>;

/** A purchase: the boost, its payment, and the job it promotes. */
export const purchaseSchema = z.object({
  boost: boostSchema,
  payment: paymentSchema,
  job: z.object({ id: integer, title: z.string(), companyName: z.string() }),
});
export type Purchase = z.infer<typeof purchaseSchema>;
