/**
 * Demo mode only: the app renders while the in-browser mock starts, and its calls wait until the mock answers
 * (main.tsx holds them). The first page's rendering then overlaps the mock's start instead of following it.
 */
let gate: Promise<unknown> = Promise.resolve();

export function holdRequestsUntil(ready: Promise<unknown>) {
  gate = ready.catch(() => undefined);
}

/** fetch, once the mock is up. */
export const gatedFetch: typeof fetch = (input, init) => gate.then(() => fetch(input, init));
