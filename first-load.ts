import path from 'node:path';
import picomatch from 'picomatch';

/**
 * What loads before the first job card of /jobs: the only modules the first page may carry (its budget and how it is
 * held: docs/decisions/0001-first-load-budget.md). The production build puts them in one chunk (vite.config.ts); the
 * bundle check of `npm test` (scripts/check-bundle.mjs) lists the modules that load before the first card and fails,
 * naming it, when one is not declared here. Everything else loads with the route that needs it.
 */
const firstLoad = {
  /** The bundler's runtime, and the build's helper of dynamic imports (vite.config.ts plainDynamicImports). */
  build: ['\0vite/preload-helper.js', '\0rolldown/runtime.js'],
  /** The libraries every page runs on. */
  packages: ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'cookie', 'jotai', 'zod'],
  /** Start-up: the build's configuration, the store and the session, the shell and its header. */
  shell: [
    'index.html',
    'src/{main.tsx,env.ts,styles.css}',
    'src/app/{App.tsx,bind-api.ts,demo.ts,first-page.ts,follow-tabs.ts,guard.ts,logout.ts,nav.ts,route-table.ts,router.tsx}',
    'src/app/layout/{AppShell,Logo}.tsx',
    'src/state/{demo,drafts,keys,lookups,session,storage,store,toasts,unsaved}.ts',
    'src/components/route/{loaders,scroll-key}.ts',
    'src/components/ui/{idle,useDraft,useNow,useUrlParams}.ts',
    'src/components/ui/lazy-part.tsx',
  ],
  /** The API's client: the fetch wrapper and the calls of sign-in and the search. */
  api: [
    'src/api/{bindings,gate,http,auth,job}.ts',
    'src/api/schemas/{auth,common,company,content,job,job-search,query}.ts',
  ],
  /** The page: the job search, its filters, its list and the job cards. */
  search: [
    'src/app/areas/search.ts',
    'src/features/jobs/{JobsPage.tsx,jobs.data.ts}',
    'src/components/job-search/{JobSearch,SearchBar,SearchFilters}.tsx',
    'src/components/job-search/{search-loader,search-params}.ts',
    'src/components/place/{NearField.tsx,near-places.ts}',
    'src/components/job/{CompanyLogo,JobCard,SortSelect}.tsx',
    'src/components/list/{Pager,ResultList}.tsx',
    'src/components/profile/ProfileBannerSlot.tsx',
  ],
  /** The product's rules those use. */
  rules: [
    'src/domain/{benefits,company-roles,constants,dates,distance,paths,place-label,salary,title}.ts',
    'src/domain/enums/{enumeration,company,job,job-search,user}.ts',
  ],
};

const root = import.meta.dirname;
const packages = new Set(firstLoad.packages);
const isDeclaredFile = picomatch(
  Object.entries(firstLoad).flatMap(([group, globs]) => (group === 'packages' || group === 'build' ? [] : globs)),
);

/** The package a module of node_modules belongs to (`@scope/name` or `name`); null for the project's own modules. */
const packageOf = (id: string) =>
  /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace('\\', '/') ?? null;

/** Whether a module (a bundler's id: an absolute path, perhaps with a query) is declared part of the first load. */
export function isFirstLoad(id: string): boolean {
  const file = id.split('?')[0]!;
  if (file.startsWith('\0')) return firstLoad.build.includes(file);
  const pkg = packageOf(file);
  if (pkg) return packages.has(pkg);
  return isDeclaredFile(path.relative(root, file).split(path.sep).join('/'));
}
