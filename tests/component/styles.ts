import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * The app's real stylesheet in jsdom, for tests whose defect lies in the CSS: jsdom lays nothing out, but it does
 * compute the cascade (selectors, specificity, order, media queries against its window), so a test can ask what a
 * browser would apply (`getComputedStyle(el).position`), as long as the defect is in which rule wins.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');

/** src/styles.css with its `@import`s inlined, in their order (jsdom fetches no imports). */
function appCss(file = path.join(SRC, 'styles.css')): string {
  return readFileSync(file, 'utf8').replace(/@import\s+'([^']+)';/g, (_all, relative: string) =>
    appCss(path.resolve(path.dirname(file), relative)),
  );
}

/** Puts the app's stylesheet in the document for the tests of this file. */
export function withAppStyles() {
  let style: HTMLStyleElement | undefined;
  beforeAll(() => {
    style = document.createElement('style');
    style.textContent = appCss();
    document.head.append(style);
  });
  afterAll(() => style?.remove());
}
