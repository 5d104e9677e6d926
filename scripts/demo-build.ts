import type { Plugin } from 'vite';

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
