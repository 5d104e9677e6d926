#!/usr/bin/env node
/**
 * `npm test`: every suite, in order, each reported with its counts, then one line `N passed, N failed`.
 *   lint · typecheck · vitest (unit, component, contract: regenerates contracts/pacts) · provider verification
 *   of the mock against those pacts · production bundle budget · browser tests (Playwright, demo builds)
 * Runs every suite even when one fails; exits 1 if any failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: process.env.CI ? '0' : '1' };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(cmd, args, extraEnv = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return { ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const suites = [];
function record(name, passed, failed, seconds) {
  suites.push({ name, passed, failed, seconds });
  console.log(`\n── ${name}: ${passed} passed, ${failed} failed (${seconds}s)\n`);
}

/** A check with no test count of its own counts as one test. */
function check(name, cmd, args) {
  const r = run(cmd, args);
  record(name, r.ok ? 1 : 0, r.ok ? 0 : 1, r.seconds);
}

check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('typecheck', bin('tsc'), ['--noEmit']);

{
  const out = path.join(results, 'vitest.json');
  const r = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const json = readJson(out);
  const passed = json?.numPassedTests ?? 0;
  const failed = (json?.numFailedTests ?? 0) + (json ? 0 : 1) + (r.ok || json?.numFailedTests ? 0 : 1);
  record('vitest (unit, component, contract)', passed, failed, r.seconds);
}

{
  const out = path.join(results, 'provider.json');
  const r = run(process.execPath, ['--import', 'tsx', 'contracts/verify.ts', '--results-file', out]);
  const json = readJson(out);
  record('provider verification of the mock', json?.passed ?? 0, json ? json.failed : 1, r.seconds);
  if (!r.ok && json && !json.failed) suites.at(-1).failed += 1;
}

{
  const r = spawnSync(process.execPath, ['scripts/check-bundle.mjs'], { cwd: root, env, encoding: 'utf8' });
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  const m = /(\d+) passed, (\d+) failed/.exec(r.stdout ?? '');
  record('production bundle budget', m ? Number(m[1]) : 0, m ? Number(m[2]) : 1, '-');
}

{
  const builds = [
    run(bin('vite'), ['build', '--mode', 'demo', '--logLevel', 'warn']),
    run(bin('vite'), ['build', '--mode', 'demo', '--logLevel', 'warn', '--outDir', 'dist-demo-sub'], { DEMO_BASE: '/job-board/' }),
  ];
  if (builds.every((b) => b.ok)) {
    const out = path.join(results, 'playwright.json');
    const r = run(bin('playwright'), ['test'], { PW_JSON_REPORT: out, CI: process.env.CI ?? '' });
    const stats = readJson(out)?.stats;
    const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    const failed = (stats?.unexpected ?? 0) + (stats ? 0 : 1) + (r.ok || stats?.unexpected ? 0 : 1);
    record('browser tests (Playwright, Chromium)', passed, failed, r.seconds);
  } else {
    record('browser tests (Playwright, Chromium)', 0, 1, '-');
  }
}

const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log('Summary');
for (const s of suites) console.log(`  ${s.name.padEnd(40)} ${String(s.passed).padStart(4)} passed ${String(s.failed).padStart(3)} failed  ${s.seconds}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
