#!/usr/bin/env node
/**
 * Demo cold-load benchmark (`npm run bench:cold-load`, after `npm run build:demo`): serves dist-demo/, opens
 * /jobs in a fresh headless Chromium (cold cache, no throttling) and reports the time until the first card is
 * visible, for the first visit (data seeded) and a reload (data read from storage), and whether the seeding
 * code (faker) was fetched on the reload. Budget: 1000 ms. Runs 5 times and reports the median.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 4179;
const BUDGET_MS = 1000;
const SELECTOR = process.env.FIRST_CARD_SELECTOR || 'main article.job-card';
const RUNS = 5;

const server = spawn(
  path.join(root, 'node_modules/.bin/vite'),
  ['preview', '--mode', 'demo', '--outDir', 'dist-demo', '--port', String(PORT), '--strictPort'],
  { cwd: root, stdio: 'ignore' },
);
const url = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 50; i++) {
  try {
    await fetch(url);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}

const browser = await chromium.launch({
  ...chromiumLaunchOptions({ full: true }),
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const first = [];
const reload = [];
let seedOnReload = false;
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('jobboard.beta', 'true'));
  const page = await context.newPage();
  let t0 = Date.now();
  await page.goto(`${url}/jobs`);
  await page.locator(SELECTOR).first().waitFor({ state: 'visible' });
  first.push(Date.now() - t0);
  const fetched = [];
  page.on('request', (r) => fetched.push(r.url()));
  t0 = Date.now();
  await page.reload();
  await page.locator(SELECTOR).first().waitFor({ state: 'visible' });
  reload.push(Date.now() - t0);
  if (fetched.some((u) => /\/assets\/(seed|faker)[^/]*\.js/.test(u))) seedOnReload = true;
  await context.close();
}
await browser.close();
server.kill();

const m = median(first);
console.log(`first visit (seeds the data): median ${m} ms  [${first.join(', ')}]`);
console.log(`reload (data from storage):   median ${median(reload)} ms  [${reload.join(', ')}]`);
console.log(`seeding code fetched on reload: ${seedOnReload ? 'yes' : 'no'}`);
const ok = m <= BUDGET_MS && median(reload) <= BUDGET_MS && !seedOnReload;
console.log(`${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed (budget ${BUDGET_MS} ms to the first card)`);
process.exit(ok ? 0 : 1);
