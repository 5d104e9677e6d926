/**
 * Runs work that the first page does not need once the browser is idle (at the latest after `timeoutMs`), so it
 * does not compete with the first page for the main thread or the network. Falls back to a timer where
 * requestIdleCallback is missing.
 */
export function whenIdle(work: () => void, timeoutMs = 1500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, Math.min(200, timeoutMs));
  return () => clearTimeout(timer);
}
