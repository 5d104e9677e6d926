import { z } from 'zod/mini';
import { companySchema } from '../src/api/schemas/company';
import { profilePlaceSchema, profileSchema } from '../src/api/schemas/profile';
import { FEEDBACK_TOPICS } from '../src/domain/feedback';
import { hasListing, type Listed } from '../src/domain/job-lifecycle';
import { ROLE_FILLED } from '../src/domain/order-status';

/**
 * The mock database's records: flat, with plain foreign keys (joins happen in the handlers). The schemas reuse the
 * API schemas where the shapes agree; mocks/db.ts holds one collection of each, mocks/builders makes valid ones.
 */

const id = z.int();
const date = z.string();

export const userRecord = z.object({
  id,
  email: z.string(),
  password: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.int()),
  primaryCompanyId: z.nullable(id),
  lastJoinedCompanyId: z.nullable(id),
  createdDate: date,
  /** Whether the address is confirmed (through the emailed link): an unconfirmed account cannot sign in. */
  emailConfirmed: z.boolean(),
  /** The registration's own id (register-confirmation/{id}), unguessable; null for accounts made otherwise (the seed). */
  registrationId: z.nullable(z.string()),
  /** Pronouns (src/domain/enums/profile.ts `Pronouns`), or null when not given. */
  pronouns: z.nullable(z.int()),
  /** Who may see the candidate's public profile (src/domain/enums/profile.ts `ProfileVisibility`). */
  profileVisibility: z.int(),
  /** A new address asked for in account settings, in effect once confirmed through the emailed link; else null. */
  pendingEmail: z.nullable(z.string()),
});

/** A product-API session: the bearer token a user got from Auth/login. */
export const sessionRecord = z.object({ token: z.string(), userId: id, expiresAt: date });

export const companyRecord = z.extend(companySchema, {
  /** The brand-page path (Company/by-path). */
  path: z.string(),
  description: z.string(),
  organizationId: z.nullable(id),
  coverImage: z.nullable(z.string()),
  /** Kind and size of company (Company/options). */
  typeId: z.nullable(id),
  sizeId: z.nullable(id),
});

export const membershipRecord = z.object({
  id,
  userId: id,
  companyId: id,
  isAdmin: z.boolean(),
  active: z.boolean(),
  joinedDate: date,
});

export const joinRequestRecord = z.object({
  id,
  userId: id,
  companyId: id,
  kind: z.enum(['join', 'admin']),
  status: z.enum(['pending', 'accepted', 'declined']),
  createdDate: date,
});

export const invitationRecord = z.object({
  id,
  companyId: id,
  invitedUserEmail: z.string(),
  invitedUserName: z.string(),
  kind: z.enum(['member', 'admin', 'transfer-admin']),
  /**
   * `cancelled` by the company's admins, `replaced` when they invited the same address again (a newer invitation
   * replaces it); an expired one stays `pending` (src/domain/company-admins.ts, `invitationStatus`, says expired).
   */
  status: z.enum(['pending', 'accepted', 'cancelled', 'replaced']),
  /** The admin who sent it (a transfer hands their admin role over); null when no one's (the seed). */
  invitedByUserId: z.nullable(id),
  createdDate: date,
});

/** A candidate's profile: the API's (src/api/schemas/profile.ts), with its owner and where they live located. */
export const candidateProfileRecord = z.extend(profileSchema, {
  userId: id,
  /** Where the candidate lives; lat/lng feed the distance part of the match score. */
  currentLocation: z.nullable(
    z.extend(profilePlaceSchema, { lat: z.nullable(z.number()), lng: z.nullable(z.number()) }),
  ),
});

export const jobRecord = z.object({
  id,
  companyId: id,
  title: z.string(),
  description: z.string(),
  status: z.int(),
  jobType: z.nullable(z.int()),
  remoteStatus: z.nullable(z.int()),
  createdDate: date,
  /** When the job was last written or decided on (the review queue's "submitted"). */
  updatedDate: date,
  publishedDate: z.nullable(date),
  expireDate: z.nullable(date),
  // Whether a job is sponsored is not stored: an active boost makes it so (mocks/boosts.ts).
  score: z.number(),
  salaryMin: z.nullable(z.number()),
  salaryMax: z.nullable(z.number()),
  salaryCompensationId: z.nullable(id),
  isHousingIncluded: z.boolean(),
  isHousingSubsidized: z.boolean(),
  isRelocationStipend: z.boolean(),
  isCommuterBenefits: z.boolean(),
  isHQPosition: z.boolean(),
  jobFieldId: z.nullable(id),
  focusId: z.nullable(id),
  yearsOfExperienceId: z.nullable(id),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  /** For Remote in region: the countries (ISO codes) applicants must be in; empty otherwise. */
  remoteCountries: z.array(z.string()),
  /** The reason the admin gave with a rejection or a request for missing information (what the employer sees). */
  rejectReason: z.nullable(z.string()),
  /** Who filled a closed job's role (src/domain/order-status.ts); null when not filled. */
  roleFilled: z.nullable(z.enum(ROLE_FILLED)),
});

