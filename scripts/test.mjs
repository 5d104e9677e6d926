#!/usr/bin/env node
/**
 * `npm test`: every suite, in order, each reported with its counts, then one line `N passed, N failed`.
 *   lint (eslint, Prettier, knip) · typecheck · vitest (unit, component; contract: regenerates contracts/pacts; tools)
 *   · provider verification against those pacts of a freshly seeded mock server, twice, its demo data kept, then of
 *   an empty one (contracts/verify-mock-server.ts) · contracts/openapi.json as a backend's tools read it (redocly lint,
 *   swagger-mock-validator with those pacts) · production bundle budget · browser tests (Playwright, demo builds)
 * Runs every suite even when one fails; exits 1 if any failed. On two cores the single-threaded steps run side by
 * side, their output printed whole when each ends, to keep the whole run short: eslint beside tsc, Prettier and
 * knip; the contract tests beside the bundle check; provider verification beside the OpenAPI check and the demo
 * builds. The unit and component tests and the browser tests run alone: they use both cores, and beside other steps a
 * timing-sensitive test failed (decision 0011).
 */
import { spawn, spawnSync } from 'node:child_process';
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

/** Runs a command with its output kept, and prints the output when it ends (for steps run side by side). */
function runBuffered(cmd, args, extraEnv = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      process.stdout.write(output);
      resolve({ ok: code === 0, output, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

const startedAll = Date.now();

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const suites = [];
/** The failed tests of every suite, named again in the summary: a run's log may be read from its end only. */
const failures = [];
const firstLine = (message) =>
  String(message ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/** Vitest's JSON report: each failed test (or a file that failed to run) as `file > test: first line of the error`. */
function vitestFailures(json) {
  for (const file of json?.testResults ?? []) {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of tests) failures.push(`${name} > ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
    if (!tests.length && file.status === 'failed') failures.push(`${name}: ${firstLine(file.message)}`);
  }
}

/** Playwright's JSON report: each test that failed its expectation, as `file > title: first line of the error`. */
function playwrightFailures(suite) {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests)
      if (t.status === 'unexpected')
        failures.push(`${spec.file} > ${spec.title}: ${firstLine(t.results.at(-1)?.error?.message)}`);
  for (const child of suite.suites ?? []) playwrightFailures(child);
}

function record(name, passed, failed, seconds) {
  suites.push({ name, passed, failed, seconds });
  console.log(`\n── ${name}: ${passed} passed, ${failed} failed (${seconds}s)\n`);
}

/** A check with no test count of its own counts as one test. */
const check = (name, r) => record(name, r.ok ? 1 : 0, r.ok ? 0 : 1, r.seconds);

{
  // npm run lint (eslint: layers, import order; Prettier's check; knip: dead exports, files, dependencies) and the
  // type check, on two lanes of about the same length: eslint beside tsc, then Prettier, then knip.
  const eslint = runBuffered(bin('eslint'), ['.', '--max-warnings=0']);
  // npm run typecheck: TypeScript 7's compiler (decision 0019).
  const typecheck = await runBuffered(process.execPath, ['node_modules/typescript-native/bin/tsc', '--noEmit']);
  const prettier = await runBuffered(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
  const knip = await runBuffered(bin('knip'), []);
  const lint = await eslint;
  check('lint', {
    ok: lint.ok && prettier.ok && knip.ok,
    seconds: Math.max(Number(lint.seconds), Number(prettier.seconds) + Number(knip.seconds)).toFixed(1),
  });
  check('typecheck', typecheck);
}

/** A vitest run of some projects, its counts read from its JSON report. */
async function vitest(name, projects, buffered) {
  const out = path.join(results, `vitest-${name}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json'];
  args.push(`--outputFile.json=${out}`);
  const r = buffered ? await runBuffered(bin('vitest'), args) : run(bin('vitest'), args);
  const json = readJson(out);
  vitestFailures(json);
  const passed = json?.numPassedTests ?? 0;
  const failed = (json?.numFailedTests ?? 0) + (json ? 0 : 1) + (r.ok || json?.numFailedTests ? 0 : 1);
  record(`vitest (${projects.join(', ')})`, passed, failed, r.seconds);
}

await vitest('tests', ['unit', 'component'], false);

{
  // The contract tests (each file's pacts written apart, merged at the end) and the backend's tools (they start
  // servers and CLIs) beside the production build's check, which does not need the pacts.
  const bundleCheck = runBuffered(process.execPath, ['--import', 'tsx', 'scripts/check-bundle.mjs']);
  await vitest('contract', ['contract', 'tools'], true);
  const bundle = await bundleCheck;
  const m = /(\d+) passed, (\d+) failed/.exec(bundle.output);
  record('production bundle budget', m ? Number(m[1]) : 0, m ? Number(m[2]) : 1, bundle.seconds);

  // Both read the pacts the contract tests wrote. The verification mostly waits on Pact's verifier (its many state
  // calls): the OpenAPI check, then the demo builds for the browser tests, take the cores meanwhile.
  const providerOut = path.join(results, 'provider.json');
  const emptyOut = path.join(results, 'provider-empty.json');
  const verifyMockServer = (out, ...flags) =>
    runBuffered(process.execPath, [
      '--import',
      'tsx',
      'contracts/verify-mock-server.ts',
      '--results-file',
      out,
      ...flags,
    ]);
  const [[provider, providerEmpty], { openapi, demosBuilt }] = await Promise.all([
    // The seeded server (twice, its demo data kept), then an empty one: the states alone create what is pinned.
    (async () => [await verifyMockServer(providerOut), await verifyMockServer(emptyOut, '--empty')])(),
    (async () => {
      // npm run lint:openapi
      const openapi = await runBuffered(process.execPath, ['--import', 'tsx', 'scripts/openapi-lint.ts']);
      const demo = await runBuffered(bin('vite'), ['build', '--mode', 'demo', '--logLevel', 'warn']);
      const demoSub = await runBuffered(bin('vite'), ['build', '--mode', 'demo', '--logLevel', 'warn'], {
        DEMO_BASE: '/job-board/',
      });
      return { openapi, demosBuilt: demo.ok && demoSub.ok };
    })(),
  ]);
  const verified = (name, r, out) => {
    const json = readJson(out);
    record(name, json?.passed ?? 0, json ? json.failed : 1, r.seconds);
    if (!r.ok && json && !json.failed) suites.at(-1).failed += 1;
  };
  // Each interaction once (passed in both runs), and the demo data kept as one more.
  verified('provider verification (mock server, twice)', provider, providerOut);
  verified('provider verification (empty mock server)', providerEmpty, emptyOut);
  check('OpenAPI lint (redocly, mock validator)', openapi);

  if (demosBuilt) {
    const out = path.join(results, 'playwright.json');
    const r = run(bin('playwright'), ['test'], { PW_JSON_REPORT: out, CI: process.env.CI ?? '' });
    const report = readJson(out);
    for (const suite of report?.suites ?? []) playwrightFailures(suite);
    const stats = report?.stats;
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
for (const s of suites)
  console.log(
    `  ${s.name.padEnd(40)} ${String(s.passed).padStart(4)} passed ${String(s.failed).padStart(3)} failed  ${s.seconds}s`,
  );
console.log(`  whole run: ${((Date.now() - startedAll) / 1000).toFixed(0)}s`);
if (failures.length) console.log(`Failed tests:\n${failures.map((f) => `  ${f.slice(0, 300)}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
