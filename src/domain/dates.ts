// Dates as job lists and pages show them (en-US; the spec leaves the format open).

const DAY_MS = 86_400_000;

/** 'Nov 22, 2026' */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** How long ago something was posted: 'Today', 'Yesterday', '3 days ago', '2 weeks ago', '4 months ago'. */
export function postedAgo(iso: string, now: number): string {
  const days = Math.floor((now - Date.parse(iso)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  if (days < 730) return `${Math.floor(days / 30)} months ago`;
  return `${Math.floor(days / 365)} years ago`;
}
