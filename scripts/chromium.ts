import { existsSync } from 'node:fs';

/**
 * The Chromium every browser run of the project starts (Playwright cannot download its own here): Debian's, with the
 * flags that keep it from reaching the network on its own. The headless shell (package chromium-headless-shell) is
 * the build Playwright itself runs headless and loads a page at about half the cost; the benchmarks and headed runs
 * ask for the full browser, as users have it.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for Playwright: Debian's Chromium when installed (else Playwright's own), with the flags above. */
export function chromiumLaunchOptions({ full = false }: { full?: boolean } = {}) {
  const executablePath = (full ? [FULL] : [SHELL, FULL]).find((file) => existsSync(file));
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS };
}
