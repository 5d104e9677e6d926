/**
 * The one clock of the mock: every date the mock writes or compares comes from here, so tests can fix "now".
 */
let fixedAt: number | null = null;

export const clock = {
  now: (): number => fixedAt ?? Date.now(),
  iso: (): string => new Date(clock.now()).toISOString(),
  /** Fix the clock at a moment (ms or ISO), or release it with null. */
  set(at: number | string | null) {
    fixedAt = at === null ? null : typeof at === 'number' ? at : Date.parse(at);
  },
  /** ISO date `days` from now (negative for the past). */
  daysFromNow: (days: number): string => new Date(clock.now() + days * 86_400_000).toISOString(),
};
