import { MembershipStatus } from '../../src/domain/enums/company';
import { clock } from '../clock';
import { companyRecord, invitationRecord, joinRequestRecord, membershipRecord, organizationRecord } from '../records';
import { builder, location } from './builder';

/**
 * A company in Harrisburg, PA, created now, without a membership, jobs, logo or website; its name and path follow
 * from the id (`Company 1`, `company-1`).
 */
export const buildCompany = builder(companyRecord, ({ id = 1 }) => {
  const { city, state, country } = location('harrisburg-pa');
  return {
    id,
    name: `Company ${id}`,
    path: `company-${id}`,
    description: '',
    logo: null,
    coverImage: null,
    city,
    state,
    country,
    website: null,
    createdDate: clock.iso(),
    activeJobsCount: 0,
    pendingReviewJobsCount: 0,
    rejectedJobsCount: 0,
    membershipStatus: MembershipStatus.NoMembership,
    organizationId: null,
    typeId: 1,
    sizeId: 2,
  };
});

/** User 1 an active member (not an admin) of company 1 since now. */
export const buildMembership = builder(membershipRecord, () => ({
  id: 1,
  userId: 1,
  companyId: 1,
  isAdmin: false,
  active: true,
  joinedDate: clock.iso(),
}));

/** User 1's pending request, made now, to join company 1. */
export const buildJoinRequest = builder(joinRequestRecord, () => ({
  id: 1,
  userId: 1,
  companyId: 1,
  kind: 'join' as const,
  status: 'pending' as const,
  createdDate: clock.iso(),
}));

/** A pending invitation, sent now, to join company 1 as a member. */
export const buildInvitation = builder(invitationRecord, () => ({
  id: 1,
  companyId: 1,
  invitedUserEmail: 'invitee@example.com',
  invitedUserName: 'Pat Example',
  kind: 'member' as const,
  status: 'pending' as const,
  invitedByUserId: null,
  createdDate: clock.iso(),
}));

/** The organization of Pennsylvania's outdoor companies (the seed's only one). */
export const buildOrganization = builder(organizationRecord, () => ({
  id: 1,
  name: 'Pennsylvania Outdoor Recreation',
  abbreviation: 'PA',
  state: 'PA',
}));
