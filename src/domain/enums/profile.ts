// Enumerations of docs/product.md §3 (no TypeScript `enum`), declared as ./enumeration.ts says. A candidate's profile:
// pronouns, who may see it, and the kinds of its links.
import { codesOf, labelsOf, type CodeOf } from './enumeration';

// No codes in the spec: numbered from 0 in spec order.
const socialLinkType = {
  Other: 0,
  LinkedIn: 1,
  Youtube: 2,
  Instagram: 3,
  Facebook: 4,
  Twitter: 5,
  Dribble: 6,
  Behance: 7,
  Pinterest: 8,
  Tiktok: 9,
  X: 10,
  Reddit: 11,
  BlueSky: 12,
} as const;
export const SocialLinkType = codesOf(socialLinkType),
  socialLinkTypeLabels = labelsOf(socialLinkType);
export type SocialLinkType = CodeOf<typeof SocialLinkType>;

// No codes in the spec: numbered from 0 in spec order.
const pronouns = { SheHer: [0, 'She/her'], HeHim: [1, 'He/him'], TheyThem: [2, 'They/them'] } as const;
export const Pronouns = codesOf(pronouns),
  pronounsLabels = labelsOf(pronouns);
export type Pronouns = CodeOf<typeof Pronouns>;

// Designed here (docs/product.md §4.7): who may see a candidate's public profile (candidate/{id}/view).
const profileVisibility = {
  Public: [1, 'Anyone with the link'],
  AppliedEmployers: [2, 'Only employers I applied to'],
} as const;
export const ProfileVisibility = codesOf(profileVisibility),
  profileVisibilityLabels = labelsOf(profileVisibility);
export type ProfileVisibility = CodeOf<typeof ProfileVisibility>;
