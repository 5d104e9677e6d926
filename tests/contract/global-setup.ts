import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PACT_DIR, PACT_RUN_DIR } from './pact-dirs';

const pactFilesIn = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.json'));

/**
 * The pact files are regenerated whole on every run (CI compares them to the committed ones). The contract tests
 * write them into a directory of the run's own; when the project ends they replace the files of contracts/pacts, each
 * by a rename. So contracts/pacts is never empty or half-written while other tests (the unit tests of the OpenAPI
 * file and of the provider states read it) run beside the contract tests.
 */
export default function setup() {
  rmSync(PACT_RUN_DIR, { recursive: true, force: true });
  mkdirSync(PACT_RUN_DIR, { recursive: true });
  return function teardown() {
    mkdirSync(PACT_DIR, { recursive: true });
    const written = new Set(pactFilesIn(PACT_RUN_DIR));
    // A run stopped before any contract test wrote (a configuration error, say) keeps the committed files.
    if (written.size) {
      for (const file of written) renameSync(path.join(PACT_RUN_DIR, file), path.join(PACT_DIR, file));
      for (const file of pactFilesIn(PACT_DIR)) if (!written.has(file)) rmSync(path.join(PACT_DIR, file));
    }
    rmSync(PACT_RUN_DIR, { recursive: true, force: true });
  };
}
