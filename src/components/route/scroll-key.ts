import type { Location } from 'react-router-dom';

/**
 * Where a page's scroll position is kept (the shell's ScrollRestoration): its history entry, or the entry it names
 * (`scrollKey` in its history state: a job page's link back to the list it came from, so the list comes back where it
 * was, as by the browser's Back). The first page a document loads has no entry key of its own (React Router calls
 * every one `default`): its place is kept by its URL, so a reload comes back where it was, and another page loaded
 * fresh (a link opened in a new tab, a typed address) starts at its top instead of where the last one was left.
 */
export const scrollKey = (location: Pick<Location, 'key' | 'pathname' | 'search' | 'state'>): string =>
  (location.state as { scrollKey?: string } | null)?.scrollKey ??
  (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);
