import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, normalizePath, runnerImport, type Plugin } from 'vite';
import { isFirstLoad } from './first-load.js';
import { demoBase, demoOutDir, demoPreloads, mockChunk, staticHostFallback } from './scripts/demo-build.js';

/**
 * Modes:
 * - development (`npm start`) and `demo` (`npm run build:demo`): mocks on; the service worker comes from public-demo/.
 * - production (`npm run build`): VITE_MOCKS=off, no public dir, so neither mock code nor the worker ships.
 * DEMO_BASE serves the demo under a sub-path: `DEMO_BASE=/job-board/ npm run build:demo` builds into dist-demo-sub/
 * (a root build into dist-demo/), with a 404.html for static hosts (scripts/demo-build.ts).
 */
/**
 * `virtual:demo-snapshot`: the demo data, seeded here in Node at build time (mocks/snapshot.ts), so the browser
 * reads JSON on a first visit instead of running faker. Only the demo's mock imports it.
 */
function demoSnapshot(): Plugin {
  const id = 'virtual:demo-snapshot';
  return {
    name: 'demo-snapshot',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      // Vite's module runner loads the TypeScript mock code in Node.
      const { module } = await runnerImport<typeof import('./mocks/snapshot')>('./mocks/snapshot.ts');
      const { buildSnapshot, demoDataSource } = module;
      return `export default ${demoDataSource(await buildSnapshot())};`;
    },
  };
}

/**
 * The mock's gazetteer (mocks/gazetteer/source.ts): its two parts read from their packages here in Node at build time,
 * so the browser gets their text (in chunks of their own, loaded on the first Places call) and neither the packages
 * nor the reading code ship.
 */
function gazetteer(): Plugin {
  const parts = ['towns', 'codes'].map((part) =>
    normalizePath(path.resolve(import.meta.dirname, `mocks/gazetteer/${part}.ts`)),
  );
  return {
    name: 'gazetteer',
    async load(id) {
      if (!parts.includes(id)) return null;
      const { module } = await runnerImport<typeof import('./mocks/gazetteer/towns')>(id);
      return `export const source = async () => ${JSON.stringify(await module.source())};`;
    },
  };
}

/**
 * Production only: Vite's dynamic-import helper, which there preloads nothing (modulePreload is off) and only turns a
 * failed chunk load into a `vite:preloadError` event nobody listens to (a route that fails to load shows the
 * router's error page): bytes of the first page's budget for nothing.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    load: (id) => (id === '\0vite/preload-helper.js' ? 'export const __vitePreload = (load) => load();' : null),
  };
}

/**
 * Production only: every module of mocks/ resolves to an empty one. The demo's branches are dropped already (MOCKS_ON
 * is false); this keeps the chunks they named from being written out all the same, and no mock code can ship.
 */
function noMocks(): Plugin {
  const mocks = path.resolve(import.meta.dirname, 'mocks') + path.sep;
  return {
    name: 'no-mocks',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (source === 'virtual:demo-snapshot') return '\0no-mocks';
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.startsWith(mocks) ? '\0no-mocks' : null;
    },
    load: (id) => (id === '\0no-mocks' ? 'export {};' : null),
  };
}

const root = import.meta.dirname;
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.resolve(root, 'node_modules/react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: path.resolve(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

const buildStamp = Date.now().toString(36);

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mocksOff = mode === 'production';
  const base = mode === 'demo' ? demoBase(env.DEMO_BASE) : '/';
  return {
    plugins: [
      react(),
      demoSnapshot(),
      gazetteer(),
      ...(mocksOff ? [plainDynamicImports(), noMocks()] : []),
      ...(mode === 'demo' ? [staticHostFallback(), demoPreloads()] : []),
    ],
    // The demo's msw needs no cookie jar of its own (see mocks/shims/tough-cookie.ts): a large table less to parse
    // before the first job card. Tests in Node (vitest.config.ts) keep the real package.
    // The builds (production and demo): React Router's production build (its package exports only the development
    // one, whose dev warnings weigh on the first page). The dev server keeps the warnings.
    resolve: {
      alias: [
        ...(mocksOff || mode === 'demo' ? reactRouterProduction : []),
        ...(mocksOff ? [] : [{ find: 'tough-cookie', replacement: path.resolve(root, 'mocks/shims/tough-cookie.ts') }]),
      ],
    },
    base,
    publicDir: mocksOff ? false : 'public-demo',
    // Demo mode as a literal (src/env.ts MOCKS_ON), so the bundler drops what it guards in a build with mocks off.
    define: {
      'import.meta.env.MOCKS_ON': JSON.stringify(!mocksOff && env.VITE_MOCKS !== 'off'),
      // A demo build's stamp (src/env.ts DEMO_BUILD): none for the development server, whose code changes under it.
      'import.meta.env.DEMO_BUILD': JSON.stringify(command === 'build' && mode === 'demo' ? buildStamp : ''),
    },
    build: {
      outDir: mode === 'demo' ? demoOutDir(base) : 'dist',
      sourcemap: false,
      target: 'es2022',
      // The first page's JavaScript has a budget (docs/decisions/0001-first-load-budget.md): route chunks are small
      // and import little, so they go without vite's modulepreload helper and polyfill.
      // The demo has no such budget: there a dynamic import fetches its chunk's imports at once, not one after
      // another (the mock's chunk and the first screen's are on the path to the first job card).
      modulePreload: mocksOff ? false : { polyfill: false },
      // The demo's gazetteer (plugin `gazetteer`) is two chunks of data of 0.6 and 1.5 MB, loaded by the mock on demand.
      chunkSizeWarningLimit: mocksOff ? 500 : 1600,
      // One stylesheet (src/styles.css imports the screens' parts): no CSS per chunk, so no preload helper either.
      cssCodeSplit: false,
      rollupOptions: {
        output: {
          // The first page's modules, declared in first-load.ts, in one chunk: fewer, larger chunks on the path of
          // /jobs (each chunk costs its own gzip header and import glue, and gzip shares nothing across chunks).
          // Their imports do not join on their own: a module the first page needs but first-load.ts does not name
          // lands in a chunk of its own, and the bundle check names it.
          codeSplitting: {
            groups: [
              { name: 'framework', test: isFirstLoad, includeDependenciesRecursively: false, priority: 2 },
              ...(mode === 'demo' ? [{ ...mockChunk, priority: 1 }] : []),
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
