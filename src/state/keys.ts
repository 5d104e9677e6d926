/** Every storage key the app uses, in one place. */
export const storageKeys = {
  /** The logged-in user (local storage, docs/product.md §9: a fixed key). */
  user: 'jobboard.user',
  /** The beta flag: access is granted when it holds `true` (local storage). */
  beta: 'jobboard.beta',
  /** The content service's token (local storage). */
  contentToken: 'jobboard.content-token',
  /** The profile banner was dismissed (local storage). */
  profileBannerDismissed: 'jobboard.profile-banner-dismissed',
  /** How many recommended jobs the candidate has (session storage). */
  recommendedCount: 'jobboard.recommended-count',
  /** A visitor's answers to the onboarding quiz, each step's once valid (local storage; sent with a candidate's registration). */
  quizAnswers: 'jobboard.quiz-answers',
  /**
   * Where a registration goes once its address is confirmed, when it started from a page that asked to sign in (an
   * invitation): kept across the emailed link (local storage), by registration (src/state/registration-return.ts).
   */
  registrationReturn: 'jobboard.registration-return',
  /**
   * What a signed-in user typed in a form and had not saved when the session ended under it (session storage: this
   * tab's): the key goes on with the user, the page and the form's fields (src/state/drafts.ts).
   */
  draftPrefix: 'jobboard.draft:',
  /** The tooltips of the content service (session storage). */
  tooltips: 'jobboard.tooltips',
  /**
   * Demo mode only: the in-browser mock's data as an earlier version kept it in local storage; it moves into
   * IndexedDB on the next start (mocks/db-store.ts). The browser tests' stored personas come in this way too.
   */
  mockDb: 'jobboard.mock-db',
  /** Demo mode only: a hint that this browser has the mock's data stored (IndexedDB), so a load is no first visit. */
  mockDbStored: 'jobboard.mock-db-stored',
} as const;
