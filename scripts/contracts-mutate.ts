/**
 * `npm run contracts:mutate`: do the pacts catch a provider's regressions? Applies each mutation of
 * contracts/mutations.ts (a realistic mistake of a server: a renamed field, an ignored filter, a missing 401 …) to a
 * copy of the mock, one at a time, runs the provider verification of the committed pacts against it
 * (contracts/verify.ts, the mock in-process) and counts the mutation caught when the verification fails. The mock's
 * own check of its answers against contracts/openapi.json is off (--no-response-check): only the pacts judge.
 *
 *   npm run contracts:mutate [-- --only id1,id2] [--jobs 2]
 *
 * A mutation whose `find` text does not occur exactly once in its file, or after which the verification could not
 * run at all (no results), is reported as broken, not caught. Prints one line per mutation and
 * `mutations caught: N of M`; exits 1 when any is missed or broken. A benchmark-style command, not part of npm test:
 * each mutation costs a whole verification (several seconds).
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mutations, type Mutation } from '../contracts/mutations';

const ROOT = path.resolve(import.meta.dirname, '..');
const COPIED = ['mocks', 'src', 'contracts', 'package.json', 'tsconfig.json'];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    jobs: { type: 'string', default: '1' },
    verbose: { type: 'boolean', default: false },
  },
});
const jobs = Math.max(1, Math.min(4, Number(values.jobs) || 1));
const only = values.only
  ? new Set(
      values.only
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
  : null;

const ids = new Set<string>();
for (const m of mutations) {
  if (ids.has(m.id)) throw new Error(`Two mutations have the id ${m.id}`);
  ids.add(m.id);
}
const unknown = only ? [...only].filter((id) => !ids.has(id)) : [];
if (unknown.length) {
  console.error(`No mutation has the id: ${unknown.join(', ')}`);
  process.exit(2);
}
const selected = mutations.filter((m) => !only || only.has(m.id));

/** A copy of the tracked files the verification needs, with the checkout's node_modules linked in. */
function makeCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'contracts-mutate-'));
  const files = execFileSync('git', ['ls-files', '-z', '--', ...COPIED], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

type Outcome = 'caught' | 'MISSED' | 'broken';

/** The verification in a copy: its {passed, failed}, or null when it could not run. */
function verify(dir: string): Promise<{ passed: number; failed: number; log: string } | null> {
  const results = path.join(dir, '.mutate-results.json');
  rmSync(results, { force: true });
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'contracts/verify.ts', '--results-file', results, '--no-response-check'],
      {
        cwd: dir,
        env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d));
    child.stderr.on('data', (d: Buffer) => (log += d));
    child.on('close', () => {
      if (!existsSync(results)) return resolve(null);
      const { passed, failed } = JSON.parse(readFileSync(results, 'utf8')) as { passed: number; failed: number };
      resolve({ passed, failed, log });
    });
  });
}

const occurrences = (text: string, find: string) => (find ? text.split(find).length - 1 : 0);

async function run(dir: string, m: Mutation): Promise<{ outcome: Outcome; note: string }> {
  const file = path.join(dir, m.file);
  if (!existsSync(file)) return { outcome: 'broken', note: `no file ${m.file}` };
  const original = readFileSync(file, 'utf8');
  const count = occurrences(original, m.find);
  if (count !== 1) return { outcome: 'broken', note: `the text to find occurs ${count} times in ${m.file}` };
  writeFileSync(
    file,
    original.replace(m.find, () => m.replace),
  );
  try {
    const result = await verify(dir);
    if (!result) return { outcome: 'broken', note: 'the verification did not run' };
    if (values.verbose) console.log(result.log);
    return result.failed > 0 ? { outcome: 'caught', note: `${result.failed} failed` } : { outcome: 'MISSED', note: '' };
  } finally {
    writeFileSync(file, original);
  }
}

async function main() {
  const copies = Array.from({ length: Math.min(jobs, selected.length) || 1 }, makeCopy);
  try {
    // The unmutated mock must pass, or nothing below means anything.
    const baseline = await verify(copies[0]!);
    if (!baseline || baseline.failed > 0) {
      console.error('The unmutated mock does not pass the verification: fix that first (npm run verify:provider).');
      if (baseline) console.error(baseline.log);
      process.exit(2);
    }
    const outcomes = new Map<string, Outcome>();
    let next = 0;
    await Promise.all(
      copies.map(async (dir) => {
        while (next < selected.length) {
          const m = selected[next++]!;
          const { outcome, note } = await run(dir, m);
          outcomes.set(m.id, outcome);
          console.log(`${outcome.padEnd(6)} ${m.id} — ${m.what}${note && outcome !== 'caught' ? ` (${note})` : ''}`);
        }
      }),
    );
    const caught = [...outcomes.values()].filter((o) => o === 'caught').length;
    const broken = [...outcomes.values()].filter((o) => o === 'broken').length;
    console.log(`mutations caught: ${caught} of ${selected.length}${broken ? ` (${broken} broken)` : ''}`);
    process.exitCode = caught === selected.length ? 0 : 1;
  } finally {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
