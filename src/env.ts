import { z } from 'zod/mini';

/**
 * The build's configuration, read here and nowhere else: Vite writes these values into the JavaScript when the app is
 * built (README, "Configuration"), so a malformed one stops the app at start with a message naming its variable.
 */

/**
 * Demo mode: the in-browser mock answers and the demo controls show. Off in the production build, and wherever
 * VITE_MOCKS is `off`. vite.config.ts writes it as a literal, so a build without mocks drops every branch it guards,
 * mock code included.
 */
export const MOCKS_ON: boolean = import.meta.env.MOCKS_ON;

/**
 * A demo build's own stamp (vite.config.ts): the demo data it stores carries it, and on the next load data with the
 * same stamp is not checked against the schemas again. Null in development, where the schemas change under the data.
 */
export const DEMO_BUILD: string | null = import.meta.env.DEMO_BUILD || null;

/** A development server (`npm start`): problems are logged to the console as well. */
export const DEV: boolean = import.meta.env.DEV;

/** A base URL: a path of this origin (`/api`) or an absolute http(s) URL, kept without its trailing slash. */
const baseUrl = z.pipe(
  z.string().check(z.regex(/^(\/|https?:\/\/)/, 'must be a path (/api) or an http(s) URL')),
  z.transform((url: string) => url.replace(/\/+$/, '') || '/'),
);

function read<T>(name: string, schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${name}=${String(value)}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

const here = typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin;

/** The product API's base URL. */
export const API_BASE_URL = read('VITE_API_BASE_URL', baseUrl, import.meta.env.VITE_API_BASE_URL || '/api');

/** The content service's base URL (field help, and the public pages' texts). */
export const CONTENT_BASE_URL = read(
  'VITE_CONTENT_BASE_URL',
  baseUrl,
  import.meta.env.VITE_CONTENT_BASE_URL || `${here}/cms`,
);

/**
 * The content service's key. It ships in the JavaScript every visitor loads, so it is public: a read-only key for
 * published content, never a secret. The demo's mock takes the demo key; a build with mocks off carries only a key it
 * is given (none: no content service is called, and forms show no field help).
 */
export const CONTENT_KEY: string | null =
  import.meta.env.VITE_CONTENT_API_KEY || (MOCKS_ON ? 'job-board-demo-key' : null);

/** Where the app is served from, with its trailing slash ('/' at the root; '/job-board/' for a demo on a sub-path). */
export const BASE_URL: string = import.meta.env.BASE_URL;

/** The same without its trailing slash ('/' at the root): the router's basename. */
export const BASENAME = BASE_URL.replace(/\/+$/, '') || '/';

/** A full address of one of the app's paths (`/job/7` from paths.ts `href`), to share or to name in a page's metadata. */
export const absoluteHref = (path: string) => new URL(BASE_URL + path.replace(/^\//, ''), here).href;
