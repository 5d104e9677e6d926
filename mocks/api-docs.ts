import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The OpenAPI document as a page to read (Redocly's `build-docs`), built on the first request and kept: a second or
 * two of work that a server started for its API alone never does. Redoc's scripts are inlined, so the page asks no
 * other origin (a backend's machine may have no internet).
 */
let page: Promise<string> | undefined;

export function apiDocsPage(document: object): Promise<string> {
  page ??= build(document).catch((error: unknown) => {
    page = undefined;
    throw error;
  });
  return page;
}

async function build(document: object): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-docs-'));
  try {
    const source = path.join(dir, 'openapi.json');
    const out = path.join(dir, 'index.html');
    writeFileSync(source, JSON.stringify(document));
    const cli = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));
    await promisify(execFile)(
      process.execPath,
      [cli, 'build-docs', source, '--inlineBundle', '--title', 'Job board API', '-o', out],
      { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
