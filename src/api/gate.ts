/**
 * Demo mode only: the app renders while the in-browser mock starts, and its calls wait until the mock can answer
 * (main.tsx holds them). The mock then hands over the fetch that reaches it: its handlers run in the page until its
 * service worker controls the page (mocks/browser.ts). The first page's rendering overlaps the mock's start.
 * Nothing runs when the module loads, so a build with mocks off, which never calls it, drops it whole.
 */
let gate: Promise<typeof fetch> | null = null;

export function holdRequestsUntil(ready: Promise<typeof fetch>) {
  gate = ready.catch(() => (input, init) => fetch(input, init));
}

/** fetch, once the mock is up, through the mock's own. */
export const gatedFetch: typeof fetch = (input, init) =>
  gate ? gate.then((send) => send(input, init)) : fetch(input, init);
