// Business constants of docs/product.md §9.

/** Product name ('Role filled - Basecamp' in the spec). */
export const PRODUCT_NAME = 'Basecamp';
export const MAX_SALARY = 99_999_999;
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_COUNTRIES = ['US', 'CA'] as const;
export const KM_PER_MILE = 1.609344;
export const META_DESCRIPTION_MAX = 150;

/** Defaults of the notification (toast) mechanism. */
export const notificationDefaults = {
  displayMs: 5000,
  extraDisplayAfterPointerLeavesMs: 1000,
  fadeMs: 300,
  position: 'top-right',
  /** null = no limit on open notifications. */
  limit: null,
  newestOnTop: true,
  closeButton: false,
  progressBar: false,
  tapDismisses: true,
  duplicatesAllowed: true,
} as const;

/** How many sponsored jobs go first in recommended lists. The spec leaves the count open; 3 is our choice. */
export const RECOMMENDED_SPONSORED_DEFAULT = 3;

/** The messages of docs/product.md §4 and §5. */
export const QUIZ_REFUSED = 'Quiz is not available for registered users';
export const JOIN_PENDING = 'Your company join request is pending approval; thank you for your patience.';
/**
 * The site admin reviews, posts and corrects a company's jobs, but boosting them is for the company's own people
 * (docs/job-posting-rules.md). The API's 403 to an admin's boost says so.
 */
export const ADMINS_MODERATE = "Admins review and correct a company's jobs; boosting them is for its own people.";
