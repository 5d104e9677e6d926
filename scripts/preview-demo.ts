/**
 * `npm run preview:demo`: serves the demo build of DEMO_BASE (none: dist-demo/ at /; `DEMO_BASE=/job-board/`:
 * dist-demo-sub/ under /job-board/) with `vite preview`, after saying which build it is. A missing build, or one made
 * for another base, is said plainly instead of served. Extra arguments go to vite preview (`-- --port 4180`).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtBase, demoBase, demoOutDir } from './demo-build.js';

const root = path.resolve(import.meta.dirname, '..');
const base = demoBase(process.env.DEMO_BASE);
const outDir = demoOutDir(base);
const index = path.join(root, outDir, 'index.html');
const build = base === '/' ? 'npm run build:demo' : `DEMO_BASE=${base} npm run build:demo`;

if (!existsSync(index)) {
  console.error(`No demo build in ${outDir}/ (the build for ${base}): run \`${build}\` first.`);
  process.exit(1);
}
const madeFor = builtBase(readFileSync(index, 'utf8'));
if (madeFor !== base) {
  console.error(
    `${outDir}/ holds a demo build for ${madeFor ?? 'an unknown base'}, not for ${base}: run \`${build}\` again.`,
  );
  process.exit(1);
}
console.log(
  `Serving ${outDir}/: the demo build for ${base} (mocks on; ${outDir}/404.html is the static hosts' fallback).`,
);

const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const child = spawn(
  process.execPath,
  [vite, 'preview', '--mode', 'demo', '--outDir', outDir, ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEMO_BASE: base },
  },
);
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
