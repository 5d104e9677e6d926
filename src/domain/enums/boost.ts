// Enumerations of docs/product.md §3 (no TypeScript `enum`), declared as ./enumeration.ts says. Boosts: their
// placements, weeks, statuses and payments.
import { codesOf, labelsOf, type CodeOf } from './enumeration';

const paymentStatus = { Created: 1, Succeeded: 2, PaymentFailed: [3, 'Payment failed'] } as const;
export const PaymentStatus = codesOf(paymentStatus),
  paymentStatusLabels = labelsOf(paymentStatus);
export type PaymentStatus = CodeOf<typeof PaymentStatus>;

const boostStatus = { Pending: 0, Complete: 1, Active: 2, Expired: 3, All: 4 } as const;
export const BoostStatus = codesOf(boostStatus),
  boostStatusLabels = labelsOf(boostStatus);
export type BoostStatus = CodeOf<typeof BoostStatus>;

// No codes in the spec: numbered from 0 in spec order.
const adPlacementType = { Listing: 0, Sponsored: 1, Newsletter: 2, Socials: 3, Drop: 4 } as const;
export const AdPlacementType = codesOf(adPlacementType),
  adPlacementTypeLabels = labelsOf(adPlacementType);
export type AdPlacementType = CodeOf<typeof AdPlacementType>;

/** Boost durations in weeks. */
export const boostWeeks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
