/**
 * The one clock of the mock: every date the mock writes or compares comes from here, so tests can fix "now".
 */
let fixedAt: number | null = null;

const HOUR_MS = 3_600_000;

export const clock = {
  now: (): number => fixedAt ?? Date.now(),
  iso: (): string => new Date(clock.now()).toISOString(),
  /** The moment the clock is fixed at (ms), or null when it runs. */
  fixed: (): number | null => fixedAt,
  /** Fix the clock at a moment (ms or ISO), or release it with null. */
  set(at: number | string | null) {
    fixedAt = at === null ? null : typeof at === 'number' ? at : Date.parse(at);
  },
  /** ISO date `hours` from now (negative for the past). */
  hoursFromNow: (hours: number): string => new Date(clock.now() + hours * HOUR_MS).toISOString(),
  /** ISO date `days` from now (negative for the past). */
  daysFromNow: (days: number): string => clock.hoursFromNow(days * 24),
  /** The start of today (00:00 UTC), ISO. */
  today: (): string => `${clock.iso().slice(0, 10)}T00:00:00.000Z`,
};
