import { describe, expect, it } from 'vitest';
import { invitationExpiry, invitationStatus, leavesNoAdmin } from '../../../src/domain/company-admins';

/** A company always keeps at least one admin; what became of an invitation. */

const alone = [
  { userId: 1, role: 'admin' as const },
  { userId: 2, role: 'member' as const },
];
const two = [...alone, { userId: 3, role: 'admin' as const }];

describe('leavesNoAdmin', () => {
  it('refuses removing the only admin', () => {
    expect(leavesNoAdmin(alone, 1, null)).toBe(true);
  });

  it('refuses making the only admin a member', () => {
    expect(leavesNoAdmin(alone, 1, 'member')).toBe(true);
  });

  it('lets an admin go when another admin stays', () => {
    expect(leavesNoAdmin(two, 1, null)).toBe(false);
    expect(leavesNoAdmin(two, 3, 'member')).toBe(false);
  });

  it('lets a member go, and keeps an admin an admin', () => {
    expect(leavesNoAdmin(alone, 2, null)).toBe(false);
    expect(leavesNoAdmin(alone, 1, 'admin')).toBe(false);
  });

  it('does not stop a change in a company that has no admin yet', () => {
    expect(leavesNoAdmin([{ userId: 2, role: 'member' }], 2, null)).toBe(false);
  });
});

describe('invitationStatus', () => {
  const sent = '2026-05-04T09:00:00.000Z';
  const weekOn = Date.parse('2026-05-11T09:00:00.000Z');

  it('works for 7 days from when it was sent', () => {
    expect(invitationExpiry(sent)).toBe('2026-05-11T09:00:00.000Z');
    expect(invitationStatus({ status: 'pending', createdDate: sent }, weekOn - 1)).toBe('pending');
  });

  it('is expired from the moment its week ends, while no one answered it', () => {
    expect(invitationStatus({ status: 'pending', createdDate: sent }, weekOn)).toBe('expired');
  });

  it('keeps what was done with it, however late', () => {
    expect(invitationStatus({ status: 'accepted', createdDate: sent }, weekOn + 1)).toBe('accepted');
    expect(invitationStatus({ status: 'cancelled', createdDate: sent }, weekOn - 1)).toBe('cancelled');
    expect(invitationStatus({ status: 'replaced', createdDate: sent }, weekOn + 1)).toBe('replaced');
  });
});
