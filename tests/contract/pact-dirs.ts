import path from 'node:path';

/** The committed pact files (what CI compares, what the provider verification reads). */
export const PACT_DIR = path.resolve(import.meta.dirname, '../../contracts/pacts');
/** Where a run of the contract tests writes them, until the run ends (./global-setup.ts merges them in); PACT_RUN_DIR
 * names another (a test of a run of one file). */
export const PACT_RUN_DIR = process.env.PACT_RUN_DIR ?? path.resolve(import.meta.dirname, '../../.pacts-run');
let pacts = 0;
/**
 * Where a pact of a test file writes: a directory of its own. Two writers of one file lose interactions, and Pact
 * rewrites the whole file after each test: one file of every interaction (1.5 MB) made the run three times as long.
 */
export const ownPactDir = () => path.join(PACT_RUN_DIR, `${process.env.VITEST_POOL_ID ?? '0'}-${++pacts}`);
