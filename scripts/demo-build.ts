import path from 'node:path';
import type { Plugin } from 'vite';
import { storageKeys } from '../src/state/keys.js';

/**
 * The demo build for a plain static host (`npm run build:demo`, `npm run preview:demo`): one rule for its base path,
 * its folder and its fallback page, used by vite.config.ts and scripts/preview-demo.ts.
 *
 * - DEMO_BASE is the sub-path the host serves the demo under (`/job-board/` for https://user.github.io/job-board/);
 *   none, or `/`, is the host's root.
 * - A root build goes to dist-demo/, a sub-path build to dist-demo-sub/: the two never overwrite each other.
 * - Every build has a 404.html equal to its index.html: a static host answers a path it has no file for (a deep link
 *   such as /job-board/job/12) with it, the app boots, and its router reads the address.
 */

export const DEMO_DIR = 'dist-demo';
export const DEMO_SUB_DIR = 'dist-demo-sub';
export const FALLBACK_PAGE = '404.html';

/** DEMO_BASE as Vite takes it: `/`, or a path with a slash at both ends (`job-board` -> `/job-board/`). */
export function demoBase(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (/^\.|:\/\//.test(trimmed)) {
    throw new Error(`DEMO_BASE must be a path on the host, like /job-board/ (got "${trimmed}")`);
  }
  const path = trimmed.replace(/^\/+|\/+$/g, '');
  return path ? `/${path}/` : '/';
}

/** The folder a demo build of this base goes to. */
export const demoOutDir = (base: string): string => (base === '/' ? DEMO_DIR : DEMO_SUB_DIR);

/** The base a built index.html was made for (from the address of its script), or null when it names none. */
export function builtBase(indexHtml: string): string | null {
  const match = /<script[^>]*\ssrc="([^"]*\/)assets\/[^"]+\.js"/.exec(indexHtml);
  return match ? match[1]! : null;
}

/** Writes 404.html beside index.html, the same page (GitHub Pages and most static hosts serve it for unknown paths). */
export function staticHostFallback(): Plugin {
  return {
    name: 'static-host-fallback',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        this.emitFile({ type: 'asset', fileName: FALLBACK_PAGE, source: index.source });
      },
    },
  };
}

const MOCK_CHUNK = 'mock';
const mocksDir = path.resolve(import.meta.dirname, '../mocks') + path.sep;
/** The gazetteer's data: loaded by the mock on its first Places call, in chunks of their own. */
const onDemand = /gazetteer[\\/](towns|codes)\.ts$/;

/**
 * The demo's mock in one chunk: mocks/ and every module it imports that the first page does not carry (msw, the
 * database, the schemas it shares with the screens). Split by module, its few dozen chunks queued behind the browser's
 * six connections to the host before the mock could start (decision 0021).
 */
export const mockChunk = {
  name: MOCK_CHUNK,
  test: (id: string) => id.startsWith(mocksDir) && !onDemand.test(id),
  includeDependenciesRecursively: true,
};

/**
 * The demo's page asks for the mock's chunk from its first bytes, beside the app's own (not once the app's chunk has
 * run), and on a first visit, for the demo data seeded at build time too: no data is stored yet, which main.tsx
 * tells the same way (the keys of src/state/keys.ts).
 */
export function demoPreloads(): Plugin {
  let base = '/';
  return {
    name: 'demo-preloads',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
        const mock = chunks.find((c) => c.name === MOCK_CHUNK);
        const snapshot = chunks.find((c) => c.facadeModuleId === '\0virtual:demo-snapshot');
        if (!mock || !snapshot) throw new Error('demo-preloads: the mock or the demo data has no chunk');
        const href = (file: string) => JSON.stringify(`${base}${file}`);
        const firstVisit = [storageKeys.mockDbStored, storageKeys.mockDb]
          .map((key) => `localStorage.getItem(${JSON.stringify(key)}) === null`)
          .join(' && ');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${mock.fileName}` },
            injectTo: 'head',
          },
          {
            tag: 'script',
            children: `try { if (${firstVisit}) { const l = document.createElement('link'); l.rel = 'modulepreload'; l.crossOrigin = ''; l.href = ${href(snapshot.fileName)}; document.head.append(l); } } catch {}`,
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
