import { describe, expect, it } from 'vitest';
import { leavesNoAdmin } from '../../../src/domain/company-admins';

/** A company always keeps at least one admin. */

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
