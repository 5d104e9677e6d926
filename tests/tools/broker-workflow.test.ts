import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The Pact Broker workflow of contracts/README.md, run as written by bash: each `npx -p @pact-foundation/pact-cli@V`
 * is recorded instead of run, so every command's words are the ones bash gives it. Then each command's flags are
 * checked against its own --help, and the two verifier commands are run for real against the mock server (`--empty`:
 * what the states create), their pacts read from contracts/pacts instead of a broker, twice in a row.
 */

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const installed = (
  JSON.parse(readFileSync(path.join(root, 'node_modules/@pact-foundation/pact-cli/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** The README's block, between its marker and the end of the code fence. */
function workflowBlock(): string {
  const readme = readFileSync(path.join(root, 'contracts/README.md'), 'utf8');
  const after = readme.slice(readme.indexOf('<!-- broker-workflow'));
  return /```sh\n([\s\S]*?)\n```/.exec(after)![1]!;
}

/** The argv of each pact-cli command the block runs, with these CI variables (and none of the machine's). */
async function commands(ci: Record<string, string>): Promise<string[][]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'broker-workflow-'));
  try {
    const script = path.join(dir, 'workflow.sh');
    const recorded = path.join(dir, 'commands');
    writeFileSync(
      script,
      `set -eu\nnpx() { printf '%s\\037' "$@" >> "${recorded}"; printf '\\036' >> "${recorded}"; }\n${workflowBlock()}\n`,
    );
    const env = {
      PATH: process.env.PATH!,
      HOME: process.env.HOME ?? dir,
      PACT_BROKER_BASE_URL: 'https://broker.invalid',
      PACT_BROKER_TOKEN: 'secret',
      ...ci,
    };
    await run('bash', [script], { cwd: root, env });
    return readFileSync(recorded, 'utf8')
      .split('\x1e')
      .filter(Boolean)
      .map((command) => command.split('\x1f').slice(0, -1));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const flagsOf = (argv: readonly string[]) =>
  argv.filter((word) => word.startsWith('--')).map((word) => word.split('=')[0]!);

/** A flag and its value taken out, wherever it stands (every time it stands there). */
function without(argv: readonly string[], flag: string, takesValue: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === flag) i += takesValue ? 1 : 0;
    else if (!argv[i]!.startsWith(`${flag}=`)) out.push(argv[i]!);
  }
  return out;
}
const valueOf = (argv: readonly string[], flag: string) => argv[argv.indexOf(flag) + 1];

let server: ChildProcess;
let port: string;
beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/mock-server.ts', '--port', '0', '--empty'], {
    cwd: root,
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  port = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (d: Buffer) => {
      out += d;
      const found = /Mock API:\s+http:\/\/127\.0\.0\.1:(\d+)\/api/.exec(out)?.[1];
      if (found) resolve(found);
    });
    server.once('exit', (code) => reject(new Error(`the mock server stopped (${code}): ${out}`)));
  });
}, 30_000);
afterAll(() => {
  server.kill();
});

