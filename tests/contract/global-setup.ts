import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACT_DIR, PACT_RUN_DIR } from './pact-dirs';

const pactFilesIn = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.json'));

interface PactFile {
  interactions: Array<{ description: string }>;
  [key: string]: unknown;
}

/**
 * One pact of the parts the test files wrote, laid out as Pact writes one: its interactions one per description, in
 * the order of their descriptions; keys in the order Pact wrote them, two-space indents, no final newline.
 */
function merged(parts: readonly PactFile[]): string {
  const byDescription = new Map(parts.flatMap((p) => p.interactions).map((i) => [i.description, i]));
  const interactions = [...byDescription.values()].sort((a, b) =>
    a.description < b.description ? -1 : a.description > b.description ? 1 : 0,
  );
  return JSON.stringify({ ...parts[0], interactions }, null, 2);
}

/**
 * The pact files are regenerated whole on every run (CI compares them to the committed ones). The contract tests
 * write them into a directory of the run's own, each test file's pacts apart (./pact-dirs.ts); when the project ends,
 * each pact's parts are merged into one file that replaces the one of contracts/pacts by a rename. So contracts/pacts
 * is never empty or half-written while other tests (the unit tests of the OpenAPI file and of the provider states read
 * it) run beside the contract tests.
 */
export default function setup() {
  rmSync(PACT_RUN_DIR, { recursive: true, force: true });
  mkdirSync(PACT_RUN_DIR, { recursive: true });
  return function teardown() {
    mkdirSync(PACT_DIR, { recursive: true });
    const parts = readdirSync(PACT_RUN_DIR).map((dir) => path.join(PACT_RUN_DIR, dir));
    const written = new Set(parts.flatMap(pactFilesIn));
    // A run stopped before any contract test wrote (a configuration error, say) keeps the committed files.
    if (written.size) {
      for (const file of written) {
        const pacts = parts
          .filter((dir) => pactFilesIn(dir).includes(file))
          .map((dir) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as PactFile);
        const whole = path.join(PACT_RUN_DIR, file);
        writeFileSync(whole, merged(pacts));
        renameSync(whole, path.join(PACT_DIR, file));
      }
      for (const file of pactFilesIn(PACT_DIR)) if (!written.has(file)) rmSync(path.join(PACT_DIR, file));
    }
    rmSync(PACT_RUN_DIR, { recursive: true, force: true });
  };
}
