// Enumerations of docs/product.md §3 (no TypeScript `enum`), declared as ./enumeration.ts says. A company's membership
// on the board.
import { codesOf, labelsOf, type CodeOf } from './enumeration';

const membershipStatus = {
  NoMembership: [1, 'No membership'],
  ActiveMembership: [2, 'Active membership'],
  Expired: 3,
  BrandPageEdited: [4, 'Brand page edited'],
  All: 5,
} as const;
/** @public The admins' company list (its tabs by membership status) is still to come. */
export const MembershipStatus = codesOf(membershipStatus),
  membershipStatusLabels = labelsOf(membershipStatus);
export type MembershipStatus = CodeOf<typeof MembershipStatus>;
