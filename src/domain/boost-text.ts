import { formatDate } from './dates';
import { AdPlacementType, adPlacementTypeLabels, BoostStatus } from './enums/boost';
import { formatAmount } from './salary';

/** Boosts in words, as the dashboard, the boost dialog and the purchase confirmation show them. */

export const placementLabel = (placement: number) => adPlacementTypeLabels[placement as AdPlacementType] ?? 'Boost';

/** 'Active until Dec 20, 2026', 'Paid, starts Nov 26, 2026', 'Waiting for payment', 'Ended Nov 2, 2026'. */
export function boostState(boost: { status: number; startDate: string; endDate: string }): string {
  switch (boost.status) {
    case BoostStatus.Active:
      return `Active until ${formatDate(boost.endDate)}`;
    case BoostStatus.Complete:
      return `Paid, starts ${formatDate(boost.startDate)}`;
    case BoostStatus.Expired:
      return `Ended ${formatDate(boost.endDate)}`;
    default:
      return 'Waiting for payment';
  }
}

export const weeksLabel = (weeks: number) => `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
export const money = formatAmount;
