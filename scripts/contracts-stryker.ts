/**
 * `npm run contracts:stryker [-- stryker's options]`: StrykerJS mutates the mock's rule code (stryker.config.mjs) and
 * the provider verification judges each mutant, by the interactions that ran its code (tests/stryker/harness.ts, run
 * warm by the test runner tests/stryker/pact-runner.mjs). Writes
 * Stryker's HTML report (reports/stryker/index.html), then lists each survivor that contracts/stryker/equivalent.ts
 * does not explain, and ends with `mock mutation score: X% (K of N killed, E equivalent)`. Exit 1 when the score is
 * under 90 %, fewer than 1,000 mutants were judged, or Stryker failed. A benchmark (minutes on two cores),
 * not part of `npm test`.
 * `--report` reads the last run's report instead of running Stryker; `--survivors FILE` writes the survivors there.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { equivalentMutants } from '../contracts/stryker/equivalent';

const root = path.resolve(import.meta.dirname, '..');
const REPORT = path.join(root, 'reports/stryker/mutation.json');
// Stryker's command, run with this node (its package exports no module of the CLI).
const STRYKER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json')),
  'bin/stryker.js',
);
const MIN_SCORE = 90;
const MIN_MUTANTS = 1000;

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number } };
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

/** `--report`: read the last run's report without running Stryker; `--survivors FILE`: write the survivors there. */
const args = process.argv.slice(2);
const reportOnly = args.includes('--report');
const survivorsAt = args.includes('--survivors') ? args[args.indexOf('--survivors') + 1] : undefined;
const strykerArgs = args.filter((a, i) => a !== '--report' && a !== '--survivors' && args[i - 1] !== '--survivors');
const stryker = reportOnly
  ? { status: 0 }
  : spawnSync(process.execPath, [STRYKER, 'run', ...strykerArgs], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
    });

const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
const KILLED = new Set(['Killed', 'Timeout']);
const JUDGED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
let killed = 0;
let judged = 0;
let equivalent = 0;
const unexplained: string[] = [];
const used = new Set<(typeof equivalentMutants)[number]>();
for (const [file, { mutants }] of Object.entries(report.files)) {
  for (const m of mutants) {
    if (!JUDGED.has(m.status)) continue;
    judged++;
    if (KILLED.has(m.status)) {
      killed++;
      continue;
    }
    const line = m.location.start.line;
    const listed = equivalentMutants.find(
      (e) => e.file === file && e.line === line && e.mutator === m.mutatorName && e.replacement === m.replacement,
    );
    if (listed) {
      equivalent++;
      used.add(listed);
    } else unexplained.push(`${file}:${line} ${m.mutatorName} → ${m.replacement ?? '?'} (${m.status})`);
  }
}
const stale = equivalentMutants.filter((e) => !used.has(e));
if (survivorsAt)
  writeFileSync(
    survivorsAt,
    `# Mutants of the mock that no pact kills yet\n\nWritten by \`npm run contracts:stryker -- --survivors ${survivorsAt}\`` +
      ` (decision 0031): file, line, Stryker's mutator, what it writes instead, and whether a route's verification` +
      ` ran it (NoCoverage: none did). Each is a pact to add or an equivalent mutant to list with its reason.\n\n` +
      unexplained.map((line) => `- ${line}`).join('\n') +
      '\n',
  );
if (unexplained.length)
  console.log(`\nSurvivors no pact kills yet (${unexplained.length}):\n  ${unexplained.join('\n  ')}`);
if (stale.length)
  console.log(
    `\nListed as equivalent but not a survivor of this run:\n  ${stale.map((e) => `${e.file}:${e.line}`).join('\n  ')}`,
  );
const score = judged - equivalent ? (100 * killed) / (judged - equivalent) : 0;
console.log(`mock mutation score: ${score.toFixed(1)}% (${killed} of ${judged} killed, ${equivalent} equivalent)`);
process.exit(stryker.status === 0 && score >= MIN_SCORE && judged >= MIN_MUTANTS ? 0 : 1);