/** A boost of a job: placement, weeks and days (its status follows from its payment and dates: src/domain/boost.ts). */
export const boostRecord = z.object({
  id,
  jobId: id,
  placement: z.int(),
  weeks: z.int(),
  startDate: date,
  endDate: date,
  createdDate: date,
  createdByUserId: z.nullable(id),
});

/** A boost's payment: PaymentStatus (1 Created, 2 Succeeded, 3 PaymentFailed), with the card's last digits and why it failed. */
export const paymentRecord = z.object({
  id,
  boostId: id,
  amount: z.number(),
  status: z.int(),
  cardLast4: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  createdDate: date,
  updatedDate: date,
});

/**
 * A candidate's saved or applied job: `status` is ApplicationStatus (4 Watching, 0 Applied); `stage` is where an
 * application stands, in the applied-by filter's codes (0 Applied, 1 Interviewing, 2 Received Offer, 3 Not hired).
 * One record per user and job: applying to a watched job turns it into an application.
 */
export const applicationRecord = z.object({
  id,
  userId: id,
  jobId: id,
  status: z.int(),
  stage: z.int(),
  createdDate: date,
  /** When the candidate applied (null while only watching). */
  appliedDate: z.nullable(date),
});

/**
 * An employer's response to a candidate who matches a job (docs/hiring.md): `kind` 0 MarkedInterested, 1
 * MarkedNotInterested, 2 InvitedToApply (with its `message`; `seenDate` once the candidate has seen it). One per job
 * and candidate: a later response replaces it.
 */
export const candidateResponseRecord = z.object({
  id,
  jobId: id,
  userId: id,
  kind: z.int(),
  message: z.nullable(z.string()),
  byUserId: id,
  createdDate: date,
  seenDate: z.nullable(date),
});

export const organizationRecord = z.object({ id, name: z.string(), abbreviation: z.string(), state: z.string() });

/** Items of the content service, by collection (tooltips, testimonials, partners, the Pennsylvania pages ...). */
export const contentItemRecord = z.object({
  id,
  collection: z.string(),
  status: z.enum(['published', 'draft']),
  data: z.record(z.string(), z.unknown()),
});

/** A content-service session: the token POST auth/authenticate handed out. */
export const contentSessionRecord = z.object({ token: z.string(), expiresAt: date });

/** The token of a link the product emailed: to confirm an address, or to reset a password. Single use, it expires. */
export const emailTokenRecord = z.object({
  token: z.string(),
  userId: id,
  purpose: z.enum(['confirm', 'reset', 'email-change']),
  expiresAt: date,
  usedDate: z.nullable(date),
});

/** An email the product sent: kept in the demo mailbox (the mock's outbox). */
export const emailRecord = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The links of the email, as paths of the app. */
  links: z.array(z.object({ label: z.string(), href: z.string() })),
  sentDate: date,
  read: z.boolean(),
});

/**
 * A change of a job, in its history: who wrote it (`userId`), when, and what (`posted`, or `edited` with the fields
 * the write changed). An edit by someone outside the company (the site's admin) is `byOutsider`: its admins are told.
 */
export const jobChangeRecord = z.object({
  id,
  jobId: id,
  userId: id,
  date,
  action: z.enum(['posted', 'edited']),
  fields: z.array(z.string()),
  byOutsider: z.boolean(),
});

/** A feedback sent through POST Feedback (src/api/schemas/feedback.ts): by a visitor (`userId` null) or a user. */
export const feedbackRecord = z.object({
  id,
  topic: z.enum(FEEDBACK_TOPICS),
  message: z.string(),
  email: z.nullable(z.string()),
  userId: z.nullable(id),
  createdDate: date,
  read: z.boolean(),
});

export type UserRecord = z.infer<typeof userRecord>;
export type CompanyRecord = z.infer<typeof companyRecord>;
export type CandidateProfileRecord = z.infer<typeof candidateProfileRecord>;
export type JobRecord = z.infer<typeof jobRecord>;
/** A job with every field a listing needs (src/domain/job-lifecycle.ts LISTING_FIELDS): each job sent for review. */
export type PostedJob = Listed<JobRecord>;
export const isPosted = <J extends JobRecord>(job: J): job is J & PostedJob => hasListing(job);
export type BoostRecord = z.infer<typeof boostRecord>;
export type PaymentRecord = z.infer<typeof paymentRecord>;
export type ApplicationRecord = z.infer<typeof applicationRecord>;
export type CandidateResponseRecord = z.infer<typeof candidateResponseRecord>;
export type EmailTokenRecord = z.infer<typeof emailTokenRecord>;
export type EmailRecord = z.infer<typeof emailRecord>;
export type FeedbackRecord = z.infer<typeof feedbackRecord>;
export type JobChangeRecord = z.infer<typeof jobChangeRecord>;
