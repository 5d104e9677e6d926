/**
 * What contracts/verify.ts does around pact's verifier for a backend team: a preflight of the URLs it was given, and
 * a recorder in front of the state-change URL that keeps what a server answered when it refused a state (pact's own
 * report says only `Invalid status code: 400`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Why a URL does not answer HTTP at all; null when it answers (any status: a 404 is an answer). */
async function unreachable(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return null;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  }
}

export interface Endpoint {
  /** What it is and which option names it: `the product API (--base-url)`. */
  label: string;
  url: string;
}

/**
 * One line for each endpoint that does not answer: what it is, its URL, why, and what to do. Empty when all do. Each
 * is asked with a GET, which changes nothing: any answer, a 404 or a 405 too, shows a server is there.
 */
export async function preflight(endpoints: readonly Endpoint[]): Promise<string[]> {
  const problems = await Promise.all(
    endpoints.map(async ({ label, url }) => {
      const why = await unreachable(url);
      return why ? `${label} does not answer at ${url} (${why}): start it, or pass its URL` : null;
    }),
  );
  return problems.filter((p): p is string => p !== null);
}

export interface StateRefusal {
  state: string;
  action: string;
  status: number;
  body: string;
}

/**
 * A local HTTP server that hands each state change on to `target` and its answer back unchanged, and keeps every
 * answer that was not 2xx (or that did not come), by state and action.
 */
export async function stateRecorder(target: string): Promise<{
  url: string;
  refusals: StateRefusal[];
  close(): Promise<void>;
}> {
  const refusals: StateRefusal[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let sent: { state?: unknown; action?: unknown } = {};
      try {
        sent = JSON.parse(body) as typeof sent;
      } catch {
        // Not JSON: passed on as it came, the server judges it.
      }
      const refused = (status: number, answer: string) =>
        refusals.push({
          state: String(sent.state ?? '?'),
          action: String(sent.action ?? 'setup'),
          status,
          body: answer,
        });
      try {
        const answer = await fetch(target, {
          method: req.method,
          headers: { 'Content-Type': req.headers['content-type'] ?? 'application/json' },
          ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body }),
        });
        const text = await answer.text();
        if (answer.status < 200 || answer.status > 299) refused(answer.status, text);
        res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(text);
      } catch (error) {
        refused(0, `no answer: ${error instanceof Error ? error.message : String(error)}`);
        res.writeHead(502).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    refusals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Each distinct refusal once: `POST <url> {state, action} answered 400: <body>` (the body cut at 500 characters). */
export function describeRefusals(target: string, refusals: readonly StateRefusal[]): string[] {
  const seen = new Map<string, number>();
  for (const r of refusals) {
    const status = r.status ? `answered ${r.status}` : 'did not answer';
    const line = `POST ${target} {"state": ${JSON.stringify(r.state)}, "action": "${r.action}"} ${status}: ${r.body.slice(0, 500)}`;
    seen.set(line, (seen.get(line) ?? 0) + 1);
  }
  return [...seen].map(([line, times]) => (times > 1 ? `${line} (${times} times)` : line));
}
