import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { states } from '../../mocks/states';

/**
 * What a new area of the mock, or a new screen, adds in files of its own must also be listed where the app or the
 * mock collects it. Each such list is checked here, and what is missing is named.
 */
const root = path.resolve(import.meta.dirname, '../..');

const handlerModules = import.meta.glob<Record<string, unknown>>(['../../mocks/handlers/*.ts', '!**/index.ts'], {
  eager: true,
});
const stateModules = import.meta.glob<Record<string, unknown>>(
  ['../../mocks/states/*.ts', '!**/{index,define,journal,support}.ts'],
  { eager: true },
);

describe('registrations', () => {
  it('every handler of mocks/handlers/ is in the mock (mocks/handlers/index.ts)', () => {
    const missing = Object.entries(handlerModules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => Array.isArray(value) && value.some((handler) => !handlers.includes(handler)))
        .map(([name]) => `${path.basename(file)}: ${name}`),
    );
    expect(Object.keys(handlerModules).length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('every provider state of mocks/states/ is in the mock (mocks/states/index.ts)', () => {
    const registered: Record<string, unknown> = states;
    const missing = Object.entries(stateModules).flatMap(([file, exports]) =>
      Object.values(exports)
        .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
        .flatMap((defined) => Object.entries(defined))
        .filter(([name, setUp]) => typeof setUp === 'function' && registered[name] !== setUp)
        .map(([name]) => `${path.basename(file)}: ${name}`),
    );
    expect(Object.keys(stateModules).length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('every stylesheet of src/ is imported by src/styles.css (one stylesheet: no CSS per chunk)', () => {
    const styles = readFileSync(path.join(root, 'src/styles.css'), 'utf8');
    const imported = new Set([...styles.matchAll(/@import '\.\/([^']+)'/g)].map(([, file]) => `src/${file}`));
    const sheets = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css') && file !== 'styles.css')
      .map((file) => `src/${file.split(path.sep).join('/')}`);
    expect(sheets.length).toBeGreaterThan(5);
    expect(sheets.filter((sheet) => !imported.has(sheet))).toEqual([]);
  });
});
