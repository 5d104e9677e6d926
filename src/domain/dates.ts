// Dates as job lists and pages show them (en-US; the spec leaves the format open).

const DAY_MS = 86_400_000;

/** 'Nov 22, 2026' */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** What a job never published says where a published one says when it was posted. */
export const NOT_PUBLISHED = 'Not published yet';

/**
 * When a job was posted, as its card and page say it ('Posted today', 'Posted 3 days ago'). A job is posted when it
 * is published (approved), not when it is written: a draft or a job waiting for review was not posted.
 */
export const postedText = (publishedDate: string | null, now: number): string =>
  publishedDate ? `Posted ${postedAgo(publishedDate, now).toLowerCase()}` : NOT_PUBLISHED;

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
