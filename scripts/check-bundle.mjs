#!/usr/bin/env node
/**
 * Production-build budget (`npm run bench:bundle`): builds with mocks off (dist/) and checks
 * - the JavaScript a user downloads before the first job card of /jobs is at most 115 kB gzip, MEASURED: dist/
 *   served on 127.0.0.1 with the mock API behind /api and /cms (as a backend would be), /jobs opened in a fresh
 *   headless Chromium with the beta flag, every JavaScript response until `main article.job-card` is visible
 *   summed at its gzip size (level 9) — see scripts/measure-first-card.mjs. The static estimate from the build
 *   graph (entry and /jobs chunk with their static imports) is printed beside it for comparison;
 * - every module of the JavaScript received before the first card is declared in first-load.ts (else it is named);
 * - every route's screen but the first page's is a lazy chunk of its own (not in the entry's static graph);
 * - no msw, @msw/data, @mswjs or faker code is in any chunk, and no mock service worker file is shipped;
 * - no demo content-service key is in any chunk (a production build carries only a key it is given).
 * Prints one line per check and `N passed, N failed`; exits 1 on a failure. Bounded in time (3 minutes at most).
 */
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { measureFirstCardJs } from './measure-first-card.mjs';
import { isFirstLoad } from '../first-load.ts';

const BUDGET_KB = 115;
const FIRST_CARD = process.env.FIRST_CARD_SELECTOR || 'main article.job-card';
const FORBIDDEN = /node_modules\/(msw|@msw\/data|@mswjs|@faker-js)\//;
const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
process.env.PACT_DO_NOT_TRACK = 'true';

const watchdog = setTimeout(() => {
  console.log('FAIL bench:bundle did not finish within 3 minutes');
  process.exit(1);
}, 180_000);
watchdog.unref();

const checks = [];
const check = (ok, label) => {
  checks.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
};
const finish = () => {
  const failed = checks.filter((ok) => !ok).length;
  console.log(`${checks.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

let output;
try {
  const result = await build({ mode: 'production', logLevel: 'warn' });
  output = (Array.isArray(result) ? result[0] : result).output;
} catch (error) {
  const lines = stripVTControlCharacters(String(error?.message ?? error)).split('\n');
  check(false, `production build (vite build --mode production): ${lines[0]}`);
  for (const line of lines.filter((l) => /^\[[A-Z_]+\]/.test(l)).slice(0, 5)) console.log(`       ${line}`);
  finish();
}
const chunks = output.filter((o) => o.type === 'chunk');
const byFile = new Map(chunks.map((c) => [c.fileName, c]));

const staticClosure = (start) => {
  const seen = new Set();
  const visit = (c) => {
    if (!c || seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const i of c.imports) visit(byFile.get(i));
  };
  visit(start);
  return seen;
};

const holding = (suffix) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
const entry = holding('src/main.tsx');
const jobs = holding('src/features/jobs/JobsPage.tsx');
const estimated = new Set([...staticClosure(entry), ...staticClosure(jobs)]);
const estimatedBytes = [...estimated].reduce((sum, f) => sum + gzipSync(byFile.get(f).code, { level: 9 }).length, 0);

/** The modules of the files received before the first card that first-load.ts does not declare. */
const undeclaredIn = (files) =>
  files
    .map((f) => byFile.get(f.path.replace(/^\//, '')))
    .flatMap((c) => (c ? c.moduleIds : []))
    .filter((id) => !isFirstLoad(id))
    .map((id) => path.relative(root, id.replace(/^\0/, '')));

// Measured: what the browser downloads before the first job card.
try {
  const m = await measureFirstCardJs({
    root,
    pagePath: '/jobs',
    selector: FIRST_CARD,
    initScript: () => localStorage.setItem('jobboard.beta', 'true'),
  });
  const bad = m.files.filter((f) => f.status !== 200);
  check(
    m.totalBytes <= BUDGET_KB * 1024 && bad.length === 0,
    `JavaScript before the first job card of /jobs (measured, production build + mock API): ${kb(m.totalBytes)} kB gzip (budget ${BUDGET_KB} kB) in ${m.files.length} files`,
  );
  for (const f of m.files)
    console.log(
      `       ${f.path.replace(/^\//, '').padEnd(40)} ${kb(f.bytes).padStart(6)} kB${f.status === 200 ? '' : `  (HTTP ${f.status})`}`,
    );
  console.log(
    `       ${'total'.padEnd(40)} ${kb(m.totalBytes).padStart(6)} kB  (static estimate from the build graph: ${kb(estimatedBytes)} kB in ${estimated.size} chunks)`,
  );
  if (m.blocked.length) console.log(`       requests off 127.0.0.1 blocked: ${m.blocked.slice(0, 5).join(', ')}`);
  const undeclared = undeclaredIn(m.files);
  check(
    undeclared.length === 0 && m.files.length > 0,
    `every module before the first job card is declared in first-load.ts${undeclared.length ? `; not declared: ${undeclared.join(', ')}` : ''}`,
  );
  if (m.errors.length) console.log(`       page errors: ${m.errors.slice(0, 3).join(' | ')}`);
} catch (error) {
  check(
    false,
    `JavaScript before the first job card of /jobs (measured): not measured: ${String(error?.message ?? error).split('\n')[0]}`,
  );
  console.log(`       static estimate from the build graph: ${kb(estimatedBytes)} kB gzip in ${estimated.size} chunks`);
}

const entryGraph = staticClosure(entry);
const screens = chunks.filter((c) => c.isDynamicEntry && /src\/features\/.+Page\.tsx$/.test(c.facadeModuleId ?? ''));
const inEntry = chunks
  .filter((c) => entryGraph.has(c.fileName))
  .flatMap((c) => Object.keys(c.modules))
  .filter((id) => /src\/features\/.+Page\.tsx$/.test(id) && !isFirstLoad(id));
check(
  inEntry.length === 0 && screens.length >= 30,
  `every route screen but the first page's is a lazy chunk (${screens.length} screen chunks; in the entry graph: ${inEntry.length ? inEntry.join(', ') : 'none'})`,
);

const mockModules = chunks.flatMap((c) =>
  Object.keys(c.modules).filter((id) => FORBIDDEN.test(id) || /\/mocks\//.test(id)),
);
check(
  mockModules.length === 0,
  `no mock code in the production build${mockModules.length ? `: ${mockModules.slice(0, 5).join(', ')}` : ''}`,
);
const workerShipped = output.some((o) => o.fileName.includes('mockServiceWorker'));
check(!workerShipped, 'no mock service worker file in the production build');
const DEMO_CONTENT_KEY = 'job-board-demo-key';
const withDemoKey = chunks.filter((c) => c.code.includes(DEMO_CONTENT_KEY)).map((c) => c.fileName);
check(
  withDemoKey.length === 0,
  `no demo content-service key in the production build${withDemoKey.length ? `: ${withDemoKey.join(', ')}` : ''}`,
);

finish();
