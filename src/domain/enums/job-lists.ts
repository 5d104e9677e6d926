// Enumerations of docs/product.md §3 (no TypeScript `enum`), declared as ./enumeration.ts says. The employers' and
// admins' lists of jobs: the dashboard's status tabs, order statuses and creation intervals.
import { codesOf, labelsOf, type CodeOf } from './enumeration';

const jobSearchStatusFilter = {
  ActionRequired: [1, 'Action Required'],
  PendingReview: [2, 'Pending Review'],
  Active: 3,
  Inactive: 4,
  All: 5,
} as const;
export const JobSearchStatusFilter = codesOf(jobSearchStatusFilter),
  jobSearchStatusFilterLabels = labelsOf(jobSearchStatusFilter);
export type JobSearchStatusFilter = CodeOf<typeof JobSearchStatusFilter>;

// No codes in the spec: string values (the identifiers), spec wording as labels.
const orderSearchStatus = {
  Active: 'Active',
  PendingReview: ['PendingReview', 'Pending Review'],
  RoleFilledExternal: ['RoleFilledExternal', 'Role filled - External'],
  RoleFilledBasecamp: ['RoleFilledBasecamp', 'Role filled - Basecamp'],
  Expired: 'Expired',
  Closed: 'Closed',
  Rejected: 'Rejected',
  MissingInformation: ['MissingInformation', 'Missing Information'],
  All: 'All',
} as const;
/** The admins' list of every job (src/domain/order-status.ts). */
export const OrderSearchStatus = codesOf(orderSearchStatus),
  orderSearchStatusLabels = labelsOf(orderSearchStatus);
export type OrderSearchStatus = CodeOf<typeof OrderSearchStatus>;

// No codes in the spec: numbered from 0 in spec order.
const creationInterval = {
  Day: 0,
  LastWeek: [1, 'Last Week'],
  LastMonth: [2, 'Last Month'],
  LastYear: [3, 'Last Year'],
  WholeTime: [4, 'Whole Time'],
} as const;
export const CreationInterval = codesOf(creationInterval),
  creationIntervalLabels = labelsOf(creationInterval);
export type CreationInterval = CodeOf<typeof CreationInterval>;