describe("contracts/README.md's broker workflow", () => {
  it('runs every command at the version of @pact-foundation/pact-cli that this project installs', async () => {
    const all = await commands({ GITHUB_REF_NAME: 'main' });
    expect(all.map((argv) => argv.slice(0, 4).join(' '))).toEqual([
      `-p @pact-foundation/pact-cli@${installed} pact-broker create-environment`,
      `-p @pact-foundation/pact-cli@${installed} pact-broker publish`,
      `-p @pact-foundation/pact-cli@${installed} pact-verifier --provider-name`,
      `-p @pact-foundation/pact-cli@${installed} pact-verifier --provider-name`,
      `-p @pact-foundation/pact-cli@${installed} pact-broker can-i-deploy`,
      `-p @pact-foundation/pact-cli@${installed} pact-broker record-deployment`,
    ]);
  });

  it("uses only flags each command takes, by the command's own --help", async () => {
    for (const argv of await commands({ GITHUB_REF_NAME: 'main' })) {
      const [, , cli, ...rest] = argv;
      const sub = cli === 'pact-broker' ? [rest[0]!] : [];
      const { stdout } = await run(bin(cli!), [...sub, '--help'], {
        env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
      });
      const known = new Set(stdout.match(/--[a-z][a-z-]*/g));
      expect([cli, ...sub, flagsOf(rest).filter((flag) => !known.has(flag))]).toEqual([cli, ...sub, []]);
    }
  });

  it("takes the branch from the CI's variable in a checkout on no branch, and stops when there is none", async () => {
    const branchOf = (all: string[][]) =>
      all.find((argv) => argv[3] === 'publish')!.find((w) => w.startsWith('--branch='));
    expect(branchOf(await commands({ GITHUB_REF_NAME: 'main' }))).toBe('--branch=main');
    expect(branchOf(await commands({ GITHUB_HEAD_REF: 'feature/boost', GITHUB_REF_NAME: '12/merge' }))).toBe(
      '--branch=feature/boost',
    );
    expect(branchOf(await commands({ CI_COMMIT_REF_NAME: 'release' }))).toBe('--branch=release');
    // A detached HEAD, as a CI checkout is, and no CI variable: the block stops before any command.
    const detached = mkdtempSync(path.join(tmpdir(), 'detached-'));
    try {
      await run('git', ['init', '-q', detached]);
      await run('git', [
        '-C',
        detached,
        '-c',
        'user.email=ci@example.com',
        '-c',
        'user.name=CI',
        'commit',
        '-q',
        '--allow-empty',
        '-m',
        'x',
      ]);
      await run('git', ['-C', detached, 'checkout', '-q', '--detach']);
      const script = path.join(detached, 'workflow.sh');
      writeFileSync(script, `set -eu\nnpx() { :; }\n${workflowBlock()}\n`);
      const failed = await run('bash', [script], { cwd: detached, env: { PATH: process.env.PATH! } }).catch(
        (e: unknown) => e,
      );
      expect((failed as { stderr: string }).stderr).toContain(
        'set BRANCH to the branch of this build: the checkout is on none',
      );
    } finally {
      rmSync(detached, { recursive: true, force: true });
    }
  });

  it('verifies the mock server with both verifier commands, pacts from contracts/pacts, twice in a row', async () => {
    const verifiers = (await commands({ GITHUB_REF_NAME: 'main' })).filter((argv) => argv[2] === 'pact-verifier');
    // Some interactions of each provider, each with its states: enough to show setup and teardown between runs.
    const some = { 'job-board-api': '^a login of ', 'job-board-content': 'legal page' };
    // How many interactions of the pact the filter takes: each must be verified, each time.
    const taken = (provider: keyof typeof some) =>
      (
        JSON.parse(readFileSync(path.join(root, `contracts/pacts/job-board-web-${provider}.json`), 'utf8')) as {
          interactions: Array<{ description: string }>;
        }
      ).interactions.filter((i) => new RegExp(some[provider]).test(i.description)).length;
    for (const argv of verifiers) {
      let local = argv.slice(3);
      for (const [flag, takesValue] of [
        ['--broker-url', true],
        ['--token', true],
        ['--consumer-version-selectors', true],
        ['--enable-pending', false],
        ['--publish', false],
        ['--provider-version', true],
        ['--provider-branch', true],
      ] as const)
        local = without(local, flag, takesValue);
      const provider = valueOf(local, '--provider-name') as keyof typeof some;
      const stateUrl = new URL(valueOf(local, '--state-change-url')!);
      local = local.map((word) => (word === stateUrl.href ? `http://127.0.0.1:${port}${stateUrl.pathname}` : word));
      local[local.indexOf('--port') + 1] = port;
      // The mock serves the content service under /cms; the README's content service is at its server's root.
      if (provider === 'job-board-content') local.push('--base-path', '/cms');
      local.push('--file', `contracts/pacts/job-board-web-${provider}.json`, '--filter-description', some[provider]);
      for (const time of [1, 2]) {
        const { stdout } = await run(bin('pact-verifier'), [...local, '--no-colour'], {
          cwd: root,
          env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
        });
        const verified = stdout.match(/has status code \d+ \(OK\)/g)?.length ?? 0;
        expect([provider, time, verified, /FAILED/.test(stdout)]).toEqual([provider, time, taken(provider), false]);
      }
    }
  }, 60_000);
});
