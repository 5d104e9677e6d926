// Boosts: an employer pays to promote a live job for 1 to 10 weeks in one placement (docs/product.md §3 names the
// placements, durations, boost and payment statuses; prices and the status rule are designed here).
import { RECOMMENDED_SPONSORED_DEFAULT } from './constants';
import { AdPlacementType, BoostStatus, PaymentStatus } from './enums/boost';

const DAY_MS = 86_400_000;

/**
 * What every boost buys in the app while it runs, whatever its placement (docs/product.md §4.6 and §9's rule for
 * recommended lists, with our count): the boost dialog says it above the placements, the README says the same.
 */
export const SPONSORED_RULE =
  `Every boost, whatever its placement, tags the job Sponsored while it runs, and sponsored jobs lead the recommended ` +
  `jobs of the candidates they match: a single sponsored match always comes first; with more, ` +
  `${RECOMMENDED_SPONSORED_DEFAULT} of them, drawn at random on each visit, come first.`;

/**
 * What each placement adds to what every boost gives (SPONSORED_RULE), and what it costs a week, in US dollars.
 * Listing and Sponsored do the same in the app (any active boost sponsors its job): their descriptions say so rather
 * than promise a difference the app does not make.
 */
export const placements: Record<AdPlacementType, { pricePerWeek: number; description: string }> = {
  [AdPlacementType.Listing]: {
    pricePerWeek: 49,
    description: 'Basecamp only: the tag and the lead above, nothing more. The lowest price.',
  },
  [AdPlacementType.Sponsored]: {
    pricePerWeek: 99,
    description: 'Basecamp only, as Listing: this prototype gives it nothing more yet.',
  },
  [AdPlacementType.Newsletter]: {
    pricePerWeek: 149,
    description: 'The same on Basecamp, and the job featured in the weekly jobs email.',
  },
  [AdPlacementType.Socials]: {
    pricePerWeek: 129,
    description: 'The same on Basecamp, and the job posted on our Instagram, LinkedIn and Facebook pages.',
  },
  [AdPlacementType.Drop]: {
    pricePerWeek: 199,
    description: 'The same on Basecamp, and a one-off email about the job to the candidates it matches.',
  },
};

export const MIN_BOOST_WEEKS = 1;
export const MAX_BOOST_WEEKS = 10;

/** The price of a boost: its placement's weekly price times the weeks. */
export const boostPrice = (placement: AdPlacementType, weeks: number) => placements[placement].pricePerWeek * weeks;

/** When a boost starting at `startIso` for `weeks` weeks ends. */
export const boostEnd = (startIso: string, weeks: number) =>
  new Date(Date.parse(startIso) + weeks * 7 * DAY_MS).toISOString();

/**
 * A boost's status, from its payment and its dates: Pending until it is paid; then Complete (paid, starting on a
 * later day), Active while it runs, Expired once its weeks are over. ISO dates in UTC compare as text.
 */
export function boostStatusOf(
  boost: { startDate: string; endDate: string },
  paymentStatus: number,
  nowIso: string,
): BoostStatus {
  if (paymentStatus !== PaymentStatus.Succeeded) return BoostStatus.Pending;
  if (nowIso < boost.startDate) return BoostStatus.Complete;
  return nowIso < boost.endDate ? BoostStatus.Active : BoostStatus.Expired;
}

/** An active boost makes its job sponsored: tagged so in lists, and first in recommended jobs (docs/product.md §9). */
export const isSponsoring = (status: BoostStatus) => status === BoostStatus.Active;

/** The Luhn check of a card number (digits only). */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Whether an expiry month ('MM/YY') is this month or later, at `now`. */
export function expiryNotPast(expiry: string, now: number): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  const today = new Date(now);
  return (
    month >= 1 &&
    month <= 12 &&
    (year > today.getUTCFullYear() || (year === today.getUTCFullYear() && month >= today.getUTCMonth() + 1))
  );
}

/**
 * The test cards of the demo's payment step (as payment providers have them): any other valid number is accepted.
 * Only these values are special; nothing is charged anywhere.
 */
export const TEST_CARDS = { accepted: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;
