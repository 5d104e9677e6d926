/**
 * `npm run verify:mock-server [-- --results-file FILE] [--empty]`: the mock verified as a backend team verifies its
 * server.
 * Starts a freshly seeded `scripts/mock-server.ts` (what `npm run mock:server` runs) on a free port, runs
 * `contracts/verify.ts` against it twice in a row with the URLs it prints (exactly the command contracts/README.md
 * gives), and then checks that it still serves its demo data: every demo account signs in, and what a few reads
 * answer (a search, a company, the employers' reach, the demo candidate's jobs) is what it was before the runs.
 *
 * Counts: each interaction once, passed when it passed in both runs; the demo data check as one more. Prints each
 * run's lines, then `provider verification against the mock server: N passed, M failed`; --results-file writes
 * {passed, failed} (scripts/test.mjs reads it). Exits 1 when anything failed.
 *
 * --empty: the server started with `--empty` (no demo data), as a backend's new database is, and verified once: every
 * state must create all that its interaction pins.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { indexProblems, pactFiles } from './pact-files';
import { demoAccounts } from '../mocks/accounts';

const RUNS = 2;
const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };
const { values } = parseArgs({
  options: { 'results-file': { type: 'string' }, empty: { type: 'boolean', default: false } },
});
const empty = values.empty === true;
const interactions = pactFiles.reduce((n, { pact }) => n + pact.interactions.length, 0);

function finish(passed: number, failed: number): never {
  console.log(
    `provider verification against the ${empty ? 'empty ' : ''}mock server: ${passed} passed, ${failed} failed`,
  );
  if (values['results-file']) writeFileSync(values['results-file'], JSON.stringify({ passed, failed }));
  process.exit(failed ? 1 : 0);
}

interface MockServer {
  api: string;
  content: string;
  states: string;
  stop(): Promise<void>;
}

/** `scripts/mock-server.ts --port 0`, seeded unless --empty: its URLs as it prints them. */
function startMockServer(): Promise<MockServer> {
  const args = ['--import', 'tsx', 'scripts/mock-server.ts', '--port', '0', ...(empty ? ['--empty'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) =>
      child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill()),
    );
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (d: Buffer) => {
      out += d;
      const url = (label: string) => new RegExp(`${label}:\\s+(?:POST )?(http\\S+)`).exec(out)?.[1];
      const [api, content, states] = [url('Mock API'), url('Content service'), url('Provider states')];
      if (api && content && states) resolve({ api, content, states, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.once('exit', (code) => reject(new Error(`the mock server stopped (exit code ${code}):\n${out}`)));
  });
}

/** One run of contracts/verify.ts against the server; its output shown as it comes; the failed interactions. */
function verify(server: MockServer, resultsFile: string): Promise<string[] | null> {
  const args = [
    '--base-url',
    server.api,
    '--content-url',
    server.content,
    '--state-change-url',
    server.states,
    '--results-file',
    resultsFile,
  ];
  const child = spawn(process.execPath, ['--import', 'tsx', 'contracts/verify.ts', ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  return new Promise((resolve) =>
    child.once('exit', () => {
      try {
        const { failures } = JSON.parse(readFileSync(resultsFile, 'utf8')) as { failures: string[] };
        resolve(failures);
      } catch {
        resolve(null);
      }
    }),
  );
}

const json = async (response: Promise<Response>) => {
  const r = await response;
  return { status: r.status, body: (await r.json()) as unknown };
};
const post = (url: string, body: unknown, token?: string) =>
  json(
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );
const get = (url: string, token?: string) =>
  json(fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} }));

/** What the demo data answers: the demo logins' statuses, and reads across the areas the states write to. */
async function demoData(api: string) {
  const logins = await Promise.all(
    demoAccounts.map((a) => post(`${api}/Auth/login`, { email: a.email, password: a.password })),
  );
  const candidate = logins[0]?.body as { result?: { accessToken?: string } } | undefined;
  return {
    logins: logins.map((l, i) => `${demoAccounts[i]!.email} ${l.status}`),
    search: await get(`${api}/Job/search?pageSize=100`),
    company: await get(`${api}/Company/by-id?id=2`),
    suggestions: await get(`${api}/Company/get-suggestions?term=paddle`),
    reach: await post(`${api}/Home/calculate-candidates`, {
      jobFieldId: 1,
      lat: 40.2732,
      lng: -76.8867,
      state: 'PA',
      country: 'US',
    }),
    candidateJobs: await get(`${api}/Job/my-jobs?status=0&appliedBy=4`, candidate?.result?.accessToken),
  };
}

async function main() {
  const problems = await indexProblems();
  if (problems.length) {
    console.error(problems.join('\n'));
    finish(0, interactions + 1);
  }
  let server: MockServer;
  try {
    server = await startMockServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    finish(0, interactions + 1);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'verify-mock-server-'));
  let counts: [number, number];
  try {
    counts = empty ? await verifyOnce(server, dir) : await verifyTwice(server, dir);
  } finally {
    // Before finish(), which exits: the server stopped once, the temporary folder gone.
    rmSync(dir, { recursive: true, force: true });
    await server.stop();
  }
  finish(...counts);
}

/** One run against the empty server: [passed, failed]. */
async function verifyOnce(server: MockServer, dir: string): Promise<[number, number]> {
  console.log(`── one run against the empty mock server (${server.api}): no demo data, only what the states create`);
  const failures = await verify(server, path.join(dir, 'run-empty.json'));
  const failed = failures === null ? interactions : failures.length;
  return [interactions - failed, failed];
}

/** The runs, then the demo data check: [passed, failed]. */
async function verifyTwice(server: MockServer, dir: string): Promise<[number, number]> {
  const failed = new Set<string>();
  let unreported = 0;
  const before = await demoData(server.api);
  for (let run = 1; run <= RUNS; run++) {
    console.log(`── run ${run} of ${RUNS} against the freshly seeded mock server (${server.api})`);
    const failures = await verify(server, path.join(dir, `run-${run}.json`));
    if (failures === null) unreported = interactions;
    for (const description of failures ?? []) failed.add(description);
  }
  const after = await demoData(server.api);
  const kept = JSON.stringify(after) === JSON.stringify(before) && after.logins.every((l) => l.endsWith(' 200'));
  const found = (after.search.body as { result?: { totalCount?: number } }).result?.totalCount;
  console.log(
    kept
      ? `demo data after ${RUNS} runs: as before (${after.logins.length} demo accounts sign in, the search finds ${found} jobs, a company, the reach and the demo candidate's jobs unchanged)`
      : `demo data after ${RUNS} runs: NOT as before\n  before: ${JSON.stringify(before).slice(0, 2000)}\n  after:  ${JSON.stringify(after).slice(0, 2000)}`,
  );
  const failedCount = Math.max(failed.size, unreported);
  return [interactions - failedCount + (kept ? 1 : 0), failedCount + (kept ? 0 : 1)];
}

await main();
