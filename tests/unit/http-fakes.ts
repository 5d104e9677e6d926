import { vi } from 'vitest';
import { z } from 'zod/mini';
import type { Notifier } from '../../src/api/http';

/** Fakes of the HTTP layer's tests (http.test.ts, content-client.test.ts). */

/** A notifier that records what the user would have seen. */
export function recorder() {
  const shown: Array<{ kind: 'warning' | 'error'; message: string }> = [];
  const notify: Notifier = {
    warning: (message) => shown.push({ kind: 'warning', message }),
    error: (message) => shown.push({ kind: 'error', message }),
  };
  return { shown, notify };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake fetch answering with a fresh response on every call. */
export const fakeFetch = (answer: (url: string, init: RequestInit) => Response | Promise<Response>) =>
  vi.fn<typeof fetch>(async (input, init) => answer(String(input), init ?? {}));

export const headersOf = (call: unknown[]) => ((call[1] as RequestInit).headers ?? {}) as Record<string, string>;

export const okSchema = z.object({ result: z.object({ n: z.number() }) });
