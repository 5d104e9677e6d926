import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRefusals, preflight, stateRecorder } from '../../contracts/verify-checks';

/**
 * `npm run verify:provider` as a backend team meets it before pact runs (its help, its preflight, --only), the
 * recorder that keeps what a server answered to a state it refused, and a contract run of one file, which leaves
 * the committed pacts alone.
 */

const root = path.resolve(import.meta.dirname, '../..');
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '0' };
/** A run of verify.ts, not blocking this process: the state-change endpoint below answers from here. */
const verify = (...args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'contracts/verify.ts', ...args],
      { cwd: root, env },
      (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });

/** A state-change endpoint of a server that refuses one state with a reason and takes the others. */
let states: Server;
let statesUrl: string;
beforeAll(async () => {
  states = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      const { state } = JSON.parse(body || '{}') as { state?: string };
      if (state === 'a company exists') res.writeHead(400).end('{"error":"companies.path must be unique"}');
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => states.listen(0, '127.0.0.1', resolve));
  statesUrl = `http://127.0.0.1:${(states.address() as AddressInfo).port}/states`;
});
afterAll(() => new Promise<void>((resolve) => states.close(() => resolve())));

/** A port nothing listens on: one taken and let go again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('npm run verify:provider, before pact runs', () => {
  it('prints its usage for --help and exits 0', async () => {
    const run = await verify('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('--only REGEX');
    expect(run.stdout).toContain('--state-change-url URL');
    expect(run.stderr).toBe('');
  });

  it('names an unknown option in one line, without a stack trace', async () => {
    const run = await verify('--base-ur', 'http://127.0.0.1:1/api');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe("Unknown option '--base-ur'\n(npm run verify:provider -- --help)\n");
  });

  it('says first, once each, which URL does not answer, and verifies nothing', async () => {
    const port = await closedPort();
    const run = await verify(
      '--provider',
      'api',
      '--base-url',
      `http://127.0.0.1:${port}/api`,
      '--state-change-url',
      statesUrl,
    );
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      `the product API (--base-url) does not answer at http://127.0.0.1:${port}/api (ECONNREFUSED): start it, or pass its URL`,
      'nothing verified',
      '',
    ]);
    expect(run.stdout).toBe('');
  });

  it('asks for the state-change URL once when the pacts use states', async () => {
    const run = await verify('--provider', 'content', '--content-url', statesUrl);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'the pacts use provider states: pass --state-change-url (pact POSTs {state, params, action})\nnothing verified\n',
    );
  });

  it('refuses an --only that matches no interaction', async () => {
    const run = await verify('--only', 'no interaction is described like this', '--base-url', statesUrl);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe("--only no interaction is described like this matches no interaction's description\n");
  });
});

describe('the state-change recorder', () => {
  it("hands every state on and keeps each refusal with the server's own words", async () => {
    const recorder = await stateRecorder(statesUrl);
    const post = (state: string) =>
      fetch(recorder.url, { method: 'POST', body: JSON.stringify({ state, params: {}, action: 'setup' }) });
    const answers = [await post('a user exists'), await post('a company exists'), await post('a company exists')];
    expect(answers.map((a) => a.status)).toEqual([200, 400, 400]);
    expect(await answers[1]!.text()).toBe('{"error":"companies.path must be unique"}');
    await recorder.close();
    expect(describeRefusals(statesUrl, recorder.refusals)).toEqual([
      `POST ${statesUrl} {"state": "a company exists", "action": "setup"} answered 400: {"error":"companies.path must be unique"} (2 times)`,
    ]);
  });

  it('finds nothing to say of URLs that answer, whatever their status', async () => {
    expect(await preflight([{ label: 'the product API (--base-url)', url: `${statesUrl}/nowhere` }])).toEqual([]);
    expect(await preflight([{ label: 'the state-change URL', url: statesUrl }])).toEqual([]);
  });
});

describe('a contract run of one file', () => {
  it('leaves contracts/pacts as committed and keeps its own pacts apart', () => {
    const committed = readFileSync(path.join(root, 'contracts/pacts/job-board-web-job-board-api.json'), 'utf8');
    const runDir = mkdtempSync(path.join(tmpdir(), 'pacts-run-'));
    try {
      const run = spawnSync(
        process.execPath,
        ['node_modules/vitest/vitest.mjs', 'run', '--project', 'contract', 'tests/contract/quiz.test.ts'],
        { cwd: root, env: { ...env, PACT_RUN_DIR: runDir }, encoding: 'utf8' },
      );
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/contracts\/pacts left as committed: this run ran 1 of \d+ contract test files/);
      expect(readFileSync(path.join(root, 'contracts/pacts/job-board-web-job-board-api.json'), 'utf8')).toBe(committed);
      const partial = JSON.parse(
        readFileSync(path.join(runDir, 'partial/job-board-web-job-board-api.json'), 'utf8'),
      ) as {
        interactions: Array<{ request: { path: string } }>;
      };
      expect(new Set(partial.interactions.map((i) => i.request.path))).toEqual(new Set(['/Quiz/matches', '/Profile']));
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  });
});
