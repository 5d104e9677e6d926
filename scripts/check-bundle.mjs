#!/usr/bin/env node
/**
 * Production-build budget (`npm run bench:bundle`): builds with mocks off (dist/) and checks
 * - the JavaScript loaded initially on /jobs (entry chunk, its static imports, the /jobs route chunk and its
 *   static imports) is at most 115 kB gzip;
 * - every route's screen is a lazy chunk of its own (not in the entry's static graph);
 * - no msw, @msw/data, @mswjs or faker code is in any chunk.
 * Prints one line per check and `N passed, N failed`; exits 1 on a failure.
 */
import { build } from 'vite';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 115;
const FORBIDDEN = /node_modules\/(msw|@msw\/data|@mswjs|@faker-js)\//;

const result = await build({ mode: 'production', logLevel: 'warn' });
const output = (Array.isArray(result) ? result[0] : result).output;
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

const entry = chunks.find((c) => c.isEntry);
const jobs = chunks.find((c) => c.facadeModuleId?.endsWith('src/features/jobs/JobsPage.tsx'));
const initial = new Set([...staticClosure(entry), ...staticClosure(jobs)]);
const gz = (file) => gzipSync(byFile.get(file).code, { level: 9 }).length / 1024;
const initialKb = [...initial].reduce((sum, f) => sum + gz(f), 0);

const checks = [];
const check = (ok, label) => {
  checks.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
};

check(initialKb <= BUDGET_KB, `initial JavaScript on /jobs: ${initialKb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB) in ${initial.size} chunks`);
for (const f of initial) console.log(`       ${f.padEnd(40)} ${gz(f).toFixed(1)} kB`);

const entryGraph = staticClosure(entry);
const screens = chunks.filter((c) => c.isDynamicEntry && /src\/features\/.+Page\.tsx$/.test(c.facadeModuleId ?? ''));
const inEntry = chunks.filter((c) => entryGraph.has(c.fileName)).flatMap((c) => Object.keys(c.modules)).filter((id) => /src\/features\/.+Page\.tsx$/.test(id));
check(inEntry.length === 0 && screens.length >= 30, `every route screen is a lazy chunk (${screens.length} screen chunks; in the entry graph: ${inEntry.length ? inEntry.join(', ') : 'none'})`);

const mockModules = chunks.flatMap((c) => Object.keys(c.modules).filter((id) => FORBIDDEN.test(id) || /\/mocks\//.test(id)));
check(mockModules.length === 0, `no mock code in the production build${mockModules.length ? `: ${mockModules.slice(0, 5).join(', ')}` : ''}`);
const workerShipped = output.some((o) => o.fileName.includes('mockServiceWorker'));
check(!workerShipped, 'no mock service worker file in the production build');

const failed = checks.filter((ok) => !ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
