#!/usr/bin/env node
/**
 * The demo's start against the production build's, side by side in one run (`npm run bench:cold-load`): both builds
 * (made first, unless `--no-build`) served by the same small static server on 127.0.0.1 (scripts/measure-first-card.mjs:
 * gzip, hashed assets cached), the production build with the mock API over HTTP behind `/api` and `/cms`. In the full
 * headless Chromium, `/jobs` with beta access is opened cold (a fresh context: empty cache and storage) then reloaded
 * (warm), the two builds taking turns, at normal CPU and at a 4x slowdown. Ready = the first job card visible.
 * Prints the medians and the ratio demo / production of each, then one line `N passed, N failed` against the targets:
 * the demo's cold first card within 1 s at normal CPU; its cold ready at most 1.15x production's at both rates; its
 * warm reload at most 1.1x production's (issue 23, decision 0018).
 *   --runs N   loads of each kind per build and rate (default 15)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';
import { startMockApi, startStaticServer } from './measure-first-card.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' }, 'no-build': { type: 'boolean' } } });
const RUNS = Number(values.runs);
const SELECTOR = process.env.FIRST_CARD_SELECTOR || 'main article.job-card';
const TARGETS = { firstCardMs: 1000, cold: 1.15, warm: 1.1 };
const RATES = [1, 4];

if (!values['no-build'])
  for (const mode of ['production', 'demo']) {
    const built = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--mode', mode, '--logLevel', 'error'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) process.exit(1);
  }

const mock = startMockApi(root, 60_000);
const apiOrigin = await mock.origin;
const sites = {
  production: await startStaticServer(path.join(root, 'dist'), apiOrigin),
  demo: await startStaticServer(path.join(root, 'dist-demo'), apiOrigin),
};
const browser = await chromium.launch(chromiumLaunchOptions({ full: true }));

/** A cold load then a reload of /jobs in a fresh context, at the CPU rate: the ms to the first card of each. */
async function load(build, rate) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    await context.addInitScript(() => localStorage.setItem('jobboard.beta', 'true'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const card = page.locator(SELECTOR).first();
    let started = Date.now();
    await page.goto(`${sites[build].url}/jobs`, { waitUntil: 'commit' });
    await card.waitFor({ state: 'visible', timeout: 60_000 });
    const cold = Date.now() - started;
    started = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await card.waitFor({ state: 'visible', timeout: 60_000 });
    return { cold, warm: Date.now() - started };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let passed = 0;
let failed = 0;
const verdict = (ok, line) => {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
};

try {
  for (const rate of RATES) {
    const times = { production: { cold: [], warm: [] }, demo: { cold: [], warm: [] } };
    // Taking turns, so that whatever else the machine does weighs on both alike.
    for (let i = 0; i < RUNS; i++)
      for (const build of i % 2 ? ['demo', 'production'] : ['production', 'demo']) {
        const { cold, warm } = await load(build, rate);
        times[build].cold.push(cold);
        times[build].warm.push(warm);
      }
    console.log(`\nCPU ${rate}x, ${RUNS} loads each (medians, ms to the first job card):`);
    for (const kind of ['cold', 'warm']) {
      const p = median(times.production[kind]);
      const d = median(times.demo[kind]);
      console.log(`  ${kind}: production ${p}, demo ${d}, demo / production ${(d / p).toFixed(2)}x`);
    }
    const ratio = (kind) => median(times.demo[kind]) / median(times.production[kind]);
    if (rate === 1)
      verdict(
        median(times.demo.cold) <= TARGETS.firstCardMs,
        `CPU 1x: the demo's cold first card ${median(times.demo.cold)} ms (at most ${TARGETS.firstCardMs})`,
      );
    verdict(
      ratio('cold') <= TARGETS.cold,
      `CPU ${rate}x: cold ${ratio('cold').toFixed(2)}x (at most ${TARGETS.cold}x)`,
    );
    verdict(
      ratio('warm') <= TARGETS.warm,
      `CPU ${rate}x: warm ${ratio('warm').toFixed(2)}x (at most ${TARGETS.warm}x)`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(sites).map((site) => site.close()));
  await mock.stop();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
