/**
 * Measures the JavaScript a user downloads before the first job card of a page, the way a user gets it: the
 * production build (dist/) served by a small static server on 127.0.0.1 that proxies `/api` and `/cms` to the
 * mock API over HTTP (scripts/mock-server.ts, a child `node --import tsx`, seeded with the demo data), opened in
 * a fresh headless Chromium (cold cache, beta flag set). Every JavaScript response requested before the selector's
 * element enters the page is recorded, with its gzip size (level 9, as the server sends it: `Content-Encoding: gzip`).
 *
 * Used by scripts/check-bundle.mjs (`npm run bench:bundle`). Everything is bounded in time and closed at the end;
 * only loopback addresses are used (the browser's requests elsewhere are aborted and reported).
 */
import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';

const HOST = '127.0.0.1';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const PROXIED = /^\/(api|cms)(\/|$)/;

const withTimeout = (promise, ms, what) => {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
    }),
  ]);
};

/** The mock API as a child process on a free loopback port (the OS picks it: `--port 0`); resolves its origin. */
export function startMockApi(root, timeoutMs) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/mock-server.ts'), '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
  });
  let out = '';
  let err = '';
  const origin = new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      const m = /(http:\/\/127\.0\.0\.1:\d+)\/api/.exec(out);
      if (m) resolve(m[1]);
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      reject(
        new Error(`the mock API exited (${signal ?? code}) before it listened: ${(err || out).trim().slice(-500)}`),
      ),
    );
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { origin: withTimeout(origin, timeoutMs, 'mock API start'), stop };
}

/** dist/ over HTTP on a free loopback port: files (.js gzip level 9), `/api` and `/cms` proxied, else index.html. */
export async function startStaticServer(distDir, apiOrigin) {
  const api = new URL(apiOrigin);
  const gzipCache = new Map();
  const sockets = new Set();
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${HOST}`);
      if (PROXIED.test(url.pathname)) {
        const upstream = http.request(
          {
            host: api.hostname,
            port: api.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: api.host },
          },
          (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        upstream.on('error', (e) => {
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`proxy error: ${e.message}`);
        });
        req.pipe(upstream);
        return;
      }
      let file = path.join(distDir, decodeURIComponent(url.pathname));
      if (!file.startsWith(distDir + path.sep) || !(await stat(file).catch(() => null))?.isFile()) {
        // SPA fallback, except for a missing asset (a 404 is what a user would get, and what should show).
        if (/\.\w+$/.test(url.pathname) && url.pathname !== '/index.html') {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
          return;
        }
        file = path.join(distDir, 'index.html');
      }
      const ext = path.extname(file);
      // Hashed assets cached for good, as a static host serves them; the rest asked again each time.
      const cache = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': cache };
      let body = await readFile(file);
      if (ext === '.js' || ext === '.mjs') {
        if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(body, { level: 9 }));
        body = gzipCache.get(file);
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
      }
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (e) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(e));
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, resolve);
  });
  const close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  return { url: `http://${HOST}:${server.address().port}`, close };
}

/**
 * Opens `pagePath` of the served build and resolves
 * `{ files: [{ path, bytes }], totalBytes, blocked: [url], errors: [string] }` once `selector` is visible, where
 * `bytes` is the gzip size (level 9) of each JavaScript response requested before the card entered the page, in
 * the order received.
 */
export async function measureFirstCardJs({
  root,
  distDir = path.join(root, 'dist'),
  pagePath = '/jobs',
  selector = 'main article.job-card',
  timeoutMs = 30_000,
  initScript,
}) {
  const cleanups = [];
  try {
    const mock = startMockApi(root, timeoutMs * 2);
    cleanups.push(mock.stop);
    const apiOrigin = await mock.origin;
    const site = await startStaticServer(path.resolve(distDir), apiOrigin);
    cleanups.push(site.close);

    const browser = await chromium.launch({
      ...chromiumLaunchOptions({ full: true }),
      timeout: timeoutMs,
    });
    cleanups.push(() => browser.close());
    const context = await browser.newContext({ serviceWorkers: 'block' });
    context.setDefaultTimeout(timeoutMs);
    if (initScript) await context.addInitScript(initScript);
    // The moment the first card enters the page (its commit, before its paint): a script requested after it (the
    // footer, loaded once the browser is idle) is not part of what the first card waits for.
    await context.addInitScript((cardSelector) => {
      const seen = () => {
        if (window.__firstCardAt !== undefined || !document.querySelector(cardSelector)) return;
        window.__firstCardAt = performance.now();
        observer.disconnect();
      };
      const observer = new MutationObserver(seen);
      observer.observe(document, { childList: true, subtree: true });
    }, selector);
    const blocked = [];
    await context.route(
      (u) => u.hostname !== HOST,
      (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const scripts = [];
    page.on('response', (r) => {
      const type = r.headers()['content-type'] ?? '';
      if (r.request().resourceType() === 'script' || /javascript/.test(type)) scripts.push(r);
    });
    await page.goto(`${site.url}${pagePath}`, { waitUntil: 'commit' });
    await page
      .locator(selector)
      .first()
      .waitFor({ state: 'visible' })
      .catch((error) => {
        const also = [
          ...errors.map((e) => `page error: ${e}`),
          ...scripts.filter((r) => r.status() !== 200).map((r) => `HTTP ${r.status()} ${r.url()}`),
        ];
        throw new Error(
          `${String(error.message).split('\n')[0]}${also.length ? ` (${also.slice(0, 3).join('; ')})` : ''}`,
        );
      });
    // The JavaScript requested before the first card entered the page, received by the time it is visible.
    const requestedBefore = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < (window.__firstCardAt ?? Infinity))
          .map((entry) => entry.name),
      ),
    );
    const seen = scripts.filter((r) => requestedBefore.has(r.url()));
    const files = [];
    for (const r of seen) {
      const body = await r.body();
      files.push({ path: new URL(r.url()).pathname, status: r.status(), bytes: gzipSync(body, { level: 9 }).length });
    }
    return { files, totalBytes: files.reduce((s, f) => s + f.bytes, 0), blocked, errors };
  } finally {
    for (const cleanup of cleanups.reverse())
      await withTimeout(Promise.resolve().then(cleanup), 10_000, 'cleanup').catch(() => undefined);
  }
}
