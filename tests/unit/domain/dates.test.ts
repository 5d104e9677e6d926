import { describe, expect, it } from 'vitest';
import { formatDate, postedAgo } from '../../../src/domain/dates';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const ago = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe('dates', () => {
  it('formats a date in en-US, in UTC', () => {
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('Nov 22, 2026');
  });
  it('says how long ago a job was posted', () => {
    expect([0, 0.5, 1, 3, 13, 14, 59, 60, 400, 800].map((d) => postedAgo(ago(d), NOW))).toEqual([
      'Today',
      'Today',
      'Yesterday',
      '3 days ago',
      '13 days ago',
      '2 weeks ago',
      '8 weeks ago',
      '2 months ago',
      '13 months ago',
      '2 years ago',
    ]);
  });
});
