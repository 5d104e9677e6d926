import { D as formatAmount, m as formatDate } from "./index-BTLBy0eD.js";
import { ft as BoostStatus, mt as adPlacementTypeLabels } from "./mock-CDwb7JL5.js";
// src/domain/boost-text.ts
/** Boosts in words, as the dashboard, the boost dialog and the purchase confirmation show them. */
var placementLabel = (placement) => adPlacementTypeLabels[placement] ?? "Boost";
/** 'Active until Dec 20, 2026', 'Paid, starts Nov 26, 2026', 'Waiting for payment', 'Ended Nov 2, 2026'. */
function boostState(boost) {
	switch (boost.status) {
		case BoostStatus.Active: return `Active until ${formatDate(boost.endDate)}`;
		case BoostStatus.Complete: return `Paid, starts ${formatDate(boost.startDate)}`;
		case BoostStatus.Expired: return `Ended ${formatDate(boost.endDate)}`;
		default: return "Waiting for payment";
	}
}
var weeksLabel = (weeks) => `${weeks} ${weeks === 1 ? "week" : "weeks"}`;
var money = formatAmount;
export { weeksLabel as i, money as n, placementLabel as r, boostState as t };
